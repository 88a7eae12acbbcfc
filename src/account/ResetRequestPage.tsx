import { Button } from '@mui/material';
import { Form, TextInput, useTranslate } from 'react-admin';
import { apiFetch } from '../providers/httpClient';
import { AccountCard } from './AccountCard';
import { OutcomeAlert } from './OutcomeAlert';
import { useSubmit } from './useSubmit';
import { emailRules } from './validation';

/** `/account/reset/request`: mails a link to choose a new password. */
export function ResetRequestPage() {
  const translate = useTranslate();
  const { submit, outcome, busy } = useSubmit<{ email: string }>(
    ({ email }) =>
      apiFetch('/api/account/reset-password/init', { method: 'POST', body: email, headers: { 'Content-Type': 'text/plain' } }),
    'portico.reset.requestSent',
  );
  return (
    <AccountCard title="portico.reset.requestTitle">
      <OutcomeAlert outcome={outcome} />
      {outcome?.kind !== 'success' && (
        <Form onSubmit={(v: Record<string, unknown>) => submit(v as unknown as { email: string })}>
          <TextInput source="email" label="portico.account.email" type="email" validate={emailRules} fullWidth helperText="portico.reset.requestHelp" />
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('portico.reset.submit')}
          </Button>
        </Form>
      )}
    </AccountCard>
  );
}
