import { describe, expect, it } from 'vitest';
import { ReadCache } from '../../server/db/read-cache.js';
import { ListOrders } from '../../server/entities/list-orders.js';
import { RowTexts } from '../../server/entities/row-texts.js';

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

describe('ListOrders', () => {
  it('reads a list order only when the list is asked for again at one version, and keeps it while the version holds', async () => {
    let version = 1;
    let reads = 0;
    const orders = new ListOrders(() => String(version));
    const read = async () => {
      reads++;
      return [3, 1, 2];
    };
    expect(await orders.find('k', read)).toBeUndefined();
    expect(Array.from((await orders.find('k', read))!)).toEqual([3, 1, 2]);
    expect(Array.from((await orders.find('k', read))!)).toEqual([3, 1, 2]);
    expect(reads).toBe(1);
    version = 2;
    expect(await orders.find('k', read)).toBeUndefined();
    expect(await orders.find('k', read)).toBeDefined();
    expect(reads).toBe(2);
  });

  it('leaves lists longer than its limit to the database, and keeps nothing without a version', async () => {
    const long = new ListOrders(() => 'v', 100, 2);
    await long.find('k', async () => [1, 2, 3]);
    expect(await long.find('k', async () => [1, 2, 3])).toBeUndefined();
    const none = new ListOrders(undefined);
    await none.find('k', async () => [1]);
    expect(await none.find('k', async () => [1])).toBeUndefined();
  });
});

describe('RowTexts', () => {
  const rowsOf = (asked: number[][]) => async (ids: number[]) => {
    asked.push(ids);
    return ids.filter((id) => id !== 404).map((id) => ({ id, json: `{"id":${id}}` }));
  };

  it('reads only the rows not kept, answers in the order asked, and reads all again once the version moves', async () => {
    let version = 1;
    const asked: number[][] = [];
    const texts = new RowTexts(() => String(version));
    expect(await texts.of('e', [2, 1, 404], rowsOf(asked))).toEqual(['{"id":2}', '{"id":1}']);
    expect(await texts.of('e', [1, 3, 2], rowsOf(asked))).toEqual(['{"id":1}', '{"id":3}', '{"id":2}']);
    expect(asked).toEqual([[2, 1, 404], [3]]);
    version = 2;
    await texts.of('e', [1], rowsOf(asked));
    expect(asked.at(-1)).toEqual([1]);
  });

  it('keeps nothing read while the version moved, and nothing beyond its budget', async () => {
    let version = 1;
    const asked: number[][] = [];
    const texts = new RowTexts(() => String(version), 20);
    await texts.of('e', [1], async (ids) => {
      version++;
      return rowsOf(asked)(ids);
    });
    await texts.of('e', [1], rowsOf(asked));
    expect(asked).toEqual([[1], [1]]);
    await texts.of('e', [1, 2, 3], rowsOf(asked)); // 8 characters each: two fit
    await texts.of('e', [1, 2, 3], rowsOf(asked));
    expect(asked.at(-1)).toEqual([3]);
  });
});
