import { useState } from 'react';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { SidePanel } from '../viewer/SidePanel';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { SignerView } from '../../shared/signing/requests';
import { signRequestQuery } from './follow-api';
import { followPanelId, useFollowing } from './following-context';
import { isTheirTurn } from './follow-texts';
import { FollowBody } from './FollowBody';
import { FollowDialogs } from './FollowDialogs';
import { useFollowActions } from './useFollowActions';

/** While open, the panel reads the request again now and then: signers open and sign meanwhile. */
const REFRESH_MS = 30_000;

/**
 * The signatures panel (issue 42): the document's request as its asker follows it, its signers and
 * its history, and while it is open, Remind (one signer or all whose turn it is), Replace and Void.
 * Beside the pages on a wide viewer; under them, the whole width, on a narrow one (a phone).
 */
export function FollowPanel({ narrow }: { narrow: boolean }) {
  const translate = useTranslate();
  const { documentId, close } = useFollowing();
  const request = useQuery({ ...signRequestQuery(documentId), refetchInterval: REFRESH_MS });
  const actions = useFollowActions(documentId);
  const [voiding, setVoiding] = useState(false);
  const [replacing, setReplacing] = useState<SignerView | null>(null);
  const t = (key: string, options?: object) => translate(`portico.pdf.follow.${key}`, options);
  const view = request.data;
  const open = view?.state === 'open';
  const remindProblem = actions.problemText(actions.remind.error);
  return (
    <SidePanel
      id={followPanelId(documentId)}
      testId="follow-panel"
      title={t('title')}
      closeLabel={t('close')}
      onClose={close}
      narrow={narrow}
      footer={
        <>
          {remindProblem && (
            <Alert severity="error" role="alert" data-testid="follow-problem" sx={{ borderRadius: 0 }}>
              {remindProblem}
            </Alert>
          )}
          {open && (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 1, borderTop: 1, borderColor: 'divider' }}>
              <Button color="error" onClick={() => setVoiding(true)} disabled={actions.busy} data-testid="follow-void">
                {t('void')}
              </Button>
              <Button variant="contained" onClick={() => actions.remind.mutate(undefined)} disabled={actions.busy || !view.signers.some(isTheirTurn)} data-testid="follow-remind-all">
                {t('remindAll')}
              </Button>
            </Box>
          )}
          <FollowDialogs view={view} actions={actions} voiding={voiding} onVoidingChange={setVoiding} replacing={replacing} onReplacingChange={setReplacing} />
        </>
      }
    >
      {!view && <CircularProgress size={24} aria-label={translate('portico.pdf.viewer.loading')} />}
      {view && <FollowBody view={view} busy={actions.busy} onRemind={(signerId) => actions.remind.mutate(signerId)} onReplace={setReplacing} />}
    </SidePanel>
  );
}
