import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { translatedText } from '../../../shared/translated-text';
import type { ManagedPage } from '../pages-api';
import { descendantsOf } from './page-moves';

interface Props {
  page: ManagedPage;
  pages: ManagedPage[];
  onMove: (parent: number | null) => void;
  onClose: () => void;
}

const TOP = 'top';

/** Moves a page under another page (or to the top level) without dragging: its own subtree is not offered. */
export function MoveDialog({ page, pages, onMove, onClose }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [parent, setParent] = useState<string>(page.parent ? String(page.parent.id) : TOP);
  const below = descendantsOf(pages, page.id);
  const choices = pages.filter((p) => p.id !== page.id && !below.has(p.id) && p.type !== 'LINK');
  const name = translatedText(page.name, locale);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="move-page-title">
      <DialogTitle id="move-page-title">{translate('portico.pageManagement.moveTitle', { name })}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          margin="dense"
          label={translate('portico.pageManagement.parent')}
          value={parent}
          onChange={(e) => setParent(e.target.value)}
        >
          <MenuItem value={TOP}>{translate('portico.pageManagement.topLevel')}</MenuItem>
          {choices.map((p) => (
            <MenuItem key={p.id} value={String(p.id)}>
              {translatedText(p.name, locale)}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => onMove(parent === TOP ? null : Number(parent))}>
          {translate('portico.pageManagement.move')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
