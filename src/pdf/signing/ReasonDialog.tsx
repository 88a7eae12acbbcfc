import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MAX_END_REASON } from '../../shared/signing/requests';
import { dialogContainer } from './dialog-container';

interface Props {
  open: boolean;
  /** The dialog's words: `title`, `intro`, `reason`, `submit` under this key. */
  texts: string;
  busy: boolean;
  /** The last refusal, in words. */
  problem?: string;
  onSubmit(reason: string): void;
  onClose(): void;
  testId: string;
}

/**
 * A small dialog that asks why, before a request ends: the asker voiding it, a signer declining.
 * The reason is required (the others read it), up to 1,000 characters; the form starts afresh each time.
 */
export function ReasonDialog({ open, texts, busy, problem, onSubmit, onClose, testId }: Props) {
  const translate = useTranslate();
  return (
    <Dialog container={dialogContainer} open={open} onClose={busy ? undefined : onClose} aria-labelledby={`${testId}-title`} fullWidth maxWidth="xs" data-testid={testId}>
      {open && <ReasonForm texts={texts} busy={busy} problem={problem} onSubmit={onSubmit} onClose={onClose} testId={testId} translate={translate} />}
    </Dialog>
  );
}

function ReasonForm({ texts, busy, problem, onSubmit, onClose, testId, translate }: Omit<Props, 'open'> & { translate: (key: string) => string }) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const t = (key: string) => translate(`${texts}.${key}`);
  const missing = !reason.trim();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!missing && !busy) onSubmit(reason.trim());
      }}
    >
      <DialogTitle id={`${testId}-title`}>{t('title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t('intro')}</DialogContentText>
        {problem && (
          <Alert severity="error" sx={{ mb: 1 }} role="alert">
            {problem}
          </Alert>
        )}
        <TextField
          label={t('reason')}
          value={reason}
          required
          fullWidth
          multiline
          minRows={3}
          autoFocus
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && missing}
          helperText={touched && missing ? translate('portico.pdf.sign.required') : ' '}
          slotProps={{ htmlInput: { maxLength: MAX_END_REASON, 'data-testid': `${testId}-reason` } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('portico.pdf.sign.cancel')}
        </Button>
        <Button type="submit" variant="contained" color="error" disabled={busy} data-testid={`${testId}-submit`}>
          {t('submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
