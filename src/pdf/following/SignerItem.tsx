import { Box, Button, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SignerView } from '../../shared/signing/requests';
import { formatDateTime } from '../../shared/format';
import { isTheirTurn, signerStateText } from './follow-texts';

interface Props {
  signer: SignerView;
  /** The request is open: the asker may remind and replace. */
  open: boolean;
  busy: boolean;
  onRemind(): void;
  onReplace(): void;
}

/** One signer: who, their step, their state in words with its time, their reminders; Remind while it is their turn, Replace until they sign. */
export function SignerItem({ signer, open, busy, onRemind, onReplace }: Props) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`portico.pdf.follow.${key}`, options);
  const who = signer.email ?? signer.login;
  return (
    <Box component="li" data-testid="follow-signer" aria-label={signer.name} sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, p: 1, mb: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Chip size="small" label={t('step', { step: signer.order })} />
        <Typography variant="body2" sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {signer.name}{' '}
          {who && (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
              {who}
            </Typography>
          )}
        </Typography>
      </Box>
      <Typography variant="body2" data-testid="follow-signer-state" data-state={signer.state} sx={{ mt: 0.5 }}>
        {signerStateText(signer, translate)}
      </Typography>
      {signer.reminders > 0 && (
        <Typography variant="caption" color="text.secondary" component="p">
          {t('remindedTimes', { smart_count: signer.reminders, at: formatDateTime(signer.remindedAt) })}
        </Typography>
      )}
      {open && signer.state !== 'signed' && signer.state !== 'declined' && (
        <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
          {isTheirTurn(signer) && (
            <Button size="small" onClick={onRemind} disabled={busy} data-testid="follow-remind" aria-label={t('remindOne', { name: signer.name })}>
              {t('remind')}
            </Button>
          )}
          <Button size="small" onClick={onReplace} disabled={busy} data-testid="follow-replace" aria-label={t('replaceOne', { name: signer.name })}>
            {t('replace')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
