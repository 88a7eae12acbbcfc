import { describe, expect, it } from 'vitest';
import { FILE_FETCH_ATTEMPTS, FILE_FETCH_DELAY_MS, withFileRetries } from '../../src/docstore/file-retries.js';

const failure = (status: number) => Object.assign(new Error(`status ${status}`), { status });

/** A load that fails with the given statuses, then answers 'file'; and the waits asked for. */
function scripted(statuses: number[]) {
  const waits: number[] = [];
  let calls = 0;
  const load = async () => {
    const status = statuses[calls++];
    if (status !== undefined) throw failure(status);
    return 'file';
  };
  return { load, waits, sleep: async (ms: number) => void waits.push(ms), calls: () => calls };
}

describe('fetching a file by address (spec 001 §8)', () => {
  it('tries again after 1 second on 404 and 500 until the file comes', async () => {
    const run = scripted([404, 500, 404]);
    await expect(withFileRetries(run.load, { sleep: run.sleep })).resolves.toBe('file');
    expect(run.calls()).toBe(4);
    expect(run.waits).toEqual([FILE_FETCH_DELAY_MS, FILE_FETCH_DELAY_MS, FILE_FETCH_DELAY_MS]);
    expect(FILE_FETCH_DELAY_MS).toBe(1000);
  });

  it('gives up after 10 tries in all, with the last failure', async () => {
    const run = scripted(Array(20).fill(404));
    await expect(withFileRetries(run.load, { sleep: run.sleep })).rejects.toMatchObject({ status: 404 });
    expect(FILE_FETCH_ATTEMPTS).toBe(10);
    expect(run.calls()).toBe(10);
    expect(run.waits).toHaveLength(9);
  });

  it('does not try again on other failures', async () => {
    for (const status of [403, 400, 401, 503]) {
      const run = scripted([status]);
      await expect(withFileRetries(run.load, { sleep: run.sleep })).rejects.toMatchObject({ status });
      expect(run.calls()).toBe(1);
    }
    const offline = scripted([]);
    await expect(withFileRetries(async () => Promise.reject(new Error('offline')), { sleep: offline.sleep })).rejects.toThrow('offline');
    expect(offline.waits).toEqual([]);
  });
});
