import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSigning } from './signing-context';
import { dialogContainer } from './dialog-container';
import { StrengthMeter } from './StrengthMeter';
import { useSignaturePasswordForm } from './useSignaturePasswordForm';

/** The signature-password modal of a -4 (SET) or a -7 (RESET): once saved, the same signature goes again. */
export function SignaturePasswordModal() {
  const { modal, close } = useSigning();
  const mode = modal === 'password-set' ? 'SET' : modal === 'password-reset' ? 'RESET' : undefined;
  return (
    <Dialog container={dialogContainer} open={!!mode} onClose={close} aria-labelledby="sign-password-title" fullWidth maxWidth="xs">
      {mode && <PasswordForm mode={mode} />}
    </Dialog>
  );
}

function PasswordForm({ mode }: { mode: 'SET' | 'RESET' }) {
  const translate = useTranslate();
  const { close, signing } = useSigning();
  const { values, refusal, save, invalid, field, ruleText } = useSignaturePasswordForm(mode);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid && !save.isPending) save.mutate();
      }}
    >
      <DialogTitle id="sign-password-title">{translate(mode === 'SET' ? 'portico.pdf.sign.password.titleSet' : 'portico.pdf.sign.password.titleReset')}</DialogTitle>
      <DialogContent>
        {refusal && (
          <Alert severity="error" sx={{ mb: 1 }} data-testid="sign-password-error">
            {refusal}
          </Alert>
        )}
        <TextField {...field('signUserName', 'text', 'username')} />
        {mode === 'RESET' && <TextField {...field('signOldPassword', 'password', 'current-password')} />}
        <TextField {...field('signPassword')} />
        <StrengthMeter password={values.signPassword} />
        <TextField {...field('signPasswordConfirm')} />
        <DialogContentText variant="body2" data-testid="sign-password-rule">
          {ruleText}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('portico.pdf.sign.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={invalid || save.isPending || signing} data-testid="sign-password-submit">
          {translate('portico.pdf.sign.password.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
