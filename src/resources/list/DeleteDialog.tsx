import { useNavigate, useLocation, useParams } from 'react-router-dom';
import { useDelete, useNotify, useTranslate } from 'react-admin';
import type { PublishedEntityModel } from '../../shared/entities/model';
import { ConfirmDeleteDialog } from '../../common/ConfirmDeleteDialog';
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
    <ConfirmDeleteDialog
      open
      message={translate('portico.delete.question', { entity: singular })}
      busy={isPending}
      onConfirm={confirm}
      onCancel={close}
    />
  );
}
