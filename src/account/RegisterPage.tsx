import { Alert, Button } from '@mui/material';
import { Form, TextInput, useLocaleState, useTranslate } from 'react-admin';
import { apiFetch } from '../providers/httpClient';
import { AccountCard } from './AccountCard';
import { OutcomeAlert } from './OutcomeAlert';
import { NewPasswordFields } from './NewPasswordFields';
import { useSubmit } from './useSubmit';
import { emailRules, loginRules } from './validation';

interface RegisterValues {
  username: string;
  email: string;
  firstPassword: string;
  secondPassword: string;
}

/** `/account/register`: a new account, activated by the link mailed to it. */
export function RegisterPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { submit, outcome, busy } = useSubmit<RegisterValues>(
    (v) =>
      apiFetch('/api/register', {
        method: 'POST',
        body: JSON.stringify({ login: v.username, email: v.email, password: v.firstPassword, langKey: locale }),
      }),
    'portico.register.success',
    (error) => (error.body?.errorKey ? translate(`portico.register.error.${error.body.errorKey}`, { _: error.body.detail }) : undefined),
  );
  return (
    <AccountCard title="portico.register.title">
      <OutcomeAlert outcome={outcome} />
      {outcome?.kind !== 'success' && (
        <Form onSubmit={(v: Record<string, unknown>) => submit(v as unknown as RegisterValues)}>
          <TextInput source="username" label="portico.login.username" validate={loginRules} fullWidth autoComplete="username" />
          <TextInput source="email" label="portico.account.email" type="email" validate={emailRules} fullWidth autoComplete="email" />
          <NewPasswordFields source="firstPassword" confirmSource="secondPassword" />
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('portico.register.submit')}
          </Button>
        </Form>
      )}
      <Alert severity="info" sx={{ mt: 2 }}>
        {translate('portico.register.defaultAccounts')}
      </Alert>
    </AccountCard>
  );
}
