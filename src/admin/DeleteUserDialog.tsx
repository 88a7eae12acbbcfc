import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Asks before an account is deleted. */
export function DeleteUserDialog({ login, onCancel, onConfirm }: { login?: string; onCancel: () => void; onConfirm: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={Boolean(login)} onClose={onCancel} aria-labelledby="delete-user-title">
      <DialogTitle id="delete-user-title">{translate('portico.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('portico.userManagement.deleteQuestion', { login })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('portico.action.cancel')}</Button>
        <Button color="error" variant="contained" onClick={onConfirm} data-testid="confirm-delete">
          {translate('portico.action.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
