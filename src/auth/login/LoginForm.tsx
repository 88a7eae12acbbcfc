import { useRef, useState } from 'react';
import { Alert, Box, Button, Link, Stack } from '@mui/material';
import { useLocation, type Location } from 'react-router-dom';
import { BooleanInput, Form, PasswordInput, TextInput, required, useLogin, useRefresh, useTranslate } from 'react-admin';
import type { HttpError } from 'react-admin';
import { CaptchaField } from '../captcha/CaptchaField';
import { ProviderButtons } from '../oauth2';
import { ResetFromModal } from './ResetFromModal';

interface LoginValues {
  username: string;
  password: string;
  rememberMe: boolean;
  captcha?: string;
  hiddenCaptcha?: string;
}

/** The server's refusal of a login that failed too often, without an answered captcha. */
const CAPTCHA_REQUIRED = 'error.signin.captcharequired';

/** Where to go after signing in: the page that sent the visitor here, else `/` (which picks by role). */
function nextLocation(location: Location): string {
  const state = location.state as { from?: Location; nextPathname?: string; nextSearch?: string } | null;
  if (state?.from) return `${state.from.pathname}${state.from.search}${state.from.hash}`;
  if (state?.nextPathname && state.nextPathname !== '/login') return `${state.nextPathname}${state.nextSearch ?? ''}`;
  return '/';
}

/**
 * The LOGIN mode. While a sign-in runs its button cancels it; a cancelled sign-in shows no error. The
 * captcha shows when the site asks for one, and from the moment the server asks for one.
 */
export function LoginForm({
  captcha,
  initialUsername,
  onPasswordExpired,
}: {
  captcha: boolean;
  initialUsername: string;
  onPasswordExpired: (username: string) => void;
}) {
  const translate = useTranslate();
  const login = useLogin();
  const refresh = useRefresh();
  const location = useLocation();
  const running = useRef<AbortController | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  // The server asks for a captcha once the login has failed too often, on a site without one too.
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);

  const submit = async (values: Partial<LoginValues>) => {
    if (running.current) {
      running.current.abort();
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setBusy(true);
    setError(undefined);
    try {
      await login({ ...values, signal: controller.signal }, nextLocation(location));
      // react-admin refreshes the permissions after sign-in; the identity (login name) needs it too.
      refresh();
    } catch (e) {
      if (controller.signal.aborted) return;
      const failure = e as HttpError;
      setCaptchaGeneration((g) => g + 1);
      if (failure.status === 403) onPasswordExpired(values.username ?? '');
      else if (failure.body?.message === CAPTCHA_REQUIRED) {
        setCaptchaAsked(true);
        setError(translate('portico.login.captchaRequired'));
      } else if (failure.status === 429) setError(failure.body?.detail ?? translate('portico.login.failed'));
      else setError(translate('portico.login.failed'));
    } finally {
      running.current = undefined;
      setBusy(false);
    }
  };

  return (
    <>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="login-error">
          {error}
        </Alert>
      )}
      <Form onSubmit={submit} defaultValues={{ username: initialUsername, rememberMe: false }}>
        <TextInput source="username" label="portico.login.username" autoComplete="username" validate={required('portico.login.usernameRequired')} fullWidth autoFocus />
        <PasswordInput source="password" label="portico.login.password" autoComplete="current-password" validate={required('portico.login.passwordRequired')} fullWidth />
        {(captcha || captchaAsked) && <CaptchaField generation={captchaGeneration} />}
        <BooleanInput source="rememberMe" label="portico.login.rememberMe" helperText={false} />
        <Button type="submit" variant="contained" fullWidth color={busy ? 'inherit' : 'primary'} sx={{ mt: 1 }} data-testid="login-submit">
          {translate(busy ? 'portico.action.cancel' : 'portico.login.submit')}
        </Button>
      </Form>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 2 }}>
        <Link component="button" type="button" variant="body2" onClick={() => setResetOpen(true)}>
          {translate('portico.login.forgotPassword')}
        </Link>
        <Link href="/account/register" variant="body2">
          {translate('portico.login.register')}
        </Link>
      </Stack>
      <Box sx={{ mt: 2 }}>
        <ProviderButtons disabled={busy} />
      </Box>
      {resetOpen && <ResetFromModal onClose={() => setResetOpen(false)} />}
    </>
  );
}
