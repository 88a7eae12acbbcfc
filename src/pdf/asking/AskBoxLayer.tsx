import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ShownPage } from '../geometry/shown-page';
import { useAsking } from './asking-context';
import { placeBox } from './draft-edits';
import { AskBox } from './AskBox';
import { LAYER_ATTRIBUTE } from './useBoxDrag';

/**
 * Over each shown page while a request is put together: the boxes placed on it, and, with a signer
 * chosen to place for, a click or a tap that places a box of the default size for them there (a
 * button, shown when focused, does it from the keyboard). In mode 2 signers place their own: nothing.
 */
export function AskBoxLayer({ page }: { page: ShownPage }) {
  const translate = useTranslate();
  const { draft, setDraft } = useAsking();
  if (draft.imgManage === 2) return null;
  const selected = draft.signers.find((s) => s.key === draft.selected);
  const signers = new Map(draft.signers.map((s) => [s.key, s]));
  const placeAt = (viewX: number, viewY: number) => {
    const [x, y] = page.base.toView(...page.toPdf(viewX, viewY));
    setDraft((d) => placeBox(d, page.pageNumber, { width: page.base.width, height: page.base.height }, { x, y }));
  };
  const name = selected && (selected.name.trim() || selected.email?.trim() || translate('portico.pdf.ask.external'));
  return (
    <Box
      {...{ [LAYER_ATTRIBUTE]: page.pageNumber }}
      data-testid={`ask-layer-${page.pageNumber}`}
      onClick={(event) => {
        if (!selected) return;
        const corner = event.currentTarget.getBoundingClientRect();
        placeAt(event.clientX - corner.left, event.clientY - corner.top);
      }}
      sx={{ position: 'absolute', inset: 0, zIndex: 3, cursor: selected ? 'copy' : undefined }}
    >
      {selected && (
        <Button
          variant="contained"
          size="small"
          onClick={(event) => {
            event.stopPropagation();
            placeAt(page.width / 2, page.height / 4);
          }}
          sx={{ position: 'absolute', left: 8, top: 8, zIndex: 1, opacity: 0, pointerEvents: 'none', '&:focus-visible': { opacity: 1, pointerEvents: 'auto' } }}
        >
          {translate('portico.pdf.ask.placeHere', { name, page: page.pageNumber })}
        </Button>
      )}
      {draft.boxes
        .filter((box) => box.page === page.pageNumber && signers.has(box.signerKey))
        .map((box) => (
          <AskBox key={box.key} page={page} box={box} signer={signers.get(box.signerKey)!} />
        ))}
    </Box>
  );
}
