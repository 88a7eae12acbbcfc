import { Alert, Button, LinearProgress, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useTranslate } from 'react-admin';
import { whenOpened } from '../../../../common/whenOpened';
import { AttachmentsTable } from './AttachmentsTable';
import { useDocumentAttachments } from './useDocumentAttachments';

const AttachmentDialog = whenOpened(() => import('../../modals/AttachmentDialog').then((m) => m.AttachmentDialog), (p) => p.open);
const DeleteConfirmDialog = whenOpened(() => import('../../modals/DeleteConfirmDialog').then((m) => m.DeleteConfirmDialog), (p) => p.open);

interface Props {
  id: number;
  canAdd: boolean;
  canDelete: boolean;
}

/** One document's attachments with the actions on them; every refusal shows the server's message. */
export function DocumentAttachments({ id, canAdd, canDelete }: Props) {
  const translate = useTranslate();
  const { list, shown, chosen, setSelected, adding, setAdding, confirming, setConfirming, added, setAdded, problem, setProblem, reload, download, view, remove } =
    useDocumentAttachments(id);

  if (list.error) return <Alert severity="error">{list.error.message}</Alert>;
  if (list.isPending) return <LinearProgress aria-label={translate('portico.composer.loading')} />;
  return (
    <Stack spacing={1} data-testid="attachments" data-document={id}>
      {(canAdd || canDelete) && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {canAdd && (
            <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)} data-testid="attachment-add">
              {translate('portico.composer.attachments.add')}
            </Button>
          )}
          {canDelete && chosen.length > 0 && (
            <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)} data-testid="attachment-delete">
              {translate('portico.composer.attachments.deleteSelected', { smart_count: chosen.length })}
            </Button>
          )}
        </Stack>
      )}
      {added && (
        <Alert severity="success" onClose={() => setAdded(undefined)}>
          {translate('portico.composer.attachments.added', { name: added })}
        </Alert>
      )}
      {problem && (
        <Alert severity="error" onClose={() => setProblem(undefined)} data-testid="attachments-problem">
          {problem}
        </Alert>
      )}
      {shown.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('portico.composer.attachments.none')}
        </Typography>
      ) : (
        <AttachmentsTable
          attachments={shown}
          selected={canDelete ? chosen : undefined}
          onSelect={setSelected}
          onDownload={(a) => download.mutate(a)}
          onView={(a) => view.mutate(a)}
        />
      )}
      {canAdd && (
        <AttachmentDialog
          documentId={id}
          open={adding}
          onClose={() => setAdding(false)}
          onAdded={(a) => {
            setAdded(a.originalFileName);
            void reload();
          }}
        />
      )}
      <DeleteConfirmDialog
        open={confirming}
        count={chosen.length}
        busy={remove.isPending}
        question={translate('portico.composer.attachments.deleteQuestion', { smart_count: chosen.length })}
        onConfirm={() => remove.mutate(chosen)}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
