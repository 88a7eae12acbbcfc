import { describe, expect, it } from 'vitest';
import { HALO, readingClip } from '../../src/pdf/drawing/fabric/reading-clip.js';

/** The rectangles a clip's path draws, read back: [left, top, width, height] each. */
function rects(clip: string) {
  const path = /^path\('(.*)'\)$/.exec(clip)![1];
  return [...path.matchAll(/M(-?[\d.]+) (-?[\d.]+)h(-?[\d.]+)v(-?[\d.]+)h(-?[\d.]+)Z/g)].map((m) => {
    expect(Number(m[5])).toBe(-Number(m[3]));
    return [m[1], m[2], m[3], m[4]].map(Number);
  });
}

describe('the canvas clipped to its objects in reading mode', () => {
  it('leaves nothing to take without objects', () => {
    expect(readingClip([])).toBeUndefined();
  });

  it('keeps each object’s box, grown by the halo on every side, in one path', () => {
    const clip = readingClip([
      { left: 100, top: 40, width: 150, height: 32 },
      { left: 10.26, top: 300.74, width: 80.5, height: 20 },
    ])!;
    expect(rects(clip)).toEqual([
      [100 - HALO, 40 - HALO, 150 + 2 * HALO, 32 + 2 * HALO],
      [5.5, 295.5, 90.5, 30],
    ]);
  });

  it('draws every rectangle the same way round, so that overlapping ones make their union under the nonzero rule', () => {
    const clip = readingClip([
      { left: 0, top: 0, width: 50, height: 50 },
      { left: 25, top: 25, width: 50, height: 50 },
    ])!;
    for (const [, , width, height] of rects(clip)) {
      expect(width).toBeGreaterThan(0);
      expect(height).toBeGreaterThan(0);
    }
    expect(clip).not.toContain('evenodd');
  });
});
