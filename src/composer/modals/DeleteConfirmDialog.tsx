import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

interface Props {
  open: boolean;
  /** How many items would be deleted (spec 001 §2: one or many). */
  count: number;
  /** What is asked, when the items are not documents (attachments); the documents' question otherwise. */
  question?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The delete confirmation of the composer, for one item or many. */
export function DeleteConfirmDialog({ open, count, question, busy, onConfirm, onClose }: Props) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="delete-confirm-title">
      <DialogTitle id="delete-confirm-title">{translate('portico.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{question ?? translate('portico.composer.delete.question', { smart_count: count })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy} data-testid="delete-confirm">
          {translate('ra.action.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
