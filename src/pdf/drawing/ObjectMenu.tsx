import { IconButton, Paper, Slider, Stack, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useTranslate } from 'react-admin';
import type { ShownPage } from '../geometry/shown-page';
import { HANDWRITTEN_SIZE_RANGE, type DrawnObject } from './drawn-object';
import { useDrawing } from './DrawingProvider';
import { objectName } from './object-name';
import { movedWithinPage, resizedHandwriting, shownWidth } from './place';
import { SURFACE } from './surface';
import { TextControls } from './TextControls';

const MENU_WIDTH = 320;
const MENU_ROOM = 230;

/** The selected object's contextual menu, under it (above it near the page's foot): delete, and its size, font, colour, anchor and text. */
export function ObjectMenu({ page, object }: { page: ShownPage; object: DrawnObject }) {
  const translate = useTranslate();
  const { update, remove } = useDrawing();
  const view = page.rectToView(object.rect);
  const below = view.top + view.height + MENU_ROOM < page.height || view.top < MENU_ROOM;
  const name = objectName(object, translate);
  return (
    <Paper
      {...SURFACE}
      role="dialog"
      aria-label={translate('portico.pdf.draw.menu.title', { name })}
      data-testid="drawn-object-menu"
      elevation={6}
      sx={{
        position: 'absolute',
        zIndex: 5,
        // The layer lets the pointer through with no tool on; its menu takes it.
        pointerEvents: 'auto',
        left: Math.max(0, Math.min(view.left, page.width - MENU_WIDTH)),
        ...(below ? { top: view.top + view.height + 8 } : { bottom: page.height - view.top + 8 }),
        width: MENU_WIDTH,
        maxWidth: page.width,
        p: 1.5,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: object.type === 'sign' ? 0 : 1 }}>
        <Typography variant="subtitle2" noWrap>
          {name}
        </Typography>
        <Tooltip title={translate('portico.pdf.draw.menu.delete')}>
          <IconButton size="small" aria-label={translate('portico.pdf.draw.menu.delete')} onClick={() => remove(object.id)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      {object.type === 'handwritten-sign' && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 1 }}>
          <Typography variant="body2" id={`size-${object.id}`}>
            {translate('portico.pdf.draw.menu.width')}
          </Typography>
          <Slider
            size="small"
            aria-labelledby={`size-${object.id}`}
            min={HANDWRITTEN_SIZE_RANGE.min}
            max={HANDWRITTEN_SIZE_RANGE.max}
            value={Math.round(shownWidth(object, page.base))}
            valueLabelDisplay="auto"
            onChange={(_, value) => update(object.id, (o) => (o.type === 'handwritten-sign' ? movedWithinPage(resizedHandwriting(o, page.base, value as number), page.base, 0, 0) : o))}
          />
        </Stack>
      )}
      {object.type === 'text' && <TextControls object={object} />}
    </Paper>
  );
}
