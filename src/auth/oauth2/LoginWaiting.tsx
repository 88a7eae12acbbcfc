import { useEffect, useRef } from 'react';
import { Box, CircularProgress, Paper, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useRefresh, useTranslate } from 'react-admin';
import { apiFetch, tokenIn } from '../../providers/httpClient';
import { tokenStorage } from '../../providers/tokenStorage';
import type { SessionToken } from '../../shared/session-token';

/** Redeems the one-time proof of an external sign-in (an httpOnly cookie) for the Bearer token. */
async function completeExternalSignIn(): Promise<void> {
  // As with a sign-in by password: the token of an earlier session does not ride along. (The page is
  // reached by a full page load from the provider, so nothing of an earlier session is in memory.)
  tokenStorage.clear();
  const { headers, json } = await apiFetch<SessionToken>('/api/authenticate-adiuto-oauth2', { credentials: 'same-origin' });
  const token = tokenIn(headers) ?? json?.id_token;
  if (!token) throw new Error('portico.oauth2.failed');
  // Not "remember me": the session ends with the tab.
  tokenStorage.set(token, false);
}

/**
 * `/login-adiuto-oauth`: where the server sends the browser after a sign-in at an external provider.
 * It completes the sign-in (GET api/authenticate-adiuto-oauth2), keeps the token like a sign-in by
 * password does, and goes to /; on failure it goes to /login?error=… , where the sign-in modal
 * shows the message.
 */
export function LoginWaiting() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const refresh = useRefresh();
  // The proof works once: a second run of the effect (React's strict mode) waits for the same call.
  const completion = useRef<Promise<void>>(undefined);

  useEffect(() => {
    let active = true;
    completion.current ??= completeExternalSignIn();
    completion.current.then(
      () => {
        if (!active) return;
        // Whatever was read about the session before the token existed is stale now.
        refresh();
        navigate('/', { replace: true });
      },
      (error: unknown) => {
        if (!active) return;
        const key = error instanceof Error && error.message ? error.message : 'portico.oauth2.failed';
        const message = translate(key, { _: key === 'portico.oauth2.failed' ? 'The external sign-in could not be completed' : key });
        navigate(`/login?error=${encodeURIComponent(message)}`, { replace: true });
      },
    );
    return () => {
      active = false;
    };
  }, [navigate, refresh, translate]);

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'flex-start', minHeight: '60vh', p: 3 }}>
      <Paper sx={{ p: 4, mt: 8, maxWidth: 480, width: '100%', textAlign: 'center' }} data-testid="login-waiting">
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('portico.oauth2.waiting.title', { _: 'Login Waiting' })}
        </Typography>
        <Typography sx={{ mb: 3 }}>
          {translate('portico.oauth2.waiting.text', { _: 'Please wait while we verify your credentials...' })}
        </Typography>
        <CircularProgress aria-hidden />
      </Paper>
    </Box>
  );
}
