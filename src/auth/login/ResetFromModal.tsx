import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Form, TextInput, required, useTranslate } from 'react-admin';
import type { HttpError } from 'react-admin';
import { emailRules } from '../../account/validation';
import { apiFetch } from '../../providers/httpClient';
import { CaptchaField } from '../captcha/CaptchaField';

/**
 * The reset from the sign-in modal, in two steps: a warning to confirm, then username, email and
 * captcha. On success it says the email was sent and hides the submit button.
 */
export function ResetFromModal({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const [step, setStep] = useState<'confirm' | 'form'>('confirm');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string>();
  const [captchaGeneration, setCaptchaGeneration] = useState(0);

  if (step === 'confirm')
    return (
      <Dialog open onClose={onClose} aria-labelledby="reset-confirm-title">
        <DialogTitle id="reset-confirm-title">{translate('portico.reset.confirmTitle')}</DialogTitle>
        <DialogContent>
          <Alert severity="warning">{translate('portico.reset.confirmText')}</Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('portico.action.cancel')}</Button>
          <Button variant="contained" color="warning" onClick={() => setStep('form')}>
            {translate('portico.action.continue')}
          </Button>
        </DialogActions>
      </Dialog>
    );

  const submit = async (values: Record<string, unknown>) => {
    setError(undefined);
    try {
      const { username, email: address, captcha, hiddenCaptcha } = values;
      await apiFetch('/api/account/reset-adiuto-password/init', {
        method: 'POST',
        body: JSON.stringify({ username, email: address, captcha, hiddenCaptcha }),
      });
      setSent(true);
    } catch (e) {
      const failure = e as HttpError;
      setError(failure.message);
      setCaptchaGeneration((g) => g + 1);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="reset-form-title">
      <Form onSubmit={submit}>
        <DialogTitle id="reset-form-title">{translate('portico.reset.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('portico.reset.formText')}</DialogContentText>
          {sent && (
            <Alert severity="success" sx={{ mb: 2 }} data-testid="reset-sent">
              {translate('portico.reset.sent')}
            </Alert>
          )}
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextInput source="username" label="portico.login.username" validate={required()} fullWidth />
          <TextInput source="email" label="portico.account.email" type="email" validate={emailRules} fullWidth />
          <CaptchaField generation={captchaGeneration} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate(sent ? 'portico.action.close' : 'portico.action.cancel')}</Button>
          {!sent && (
            <Button type="submit" variant="contained">
              {translate('portico.reset.submit')}
            </Button>
          )}
        </DialogActions>
      </Form>
    </Dialog>
  );
}
