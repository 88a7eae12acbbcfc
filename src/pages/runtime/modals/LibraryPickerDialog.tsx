import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, List, ListItem, ListItemButton, ListItemText, Pagination, TextField, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { libraryPageQuery } from '../../../documentlibrary/library';
import { useFormat } from '../../../i18n/useFormat';
import type { LibraryDocument } from '../../../shared/library-document';

const PAGE_SIZE = 8;

interface Props {
  open: boolean;
  onClose: () => void;
  onPick: (doc: LibraryDocument) => void;
}

/** The document library picker (spec 001 §2 modals): the library's documents, searched by name, one chosen by a click. */
export function LibraryPickerDialog({ open, onClose, onPick }: Props) {
  const translate = useTranslate();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={narrow} aria-labelledby="library-picker-title">
      <DialogTitle id="library-picker-title">{translate('portico.composer.form.picker.title')}</DialogTitle>
      {open && <PickerContent onPick={onPick} />}
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function PickerContent({ onPick }: { onPick: (doc: LibraryDocument) => void }) {
  const translate = useTranslate();
  const { fileSize } = useFormat();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  // A search starts when the typing pauses, not at every key.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(0);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const query = useQuery(libraryPageQuery(page, PAGE_SIZE, 'name,asc', search));
  const pages = Math.ceil((query.data?.total ?? 0) / PAGE_SIZE);
  return (
    <DialogContent dividers sx={{ pt: 1 }}>
      <TextField
        label={translate('portico.composer.form.picker.search')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        size="small"
        fullWidth
        type="search"
        sx={{ mb: 1 }}
      />
      <Box sx={{ minHeight: 4 }}>{query.isFetching && <LinearProgress aria-label={translate('portico.composer.loading')} />}</Box>
      {query.error && <Alert severity="error">{query.error.message}</Alert>}
      {query.data && query.data.rows.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {translate('portico.composer.form.picker.empty')}
        </Typography>
      )}
      <List dense data-testid="library-picker-list">
        {query.data?.rows.map((doc) => (
          <ListItem key={doc.id} disablePadding>
            <ListItemButton onClick={() => onPick(doc)}>
              <ListItemText
                primary={doc.name}
                secondary={[doc.category, doc.fileName, fileSize(doc.fileSize)].filter(Boolean).join(' · ')}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {pages > 1 && <Pagination count={pages} page={page + 1} onChange={(_, p) => setPage(p - 1)} size="small" sx={{ display: 'flex', justifyContent: 'center' }} />}
    </DialogContent>
  );
}
