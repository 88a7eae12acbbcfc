import { beforeEach, describe, expect, it } from 'vitest';
import { KEPT_ENTRIES, resetRetryStatistics, retry, retryStatistics } from '../../server/ops/retry.js';

const statsOf = (name: string) => retryStatistics().find((s) => s.name === name)!;

describe('retry', () => {
  beforeEach(() => resetRetryStatistics());

  it('returns at the first success and counts one started and one complete call', async () => {
    expect(await retry('op', async () => 42, { attempts: 3, baseDelayMs: 1 })).toBe(42);
    expect(statsOf('op')).toMatchObject({ startedCount: 1, completeCount: 1, errorCount: 0, abortCount: 0, recoveryCount: 0, errorMessages: [] });
    expect(statsOf('op').createdDateList).toHaveLength(1);
  });

  it('tries again after failures, waiting longer each time, and counts the recovery', async () => {
    const times: number[] = [];
    const errors: number[] = [];
    const result = await retry(
      'flaky',
      async (attempt) => {
        times.push(Date.now());
        if (attempt < 3) throw new Error(`down ${attempt}`);
        return 'up';
      },
      { attempts: 5, baseDelayMs: 20, onError: (_e, attempt) => void errors.push(attempt) },
    );
    expect(result).toBe('up');
    expect(errors).toEqual([1, 2]);
    // 20 ms, then 40 ms (timers may fire a little early or late).
    expect(times[1] - times[0]).toBeGreaterThanOrEqual(15);
    expect(times[2] - times[1]).toBeGreaterThanOrEqual(35);
    expect(statsOf('flaky')).toMatchObject({ startedCount: 1, completeCount: 1, errorCount: 2, abortCount: 0, recoveryCount: 1, errorMessages: ['down 1', 'down 2'] });
  });

  it('gives up after the last try with the last error and counts an abort', async () => {
    let tries = 0;
    await expect(
      retry('broken', async () => {
        tries++;
        throw new Error('refused');
      }, { attempts: 3, baseDelayMs: 1 }),
    ).rejects.toThrow('refused');
    expect(tries).toBe(3);
    expect(statsOf('broken')).toMatchObject({ startedCount: 1, completeCount: 0, errorCount: 3, abortCount: 1, recoveryCount: 0 });
  });

  it('aborts at once on an error that cannot be retried', async () => {
    let tries = 0;
    await expect(
      retry('permanent', async () => {
        tries++;
        throw new Error('no such mailbox');
      }, { attempts: 5, baseDelayMs: 1, retryable: () => false }),
    ).rejects.toThrow('no such mailbox');
    expect(tries).toBe(1);
    expect(statsOf('permanent')).toMatchObject({ errorCount: 1, abortCount: 1 });
  });

  it('keeps the statistics of each name apart and their lists bounded', async () => {
    for (let i = 0; i < KEPT_ENTRIES + 20; i++)
      await retry('many', async () => {
        throw new Error(`e${i}`);
      }, { attempts: 1, baseDelayMs: 0 }).catch(() => undefined);
    await retry('other', async () => 1, { attempts: 1, baseDelayMs: 0 });
    const many = statsOf('many');
    expect(many.startedCount).toBe(KEPT_ENTRIES + 20);
    expect(many.createdDateList).toHaveLength(KEPT_ENTRIES);
    expect(many.errorMessages).toHaveLength(KEPT_ENTRIES);
    expect(many.errorMessages.at(-1)).toBe(`e${KEPT_ENTRIES + 19}`);
    expect(statsOf('other')).toMatchObject({ startedCount: 1, completeCount: 1, errorCount: 0 });
    expect(retryStatistics().map((s) => s.name)).toEqual(['many', 'other']);
  });

  it('answers copies that callers cannot change', async () => {
    await retry('copy', async () => 1, { attempts: 1, baseDelayMs: 0 });
    retryStatistics()[0].createdDateList.push('x');
    expect(statsOf('copy').createdDateList).toHaveLength(1);
  });
});
