import { Box, Card, CardContent, Typography } from '@mui/material';
import { BooleanInput, Form, PasswordInput, SaveButton, TextInput, required, useLogin, useNotify, useTranslate } from 'react-admin';
import { useState } from 'react';

interface LoginValues {
  username: string;
  password: string;
  rememberMe: boolean;
}

/** Username and password sign-in, with "remember me" deciding where the token is kept. */
export function LoginPage() {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const submit = async (values: Partial<LoginValues>) => {
    setBusy(true);
    try {
      await login(values);
    } catch {
      notify('portico.login.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: (t) => (t.palette.mode === 'dark' ? t.palette.background.default : t.palette.grey[100]), p: 2 }}>
      <Card sx={{ width: 380, maxWidth: '100%' }}>
        <CardContent>
          <Box component="img" src="/logo.svg" alt="Portico" sx={{ height: 40, display: 'block', mx: 'auto', mb: 2 }} />
          <Typography variant="h6" component="h1" align="center" gutterBottom>
            {translate('portico.login.title')}
          </Typography>
          <Form onSubmit={submit} defaultValues={{ rememberMe: false }}>
            <TextInput source="username" label="portico.login.username" autoComplete="username" validate={required('portico.login.usernameRequired')} fullWidth autoFocus />
            <PasswordInput source="password" label="portico.login.password" autoComplete="current-password" validate={required('portico.login.passwordRequired')} fullWidth />
            <BooleanInput source="rememberMe" label="portico.login.rememberMe" helperText={false} />
            <SaveButton label="portico.login.submit" icon={<span />} fullWidth disabled={busy} alwaysEnable={!busy} />
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
