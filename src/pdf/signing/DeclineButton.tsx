import { useState } from 'react';
import { Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { useViewerSession } from '../viewer/ViewerSession';
import { declineSigning, signInfoKey } from './sign-api';
import { refusalText } from './sign-messages';
import { ReasonDialog } from './ReasonDialog';

/**
 * "Decline" beside Sign, for a signer whose turn it is (an account, or an external signer with their
 * link): why, in a small dialog, then the request ends. The sign info is read again, which says the
 * request was declined (and Sign goes); an external signer's link stops working then.
 */
export function DeclineButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const { source } = useViewerSession();
  const [open, setOpen] = useState(false);
  const decline = useMutation({
    mutationFn: (reason: string) => declineSigning(source, reason),
    onSuccess: async () => {
      setOpen(false);
      notify('portico.pdf.decline.done', { type: 'success' });
      await client.invalidateQueries({ queryKey: signInfoKey(source.documentId) });
    },
  });
  return (
    <>
      <Button variant="outlined" size="small" color="error" onClick={() => setOpen(true)} data-testid="decline-button" sx={{ ml: 0.5, whiteSpace: 'nowrap' }}>
        {translate('portico.pdf.decline.button')}
      </Button>
      <ReasonDialog
        open={open}
        texts="portico.pdf.decline"
        busy={decline.isPending}
        problem={decline.error ? refusalText(decline.error, translate) : undefined}
        onSubmit={(reason) => decline.mutate(reason)}
        onClose={() => {
          setOpen(false);
          decline.reset();
        }}
        testId="decline-dialog"
      />
    </>
  );
}
