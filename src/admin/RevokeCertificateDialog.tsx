import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { messageOf } from '../console/AdminPage';
import { MAX_REVOCATION_NOTE, REVOCATION_REASONS, type RevocationReason, type SignerCertificate } from '../shared/signing/certificates';
import { revokeCertificate, signerCertificatesKey } from './signer-certificates';

/** Asks why a signer certificate is revoked, then revokes it; a refusal shows in the dialog and keeps what was typed. */
export function RevokeCertificateDialog({ certificate, onClose }: { certificate: SignerCertificate; onClose: () => void }) {
  const translate = useTranslate();
  const client = useQueryClient();
  const [reason, setReason] = useState<RevocationReason>('keyCompromise');
  const [note, setNote] = useState('');
  const revoke = useMutation({
    mutationFn: () => revokeCertificate(certificate.serial, { reason, ...(note.trim() ? { note: note.trim() } : {}) }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: signerCertificatesKey });
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    revoke.mutate();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" slotProps={{ paper: { component: 'form', onSubmit: submit } }} aria-labelledby="revoke-title">
      <DialogTitle id="revoke-title">{translate('portico.signerCertificates.revokeTitle', { login: certificate.login })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{translate('portico.signerCertificates.revokeExplained')}</DialogContentText>
          {revoke.error && <Alert severity="error">{messageOf(revoke.error)}</Alert>}
          <TextField select label={translate('portico.signerCertificates.reason')} value={reason} onChange={(e) => setReason(e.target.value as RevocationReason)} data-testid="revoke-reason">
            {REVOCATION_REASONS.map((r) => (
              <MenuItem key={r} value={r}>
                {translate(`portico.signerCertificates.reasons.${r}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={translate('portico.signerCertificates.note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: MAX_REVOCATION_NOTE, 'data-testid': 'revoke-note' } }}
            helperText={translate('portico.signerCertificates.noteHint')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button type="submit" color="error" variant="contained" disabled={revoke.isPending} data-testid="revoke-confirm">
          {translate('portico.signerCertificates.revoke')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
