import { describe, expect, it } from 'vitest';
import { pageLayouts } from '../../src/pages/runtime/grid/grid-layouts.js';
import { readingOrder } from '../../src/pages/runtime/grid/static-places.js';

/** The order in which a page's widget bodies are rendered (WidgetGrid, useRevealInOrder). */
describe('the widgets in reading order', () => {
  const widget = (id: number, x: number, y: number, w = 6, h = 4) => ({ id, conf: { layout: { x, y, w, h } } });
  const widgets = [widget(1, 6, 0), widget(2, 0, 8, 12), widget(3, 0, 0), widget(4, 0, 4, 6, 2)];

  it('on a wide screen: top to bottom, then left to right, whatever order the page stores them in', () => {
    expect(readingOrder(pageLayouts(widgets, {}), 1200)).toEqual(['3', '1', '4', '2']);
  });

  it('on a phone, where they stack in one column, in that column’s order', () => {
    expect(readingOrder(pageLayouts(widgets, {}), 390)).toEqual(['3', '1', '4', '2']);
  });

  it('after the visitor moved one to the top, that one first', () => {
    const kept = { md: [{ i: '2', x: 0, y: 0, w: 12, h: 2 }] };
    expect(readingOrder(pageLayouts(widgets, kept), 1200)[0]).toBe('2');
  });
});
