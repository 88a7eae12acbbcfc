import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Alert, Box, Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { logoUrl, useSiteInfo } from '../../site/useSiteInfo';
import { sessionEndNotice } from '../../providers/session-end';
import { ChangePasswordForm } from './ChangePasswordForm';
import { LoginForm } from './LoginForm';

export type LoginMode = 'LOGIN' | 'CHANGE_PASSWORD';

/**
 * `/login`: the sign-in modal. LOGIN moves to CHANGE_PASSWORD when the password has expired (403),
 * and back after the change or on Back. An `error` parameter sent back by an external provider is
 * shown once and removed from the address; a session the server ended is said to have ended.
 */
export function LoginModal() {
  const translate = useTranslate();
  const site = useSiteInfo();
  const location = useLocation();
  const navigate = useNavigate();
  const [mode, setMode] = useState<LoginMode>('LOGIN');
  const [username, setUsername] = useState('');
  const [notice, setNotice] = useState<string>();
  // Read once on arrival; the effect below then takes it out of the address.
  const [providerError] = useState(() => new URLSearchParams(location.search).get('error') ?? undefined);
  const sessionEnded = sessionEndNotice.due();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has('error')) return;
    params.delete('error');
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true, state: location.state });
  }, [location, navigate]);

  // Portalled here rather than by MUI's Portal, which renders the dialog only after a first commit of
  // nothing, in one task that React cannot slice (docs/performance.md); the Modal hides the rest of
  // the page from assistive technologies and locks its scrolling the same way.
  return createPortal(
    <Dialog open fullWidth maxWidth="xs" aria-labelledby="login-title" disableRestoreFocus disablePortal>
      <DialogTitle id="login-title" component="div" sx={{ textAlign: 'center', pb: 1 }}>
        <Box component="img" src={logoUrl(site)} alt={site?.name ?? 'Portico'} sx={{ maxHeight: 48, maxWidth: 200, display: 'block', mx: 'auto', mb: 1 }} />
        <Typography variant="h6" component="h1">
          {translate(mode === 'LOGIN' ? 'portico.login.title' : 'portico.login.changePasswordTitle')}
        </Typography>
      </DialogTitle>
      <DialogContent>
        {providerError !== undefined && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="provider-error">
            {translate('portico.login.providerError')} {providerError}
          </Alert>
        )}
        {sessionEnded && mode === 'LOGIN' && (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="session-ended">
            {translate('portico.login.unauthorized')}
          </Alert>
        )}
        {notice && (
          <Alert severity="success" sx={{ mb: 2 }} onClose={() => setNotice(undefined)}>
            {notice}
          </Alert>
        )}
        {mode === 'LOGIN' ? (
          <LoginForm
            captcha={site?.captchaEnabled ?? false}
            initialUsername={username}
            onPasswordExpired={(login) => {
              setUsername(login);
              setNotice(undefined);
              setMode('CHANGE_PASSWORD');
            }}
          />
        ) : (
          <ChangePasswordForm
            username={username}
            onBack={() => setMode('LOGIN')}
            onChanged={() => {
              setNotice(translate('portico.login.passwordChanged'));
              setMode('LOGIN');
            }}
          />
        )}
      </DialogContent>
    </Dialog>,
    document.body,
  );
}
