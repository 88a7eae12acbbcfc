import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { arrange } from '../../server/pages/page-order.js';
import { makesCycle } from '../../server/pages/management/page-rules.js';
import { WIDGET_LAYOUT_SCHEMA } from '../../src/shared/page-management.js';
import { ROOT_DIR } from '../../server/config.js';

const pages = (...ids: number[]) => ids.map((id) => ({ id }));
const ids = (list: { id: number }[]) => list.map((p) => p.id);

describe('a sibling group\'s new order', () => {
  it('puts each placed page at the position asked for, the others keeping their order around it', () => {
    // 1 2 3 4, page 1 moved to position 2 (the others being 2 3 4).
    expect(ids(arrange(pages(2, 3, 4), [{ page: { id: 1 }, index: 2 }]))).toEqual([2, 3, 1, 4]);
    expect(ids(arrange(pages(1, 2, 3), [{ page: { id: 4 }, index: 0 }]))).toEqual([4, 1, 2, 3]);
    // Beyond the end, or below 0 (older data), at the end or the start.
    expect(ids(arrange(pages(1, 2), [{ page: { id: 9 }, index: 99 }]))).toEqual([1, 2, 9]);
    expect(ids(arrange(pages(1, 2), [{ page: { id: 9 }, index: -3 }]))).toEqual([9, 1, 2]);
  });

  it('takes a whole group in any order of the list, ties by id', () => {
    const placed = [{ page: { id: 3 }, index: 1 }, { page: { id: 1 }, index: 2 }, { page: { id: 2 }, index: 0 }];
    expect(ids(arrange([], placed))).toEqual([2, 3, 1]);
    expect(ids(arrange([], [{ page: { id: 5 }, index: 0 }, { page: { id: 4 }, index: 0 }]))).toEqual([4, 5]);
  });
});

describe('a cycle of parents', () => {
  const parents = new Map<number, number | null>([[1, null], [2, 1], [3, 2], [7, 8], [8, 7]]);
  const parentOf = (id: number) => parents.get(id);

  it('is made by a page under itself or under a page below it', () => {
    expect(makesCycle(1, 1, parentOf)).toBe(true);
    expect(makesCycle(1, 3, parentOf)).toBe(true);
    expect(makesCycle(3, 1, parentOf)).toBe(false);
  });

  it('is not blamed on a move for a loop of older data above the new parent', () => {
    expect(makesCycle(1, 7, parentOf)).toBe(false);
  });
});

describe('the widget layout of PUT api/widgets/indexes', () => {
  it('is the layout of widget-common.schema.json', () => {
    const common = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'schemas', 'widgets', 'widget-common.schema.json'), 'utf8'));
    // The form's words (titles, descriptions) and defaults are the editor's; the rules are the same.
    const formOnly = new Set(['default', 'title', 'description']);
    const rules = JSON.parse(JSON.stringify(common.$defs.layout), (key, value) => (formOnly.has(key) && typeof value !== 'object' ? undefined : value));
    expect(WIDGET_LAYOUT_SCHEMA).toEqual(rules);
  });
});
