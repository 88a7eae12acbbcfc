import type { WidgetLayout, WidgetPlacement } from '../../../shared/page-management.js';
import { parseConf, writeConf } from '../../../shared/widget-conf.js';

/** A widget's place as react-grid-layout gives it (`i` is the widget's id). */
export interface PlacedItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The widgets' order and places after the administrator moved or resized one: every widget of the
 * wide grid's layout, numbered in reading order (top to bottom, then left to right).
 */
export function placementsFrom(layout: readonly PlacedItem[]): WidgetPlacement[] {
  return [...layout]
    .sort((a, b) => a.y - b.y || a.x - b.x)
    .map((item, index) => ({ id: Number(item.i), index, layout: { x: item.x, y: item.y, w: item.w, h: item.h } }));
}

/**
 * The widgets as the placements leave them: each placed one with its new index and `conf.layout`
 * (the rest of its configuration kept), in index order. Shown while the placements are being saved
 * or failed to be, and written to the cache once they are saved.
 */
export function withPlacements<W extends { id: number; conf: string; index?: number | null }>(widgets: W[], placements: WidgetPlacement[] | undefined): W[] {
  if (!placements?.length) return widgets;
  const byId = new Map(placements.map((p) => [p.id, p]));
  return widgets
    .map((w) => {
      const placed = byId.get(w.id);
      return placed ? { ...w, index: placed.index, conf: writeConf({ ...parseConf(w.conf), layout: placed.layout }) } : w;
    })
    .sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
}

/** Where a new widget goes: the whole width, below every other. */
export function belowAll(widgets: { conf: string }[], h = 8): WidgetLayout {
  const bottom = Math.max(0, ...widgets.map((w) => {
    const { y, h: height } = (parseConf(w.conf).layout ?? {}) as Partial<WidgetLayout>;
    return (Number.isFinite(y) ? y! : 0) + (Number.isFinite(height) ? height! : 8);
  }));
  return { x: 0, y: bottom, w: 12, h };
}
