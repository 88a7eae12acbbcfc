import type { KeyboardEvent } from 'react';
import { Box, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import type { ShownPage } from '../geometry/shown-page';
import { useAsking } from './asking-context';
import type { DraftBox, DraftSigner } from './draft';
import { removeBox, setBox } from './draft-edits';
import { DRAG_ATTRIBUTE, useBoxDrag } from './useBoxDrag';

/** Points an arrow key moves a box by (or, with Shift, resizes it by). */
const STEP = 10;
const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0], ArrowUp: [0, -STEP], ArrowDown: [0, STEP] };

/**
 * A box placed for a signer, in their colour with their name: dragged to move, its corner handle
 * dragged to resize, removed with its button or Delete; arrow keys move it, Shift and arrows resize
 * it. It never leaves its page (draft-edits.ts). The server's refusal of it shows under it.
 */
export function AskBox({ page, box, signer }: { page: ShownPage; box: DraftBox; signer: DraftSigner }) {
  const translate = useTranslate();
  const { draft, setDraft } = useAsking();
  const size = { width: page.base.width, height: page.base.height };
  const apply = (place: Pick<DraftBox, 'x' | 'y' | 'width' | 'height'>) => setDraft((d) => setBox(d, box.key, place, size));
  const drag = useBoxDrag(page, box, apply);
  const where = page.rectToView(page.base.rectToPdf({ left: box.x, top: box.y, width: box.width, height: box.height }));
  // The handle on the box's far corner as kept (bottom right on an upright page), wherever a rotation shows it.
  const [hx, hy] = page.toView(...page.base.toPdf(box.x + box.width, box.y + box.height));
  const name = signer.name.trim() || signer.email?.trim() || translate('portico.pdf.ask.external');
  const refusal = draft.refusal?.boxKey === box.key ? draft.refusal.message : undefined;
  const fontSize = Math.max(7, Math.min(14, where.width / 14));
  // Under the box, or over it when the page ends first (a page hides what leaves it).
  const refusalTop = where.top + where.height + 40 < page.height ? where.top + where.height + 2 : Math.max(0, where.top - 40);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Delete' || event.key === 'Backspace') setDraft((d) => removeBox(d, box.key));
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    const [dx, dy] = arrow;
    apply(event.shiftKey ? { ...box, width: box.width + dx, height: box.height + dy } : { ...box, x: box.x + dx, y: box.y + dy });
  };
  const stop = (event: { stopPropagation(): void }) => event.stopPropagation();
  return (
    <>
      <Box
        role="group"
        tabIndex={0}
        aria-label={translate('portico.pdf.ask.boxOf', { name, page: box.page })}
        aria-description={translate('portico.pdf.ask.moveHint')}
        data-testid="ask-box"
        data-signer={signer.login ?? signer.email}
        {...{ [DRAG_ATTRIBUTE]: 'move' }}
        {...drag}
        onClick={stop}
        onKeyDown={onKeyDown}
        sx={{
          position: 'absolute', left: where.left, top: where.top, width: where.width, height: where.height,
          display: 'flex', alignItems: 'center', justifyContent: 'center', textAlign: 'center', overflow: 'hidden', overflowWrap: 'anywhere',
          border: 2, borderStyle: refusal ? 'dashed' : 'solid', borderColor: refusal ? 'error.main' : signer.color, borderRadius: 1,
          bgcolor: `${signer.color}1f`, color: signer.color, fontSize, fontWeight: 700, lineHeight: 1.2, p: 0.5,
          cursor: 'move', touchAction: 'none', userSelect: 'none', '&:focus-visible': { outline: `3px solid ${signer.color}`, outlineOffset: 2 },
        }}
      >
        {name}
      </Box>
      <IconButton
        size="small"
        aria-label={translate('portico.pdf.ask.removeBox', { name, page: box.page })}
        onClick={(event) => {
          stop(event);
          setDraft((d) => removeBox(d, box.key));
        }}
        data-testid="ask-box-remove"
        sx={{ position: 'absolute', left: where.left + where.width - 26, top: where.top + 2, p: 0.25, bgcolor: 'background.paper', border: 1, borderColor: signer.color, '&:hover': { bgcolor: 'background.paper' } }}
      >
        <CloseIcon sx={{ fontSize: 16, color: signer.color }} />
      </IconButton>
      <Box
        aria-hidden
        data-testid="ask-box-resize"
        {...{ [DRAG_ATTRIBUTE]: 'resize' }}
        {...drag}
        onClick={stop}
        sx={{ position: 'absolute', left: hx - 7, top: hy - 7, width: 14, height: 14, bgcolor: signer.color, border: 2, borderColor: 'background.paper', borderRadius: 0.5, cursor: 'nwse-resize', touchAction: 'none' }}
      />
      {refusal && (
        <Box role="alert" data-testid="ask-box-refusal" sx={{ position: 'absolute', left: where.left, top: refusalTop, maxWidth: Math.max(where.width, 160), bgcolor: 'error.main', color: 'error.contrastText', fontSize: 12, px: 0.5, borderRadius: 0.5 }}>
          {refusal}
        </Box>
      )}
    </>
  );
}
