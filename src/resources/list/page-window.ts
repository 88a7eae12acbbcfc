export const MAX_PAGE_BUTTONS = 5;

/** The page numbers to show: at most MAX_PAGE_BUTTONS, around the current page. */
export function pageWindow(page: number, pageCount: number, max = MAX_PAGE_BUTTONS): number[] {
  const size = Math.min(max, pageCount);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), pageCount - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}
