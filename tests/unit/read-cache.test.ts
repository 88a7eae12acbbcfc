import { describe, expect, it } from 'vitest';
import { ReadCache } from '../../server/db/read-cache.js';

describe('ReadCache', () => {
  it('answers from memory while the version holds, and reads again once it moves', async () => {
    let version = 1;
    let reads = 0;
    const cache = new ReadCache<number>(() => String(version));
    const read = async () => ++reads;
    expect(await cache.get('k', read)).toBe(1);
    expect(await cache.get('k', read)).toBe(1);
    version = 2;
    expect(await cache.get('k', read)).toBe(2);
    expect(reads).toBe(2);
  });

  it('always reads without a version (PostgreSQL)', async () => {
    let reads = 0;
    const cache = new ReadCache<number>(undefined);
    await cache.get('k', async () => ++reads);
    await cache.get('k', async () => ++reads);
    expect(reads).toBe(2);
  });

  it('drops the oldest entries once their weight passes the budget, and never keeps one heavier than it', async () => {
    let reads = 0;
    const cache = new ReadCache<string>(() => 'v', 10, (s) => s.length);
    const read = (value: string) => async () => {
      reads++;
      return value;
    };
    await cache.get('a', read('aaaa'));
    await cache.get('b', read('bbbb'));
    await cache.get('c', read('cccc')); // 12 > 10: 'a' goes
    reads = 0;
    await cache.get('b', read('bbbb'));
    await cache.get('c', read('cccc'));
    expect(reads).toBe(0);
    await cache.get('a', read('aaaa'));
    expect(reads).toBe(1);
    await cache.get('big', read('x'.repeat(11)));
    await cache.get('big', read('x'.repeat(11)));
    expect(reads).toBe(3);
  });
});
