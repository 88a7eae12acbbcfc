/**
 * Brings the selected match drawn on `page` (a page of the stack) to the middle of the scrolled stack,
 * unless it is in sight already. Answers whether the page held it.
 */
export function revealMatch(page: HTMLElement): boolean {
  const mark = page.querySelector('mark.find-match.selected');
  const scroller = page.closest<HTMLElement>('[data-testid="pdf-pages"]');
  if (!mark || !scroller) return false;
  const at = mark.getBoundingClientRect();
  const view = scroller.getBoundingClientRect();
  const inSight = at.top >= view.top && at.bottom <= view.top + scroller.clientHeight && at.left >= view.left && at.right <= view.left + scroller.clientWidth;
  if (!inSight) {
    scroller.scrollTop += at.top + at.height / 2 - (view.top + scroller.clientHeight / 2);
    scroller.scrollLeft += at.left + at.width / 2 - (view.left + scroller.clientWidth / 2);
  }
  return true;
}
