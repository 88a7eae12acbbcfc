import { Alert, Box, Button, Typography } from '@mui/material';
import { SidePanel } from '../viewer/SidePanel';
import { useTranslate } from 'react-admin';
import { AddSigners } from './AddSigners';
import { askPanelId, useAsking } from './asking-context';
import { draftProblems } from './request-body';
import { RequestFollowUp } from './RequestFollowUp';
import { RequestReason } from './RequestReason';
import { RequestSettings } from './RequestSettings';
import { SignerRow } from './SignerRow';
import { useSendRequest } from './useSendRequest';

/**
 * The asking panel: the signers with their steps and boxes, how to add more, the mode, the due date
 * and what follows (a message, reminders, expiry), the reason rules, then Send or Cancel. Beside the pages on a wide viewer; under them, the whole width,
 * on a narrow one (a phone), so that the pages stay in sight to place boxes on.
 */
export function AskPanel({ narrow }: { narrow: boolean }) {
  const translate = useTranslate();
  const { documentId, draft, close } = useAsking();
  const { send, sending } = useSendRequest();
  const t = (key: string, options?: object) => translate(`portico.pdf.ask.${key}`, options);
  const problems = draftProblems(draft);
  const selected = draft.signers.find((s) => s.key === draft.selected);
  const general = draft.refusal && !draft.refusal.signerKey ? draft.refusal.message : undefined;
  return (
    <SidePanel
      id={askPanelId(documentId)}
      testId="ask-panel"
      title={t('title')}
      closeLabel={t('close')}
      onClose={close}
      narrow={narrow}
      footer={
        <>
          {general && (
            <Alert severity="error" data-testid="ask-refusal" sx={{ borderRadius: 0 }}>
              {general}
            </Alert>
          )}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 1, borderTop: 1, borderColor: 'divider' }}>
            <Button onClick={close}>{t('cancel')}</Button>
            <Button variant="contained" onClick={send} disabled={sending} data-testid="ask-send">
              {t('send')}
            </Button>
          </Box>
        </>
      }
    >
        <Typography component="h3" variant="overline" color="text.secondary">
          {t('signers')}
        </Typography>
        {draft.signers.length === 0 && (
          <Typography variant="body2" color={draft.tried ? 'error' : 'text.secondary'} sx={{ mb: 1 }}>
            {t(draft.tried ? 'problem.noSigners' : 'noSigners')}
          </Typography>
        )}
        <Box component="ul" sx={{ p: 0, m: 0 }}>
          {draft.signers.map((signer) => (
            <SignerRow key={signer.key} signer={signer} problems={problems.signers[signer.key] ?? {}} />
          ))}
        </Box>
        <AddSigners />
        <Alert severity="info" role="status" data-testid="ask-placing" sx={{ py: 0 }}>
          {draft.imgManage === 2 ? t('ownBoxes') : selected ? t('placing', { name: selected.name.trim() || selected.email || t('external') }) : t('chooseToPlace')}
        </Alert>
        <RequestSettings />
        <RequestFollowUp />
        <RequestReason />
    </SidePanel>
  );
}
