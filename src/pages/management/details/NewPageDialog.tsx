import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Page } from '../../../shared/generated/entities';
import type { PageScope } from '../../../shared/page-management';
import { translatedText } from '../../../shared/translated-text';
import { insertPage, type ManagedPage } from '../pages-api';
import { fieldMessages } from './field-messages';
import { PageFields } from './PageFields';

interface Props {
  scope: PageScope;
  /** The page the new one goes under (none: the top level), and its place there. */
  parent?: ManagedPage;
  index: number;
  onCreated: (page: ManagedPage) => void;
  onClose: () => void;
}

/** A new page's name, kind and address; it goes in at the end of its parent's pages. */
export function NewPageDialog({ scope, parent, index, onCreated, onClose }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Page>({ name: '', type: 'PAGE', path: '', scope });
  const create = useMutation({
    mutationFn: () => insertPage({ ...draft, scope, index, parent: parent ? { id: parent.id } : null, path: draft.type === 'LINK' ? null : draft.path || null }),
    onSuccess: async (page) => {
      await queryClient.invalidateQueries({ queryKey: ['page-management', 'pages', scope] });
      onCreated(page);
    },
  });
  const title = parent
    ? translate('portico.pageManagement.newChildTitle', { name: translatedText(parent.name, locale) })
    : translate('portico.pageManagement.newTitle');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="new-page-title">
      <form onSubmit={(e) => (e.preventDefault(), create.mutate())} noValidate>
        <DialogTitle id="new-page-title">{title}</DialogTitle>
        <DialogContent>
          <PageFields page={draft} onChange={setDraft} errors={fieldMessages(create.error, translate)} brief />
          {create.error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {create.error.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={create.isPending || !draft.name.trim()} data-testid="new-page-create">
            {translate('ra.action.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
