import { zoomIn, zoomOut, DEFAULT_ZOOM } from '../zoom.js';

/** How far an arrow key scrolls the pages, in CSS pixels (about three lines of text at 100 %). */
export const ARROW_STEP = 40;

/** What a key does in the viewer, or undefined for a key the viewer leaves alone. */
export type ViewerKeyAction = { type: 'page'; page: number } | { type: 'zoom'; zoom: number } | { type: 'scroll'; left: number; top: number };

interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/**
 * The viewer's keys (issue 44): PageUp and PageDown a page, Home and End the first and last page, the
 * arrows scroll, + and - the zoom steps (with or without Ctrl/Cmd, which would otherwise zoom the
 * whole portal), Ctrl/Cmd+0 back to 100 %.
 */
export function viewerKeyAction(press: KeyPress, page: number, pageCount: number, zoom: number): ViewerKeyAction | undefined {
  const command = press.ctrlKey || press.metaKey;
  if (press.altKey || pageCount < 1) return undefined;
  if (command && press.key === '0') return { type: 'zoom', zoom: DEFAULT_ZOOM };
  if (press.key === '+' || press.key === '=') return { type: 'zoom', zoom: zoomIn(zoom) };
  if (press.key === '-' || press.key === '_') return { type: 'zoom', zoom: zoomOut(zoom) };
  if (command || press.shiftKey) return undefined;
  switch (press.key) {
    case 'PageDown':
      return { type: 'page', page: Math.min(pageCount, page + 1) };
    case 'PageUp':
      return { type: 'page', page: Math.max(1, page - 1) };
    case 'Home':
      return { type: 'page', page: 1 };
    case 'End':
      return { type: 'page', page: pageCount };
    case 'ArrowDown':
      return { type: 'scroll', left: 0, top: ARROW_STEP };
    case 'ArrowUp':
      return { type: 'scroll', left: 0, top: -ARROW_STEP };
    case 'ArrowRight':
      return { type: 'scroll', left: ARROW_STEP, top: 0 };
    case 'ArrowLeft':
      return { type: 'scroll', left: -ARROW_STEP, top: 0 };
  }
  return undefined;
}

/** Where the keys are the element's own: a box to type in (the page and zoom boxes, find, a form), a list or menu of its own. */
export function keepsItsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('input, textarea, select, [role="menu"], [role="listbox"], [role="slider"], [role="dialog"]')) return true;
  return false;
}
