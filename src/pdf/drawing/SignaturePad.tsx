import { useRef, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Slider, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { HANDWRITTEN_SIZE_RANGE, SIGN_BOX_POINTS, type HandwrittenObject } from './drawn-object';
import { handwritingAt } from './place';
import type { BasePage } from './to-wire';
import { SURFACE } from './surface';
import { usePadStrokes } from './usePadStrokes';

/** Where a handwritten signature goes: the page, its measure at scale 1, and its top left corner in PDF points. */
export interface PadRequest {
  pageNumber: number;
  base: BasePage;
  at: [number, number];
}

const PAD = { width: 480, height: 200 };

/** The handwritten-signature pad (001 §2): drawn with a mouse, pen or finger, placed as wide as the size slider says. */
export function SignaturePad({ request, onDone, onClose }: { request: PadRequest; onDone(object: HandwrittenObject): void; onClose(): void }) {
  const translate = useTranslate();
  const canvas = useRef<HTMLCanvasElement>(null);
  const { strokes, clear, handlers } = usePadStrokes(canvas);
  const [width, setWidth] = useState<number>(SIGN_BOX_POINTS.width);
  const t = (key: string) => translate(`portico.pdf.draw.pad.${key}`);
  const empty = strokes.length === 0;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" slotProps={{ paper: { ...SURFACE, 'data-testid': 'signature-pad' } as object }}>
      <DialogTitle>{t('title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('hint')}
        </Typography>
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff', touchAction: 'none', lineHeight: 0 }}>
          <canvas ref={canvas} role="img" aria-label={t('area')} data-testid="signature-pad-canvas" width={PAD.width} height={PAD.height} style={{ width: '100%', aspectRatio: `${PAD.width} / ${PAD.height}`, cursor: 'crosshair' }} {...handlers} />
        </Box>
        <Typography variant="body2" id="pad-width" sx={{ mt: 2 }}>
          {t('width')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 1 }}>
          <Slider size="small" aria-labelledby="pad-width" min={HANDWRITTEN_SIZE_RANGE.min} max={HANDWRITTEN_SIZE_RANGE.max} value={width} valueLabelDisplay="off" onChange={(_, value) => setWidth(value as number)} />
          <Typography variant="body2" sx={{ minWidth: 56, textAlign: 'end' }} aria-hidden>
            {width} pt
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={clear} disabled={empty}>
          {t('clear')}
        </Button>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={empty} onClick={() => onDone(handwritingAt(request.pageNumber, request.base, request.at, strokes, width))}>
          {t('add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
