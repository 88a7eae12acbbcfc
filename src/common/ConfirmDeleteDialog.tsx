import { useId, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  /** The question asked, translated. */
  message: ReactNode;
  /** What is about to go (a name), shown in bold under the question. */
  detail?: ReactNode;
  /** Translated; "Confirm delete operation" by default. */
  title?: string;
  /** Translated; "Delete" by default. */
  confirmLabel?: string;
  /** The confirm button is disabled while the deletion runs. */
  busy?: boolean;
  /** Why the last attempt failed, shown in the dialog. */
  error?: string;
  /** The composer's tests know its button as `delete-confirm`; every other screen's as `confirm-delete`. */
  confirmTestId?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The one question asked before anything is deleted: a user, a library document, an entity, the composer's documents. */
export function ConfirmDeleteDialog({ open, message, detail, title, confirmLabel, busy, error, confirmTestId = 'confirm-delete', onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title ?? translate('portico.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText data-testid="delete-question">{message}</DialogContentText>
        {detail && <DialogContentText sx={{ mt: 1, fontWeight: 600 }}>{detail}</DialogContentText>}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('portico.action.cancel')}</Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={busy} data-testid={confirmTestId}>
          {confirmLabel ?? translate('portico.action.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
