import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useConfirmLeave } from '../../../common/useConfirmLeave';
import { useFormat } from '../../../i18n/useFormat';
import type { Page } from '../../../shared/generated/entities';
import { useCheckProblem } from '../fields/useCheckProblem';
import { updatePage, type ManagedPage } from '../pages-api';
import { fieldMessages } from './field-messages';
import { editedPart, PageFields } from './PageFields';

/**
 * The selected page's fields, saved together with `PUT api/pages/{id}`. A refused save keeps what was
 * typed and puts the server's words under the fields; the tree and previews are read again on success.
 * A permission check that does not compile is not sent.
 */
export function PageDetailsForm({ page }: { page: ManagedPage }) {
  const translate = useTranslate();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Page>(page);
  const save = useMutation({
    // The fields edited here over the page as it is now, so that a move made meanwhile is kept.
    mutationFn: () => updatePage({ ...page, ...editedPart(draft), id: page.id }),
    onSuccess: (saved) => {
      setDraft(saved);
      void queryClient.invalidateQueries({ queryKey: ['page-management'] });
    },
  });
  const errors = fieldMessages(save.error, translate);
  const changed = JSON.stringify(editedPart(draft)) !== JSON.stringify(editedPart(page));
  // A check that does not compile would hide the page from everyone: its field says why, and it is not sent.
  const check = useCheckProblem(draft.permissionChecks ?? '');
  // Another tab, another page in the tree or another screen asks first while edits are unsaved.
  const leave = useConfirmLeave(changed && !save.isPending);
  return (
    <Box component="form" onSubmit={(e) => (e.preventDefault(), save.mutate())} data-testid="page-details" noValidate>
      <PageFields page={draft} onChange={setDraft} errors={errors} />
      {save.error && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="page-save-error">
          {save.error.message}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
        <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={save.isPending || !changed || !check.ready || check.problem !== undefined} data-testid="page-save">
          {translate('ra.action.save')}
        </Button>
        {page.lastModifiedDate && (
          <Typography variant="body2" color="text.secondary" data-testid="page-last-modified">
            {translate('portico.pageManagement.lastModified', { who: page.lastModifiedBy ?? '?', when: format.dateTime(page.lastModifiedDate) })}
          </Typography>
        )}
      </Stack>
      {leave.dialog}
    </Box>
  );
}
