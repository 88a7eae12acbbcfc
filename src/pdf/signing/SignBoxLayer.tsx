import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ShownPage } from '../geometry/shown-page';
import { useViewerSession } from '../viewer/ViewerSession';
import { approvable, fieldToPdfRect, type PreloadedBox } from './sign-modes';
import { useSigning } from './signing-context';

const RED = '#d32f2f';
const GREEN = '#2e7d32';
const ORANGE = '#ed6c02';
const ORANGE_TEXT = '#7a3500';

/** The sign boxes the sign info places on a page (red to approve, green approved, orange another signer's). */
export function SignBoxLayer({ page }: { page: ShownPage }) {
  const { signInfo, tools } = useViewerSession();
  const signing = useSigning();
  if (!signInfo || !tools.signing) return null;
  const onPage = signing.boxes.filter((b) => b.field.Fpage_number === page.pageNumber);
  return (
    <>
      {onPage.map((box) => (
        <SignBox key={box.key} box={box} page={page} imgManage={signInfo.imgManage} />
      ))}
    </>
  );
}

/** How long a box brought into sight is kept there while the viewer settles. */
const SETTLING_MS = 1500;

/** Scrolls the viewer's pages (only them) so that the element is in the middle of their view. */
function centreInPages(element: HTMLElement) {
  const pages = element.closest<HTMLElement>('[data-testid="pdf-pages"]');
  if (!pages) return;
  const view = pages.getBoundingClientRect();
  const box = element.getBoundingClientRect();
  pages.scrollTop += box.top + box.height / 2 - (view.top + view.height / 2);
  pages.scrollLeft += box.left + box.width / 2 - (view.left + view.width / 2);
}

/** Whether the element lies wholly in the pages' view. */
function inSight(element: HTMLElement): boolean {
  const pages = element.closest<HTMLElement>('[data-testid="pdf-pages"]');
  if (!pages) return true;
  const view = pages.getBoundingClientRect();
  const box = element.getBoundingClientRect();
  return box.top >= view.top && box.bottom <= view.bottom && box.left >= view.left && box.right <= view.right;
}

/**
 * Centres the element, and again, frame by frame for a moment, whenever it has left the view, until
 * the reader moves: the viewer going to its page, the banners over the pages and the page drawn at its
 * size arrive when they are ready, and the box must not be pushed out of sight by them.
 */
function bringIntoSight(element: HTMLElement) {
  const started = performance.now();
  // The reader's own move (a key, a click, the wheel, a touch) ends it: the view is theirs then.
  let moved = false;
  const onMove = () => (moved = true);
  const events = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;
  for (const event of events) document.addEventListener(event, onMove, { capture: true, once: true });
  const done = () => events.forEach((event) => document.removeEventListener(event, onMove, { capture: true }));
  const keep = (): void => {
    if (moved || !element.isConnected || performance.now() - started >= SETTLING_MS) return done();
    if (!inSight(element)) {
      // Out of sight again: when the viewer has put the box's page at the top (going to the page), the
      // box is centred once more; any other move is the reader's or a caller's, and the view is theirs.
      if (!atItsPageTop(element)) return done();
      centreInPages(element);
    }
    requestAnimationFrame(keep);
  };
  centreInPages(element);
  requestAnimationFrame(keep);
}

/** Whether the element's page starts at the top of the pages' view, where going to a page puts it. */
function atItsPageTop(element: HTMLElement): boolean {
  const pages = element.closest<HTMLElement>('[data-testid="pdf-pages"]');
  const page = element.closest<HTMLElement>('[data-testid="pdf-page"]');
  if (!pages || !page) return false;
  return Math.abs(page.getBoundingClientRect().top - pages.getBoundingClientRect().top) < 48;
}

function SignBox({ box, page, imgManage }: { box: PreloadedBox; page: ShownPage; imgManage: number }) {
  const translate = useTranslate();
  const { approved, toggle, shownBox, boxShown } = useSigning();
  const ref = useRef<HTMLDivElement>(null);
  // Asked to come into sight (the hint's button, or the viewer opening on it): once mounted on its page.
  const asked = shownBox?.key === box.key ? shownBox : null;
  useEffect(() => {
    const element = ref.current;
    if (!asked || !element) return;
    bringIntoSight(element);
    if (asked.focus) element.focus({ preventScroll: true });
    boxShown();
  }, [asked, boxShown]);
  const where = page.rectToView(fieldToPdfRect(box.field, page));
  const name = box.field.FSign_User_Name;
  const place = { position: 'absolute', left: where.left, top: where.top, width: where.width, height: where.height } as const;
  // The words shrink with the box (zoom, a phone's fit), between 7 and 14 pixels.
  const fontSize = Math.max(7, Math.min(14, where.width / 14));
  const look = { display: 'flex', alignItems: 'center', justifyContent: 'center', textAlign: 'center', border: 2, borderRadius: 1, fontSize, lineHeight: 1.2, fontWeight: 700, p: 0.25, overflow: 'hidden', overflowWrap: 'anywhere' } as const;

  if (!box.own || !approvable(imgManage, box)) {
    // Another signer's box (or one the mode does not ask to approve): shown apart, not clickable.
    // Less opaque than the caller's: a translucent border and fill; the name stays dark enough to read.
    const color = box.own ? RED : ORANGE;
    return (
      <Box
        data-testid={box.own ? 'sign-box-own' : 'sign-box-other'}
        role="group"
        aria-label={translate('portico.pdf.sign.boxOf', { name })}
        sx={{ ...place, ...look, borderColor: `${color}99`, color: box.own ? RED : ORANGE_TEXT, bgcolor: `${color}14`, pointerEvents: 'none' }}
      >
        {name}
      </Box>
    );
  }
  const isApproved = approved.has(box.key);
  const color = isApproved ? GREEN : RED;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    toggle(box.key);
  };
  return (
    <Box
      ref={ref}
      role="button"
      tabIndex={0}
      aria-pressed={isApproved}
      aria-label={`${translate('portico.pdf.sign.boxOf', { name })}: ${translate(isApproved ? 'portico.pdf.sign.approved' : 'portico.pdf.sign.approve')}`}
      data-testid="sign-box"
      onClick={() => toggle(box.key)}
      onKeyDown={onKeyDown}
      sx={{ ...place, ...look, borderColor: color, color, bgcolor: `${color}1a`, cursor: 'pointer', '&:focus-visible': { outline: `3px solid ${color}`, outlineOffset: 2 } }}
    >
      {translate(isApproved ? 'portico.pdf.sign.approved' : 'portico.pdf.sign.approve')}
    </Box>
  );
}
