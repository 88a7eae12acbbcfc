import { Button } from '@mui/material';
import { Form, PasswordInput, required, useTranslate } from 'react-admin';
import { apiFetch } from '../providers/httpClient';
import { AccountCard } from './AccountCard';
import { OutcomeAlert } from './OutcomeAlert';
import { NewPasswordFields } from './NewPasswordFields';
import { useSubmit } from './useSubmit';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
}

/** `/account/password`: changes the signed-in account's password. */
export function PasswordPage() {
  const translate = useTranslate();
  const { submit, outcome, busy } = useSubmit<PasswordValues>(
    ({ currentPassword, newPassword }) =>
      apiFetch('/api/account/change-password', { method: 'POST', body: JSON.stringify({ currentPassword, newPassword }) }),
    'portico.password.changed',
  );
  return (
    <AccountCard title="portico.password.title">
      <OutcomeAlert outcome={outcome} />
      <Form onSubmit={(v: Record<string, unknown>) => submit(v as unknown as PasswordValues)}>
        <PasswordInput source="currentPassword" label="portico.password.current" validate={required()} fullWidth autoComplete="current-password" />
          <NewPasswordFields />
        <Button type="submit" variant="contained" disabled={busy}>
          {translate('portico.password.change')}
        </Button>
      </Form>
    </AccountCard>
  );
}
