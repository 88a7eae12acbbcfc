import { describe, expect, it } from 'vitest';
import { parentChain } from '../../src/shared/parent-chain.js';

describe('the walk up parent links', () => {
  const parents = new Map<number, number | null>([
    [1, null],
    [2, 1],
    [3, 2],
    [4, 5],
    [5, 6],
    [6, 4],
    [7, 4],
    [8, 8],
  ]);
  const parentOf = (id: number) => parents.get(id);

  it('goes from a page to its root', () => {
    expect(parentChain(3, parentOf)).toEqual({ chain: [3, 2, 1] });
    expect(parentChain(undefined, parentOf)).toEqual({ chain: [] });
  });

  it('stops at a loop and names where it closes, from inside it and from below it', () => {
    expect(parentChain(4, parentOf)).toEqual({ chain: [4, 5, 6], loopsAt: 4 });
    expect(parentChain(7, parentOf)).toEqual({ chain: [7, 4, 5, 6], loopsAt: 4 });
    expect(parentChain(8, parentOf)).toEqual({ chain: [8], loopsAt: 8 });
  });
});
