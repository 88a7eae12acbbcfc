import { describe, expect, it } from 'vitest';
import { sharedDataVersion } from '../../server/db/data-version.js';

/** A read of the version that the test finishes by hand, answering the version current when it was sent. */
function versionReads() {
  let version = 0;
  const pending: (() => void)[] = [];
  const read = () =>
    new Promise<string>((resolve) => {
      const seen = String(version);
      pending.push(() => resolve(seen));
    });
  return {
    read,
    write: () => version++,
    sent: () => pending.length,
    finishOne: async () => {
      pending.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('sharedDataVersion', () => {
  it('the questions of one turn of the event loop share one read, sent after them; a later question waits for a later read', async () => {
    const reads = versionReads();
    const version = sharedDataVersion(reads.read);
    const endOfTurn = () => new Promise((resolve) => setImmediate(resolve));
    const together = [version(), version(), version()];
    expect(reads.sent()).toBe(0);
    await endOfTurn();
    expect(reads.sent()).toBe(1);
    reads.write(); // committed after the first read was sent: a question asked now must see it
    const later = version();
    await endOfTurn();
    expect(reads.sent()).toBe(2);
    await reads.finishOne();
    await reads.finishOne();
    expect(await Promise.all(together)).toEqual(['0', '0', '0']);
    expect(await later).toBe('1');
  });

  it('a failed read fails those who waited for it, and the next question reads again', async () => {
    let fail = true;
    const version = sharedDataVersion(async () => {
      if (fail) throw new Error('connection lost');
      return '7';
    });
    await expect(version()).rejects.toThrow('connection lost');
    fail = false;
    expect(await version()).toBe('7');
  });
});
