/**
 * The visitor's arrangement of each page's widgets, kept in this browser (spec 001 §2: local storage
 * key `widgets-persisted`; layout items hold i, x, y, w, and h): `{ [pageId]: { [breakpoint]: items } }`.
 */
export const LAYOUT_KEY = 'widgets-persisted';

export interface LayoutItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

export type PageLayouts = Record<string, LayoutItem[]>;

function readAll(): Record<string, PageLayouts> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(LAYOUT_KEY) ?? '{}');
    return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, PageLayouts>) : {};
  } catch {
    return {};
  }
}

const isItem = (item: unknown): item is LayoutItem =>
  !!item && typeof item === 'object' && typeof (item as LayoutItem).i === 'string' && ['x', 'y', 'w', 'h'].every((k) => Number.isFinite((item as unknown as Record<string, number>)[k]));

/** The layouts kept for a page, items that are not well formed left out. */
export function readLayouts(pageId: number): PageLayouts {
  const page = readAll()[pageId];
  if (!page || typeof page !== 'object') return {};
  return Object.fromEntries(Object.entries(page).map(([bp, items]) => [bp, Array.isArray(items) ? items.filter(isItem) : []]));
}

export function writeLayouts(pageId: number, layouts: PageLayouts): void {
  const all = readAll();
  all[pageId] = Object.fromEntries(Object.entries(layouts).map(([bp, items]) => [bp, items.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }))]));
  localStorage.setItem(LAYOUT_KEY, JSON.stringify(all));
}

export function forgetLayouts(pageId: number): void {
  const all = readAll();
  delete all[pageId];
  localStorage.setItem(LAYOUT_KEY, JSON.stringify(all));
}
