import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useNavigate, useLocation, useParams } from 'react-router-dom';
import { useDelete, useNotify, useTranslate } from 'react-admin';
import type { PublishedEntityModel } from '../../shared/entities/model';
import { entityPath, listSearch } from '../paths';
import { useEntityLabels } from '../useEntityLabels';
import { notifyFailure } from '../../errors/notifyFailure';

/** `/{entity}/{id}/delete`: the confirmation over the list. Closing or deleting returns to the list. */
export function DeleteDialog({ model }: { model: PublishedEntityModel }) {
  const { id } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const search = listSearch(useLocation().search);
  const { singular } = useEntityLabels(model);
  const [remove, { isPending }] = useDelete();
  const close = () => navigate(entityPath(model.name, undefined, 'show', search));
  const confirm = () =>
    remove(
      model.name,
      { id },
      {
        mutationMode: 'pessimistic',
        // The success alert comes from the server (app-alert).
        onSuccess: close,
        onError: (error) => notifyFailure(notify, error),
      },
    );
  return (
    <Dialog open onClose={close} aria-labelledby="delete-title">
      <DialogTitle id="delete-title">{translate('portico.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText data-testid="delete-question">{translate('portico.delete.question', { entity: singular })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('portico.action.cancel')}</Button>
        <Button onClick={confirm} color="error" variant="contained" disabled={isPending} data-testid="confirm-delete">
          {translate('portico.action.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
