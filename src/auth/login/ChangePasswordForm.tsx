import { useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { Form, PasswordInput, TextInput, required, useTranslate } from 'react-admin';
import type { HttpError } from 'react-admin';
import { apiFetch } from '../../providers/httpClient';
import { CaptchaField } from '../captcha/CaptchaField';
import { matches } from '../../account/validation';

interface ChangeValues {
  username: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
  captcha: string;
  hiddenCaptcha: string;
}

/** The CHANGE_PASSWORD mode, reached when the password has expired. */
export function ChangePasswordForm({ username, onBack, onChanged }: { username: string; onBack: () => void; onChanged: () => void }) {
  const translate = useTranslate();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [captchaGeneration, setCaptchaGeneration] = useState(0);

  const submit = async (values: Partial<ChangeValues>) => {
    setBusy(true);
    setError(undefined);
    try {
      const { username: login, currentPassword, newPassword, captcha, hiddenCaptcha } = values;
      await apiFetch('/api/account/change-adiuto-password', {
        method: 'POST',
        body: JSON.stringify({ username: login, currentPassword, newPassword, captcha, hiddenCaptcha }),
      });
      onChanged();
    } catch (e) {
      const failure = e as HttpError;
      setError(failure.message);
      setCaptchaGeneration((g) => g + 1);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Alert severity="warning" sx={{ mb: 2 }} data-testid="password-expired">
        {translate('portico.login.passwordExpired')}
      </Alert>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Form onSubmit={submit} defaultValues={{ username }}>
        <TextInput source="username" label="portico.login.username" validate={required('portico.login.usernameRequired')} fullWidth />
        <PasswordInput source="currentPassword" label="portico.password.current" validate={required()} fullWidth autoComplete="current-password" />
        <PasswordInput source="newPassword" label="portico.password.new" validate={required()} fullWidth autoComplete="new-password" />
        <PasswordInput source="confirmPassword" label="portico.password.confirm" validate={[required(), matches('newPassword')]} fullWidth autoComplete="new-password" />
        <CaptchaField generation={captchaGeneration} />
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button onClick={onBack} variant="outlined">
            {translate('portico.action.back')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} sx={{ flexGrow: 1 }}>
            {translate('portico.password.change')}
          </Button>
        </Stack>
      </Form>
    </>
  );
}
