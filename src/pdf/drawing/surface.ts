/** Marks what belongs to the drawing (a page's layer, an object's menu, the pad): a click there keeps the selection. */
export const SURFACE = { 'data-drawing-surface': true } as const;

export const isDrawingSurface = (target: EventTarget | null) => target instanceof Element && !!target.closest('[data-drawing-surface]');
