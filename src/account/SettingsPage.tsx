import { Button } from '@mui/material';
import { Form, SelectInput, TextInput, maxLength, useGetIdentity, useRefresh, useTranslate } from 'react-admin';
import { forgetAccount } from '../providers/authProvider';
import type { Account } from '../shared/user';
import { apiFetch } from '../providers/httpClient';
import { LOCALE_KEY, LANGUAGES } from '../i18n/languages';
import { AccountCard } from './AccountCard';
import { OutcomeAlert } from './OutcomeAlert';
import { useSubmit } from './useSubmit';
import { emailRules } from './validation';

type SettingsValues = Pick<Account, 'firstName' | 'lastName' | 'email' | 'langKey'>;

/** `/account/settings`: names, email and language of the signed-in account. */
export function SettingsPage() {
  const translate = useTranslate();
  const refresh = useRefresh();
  // The account as react-admin's identity carries it (authProvider.getIdentity), read once for the frame.
  const account = (useGetIdentity().identity as { account?: Account } | undefined)?.account;
  const { submit, outcome, busy } = useSubmit<SettingsValues>(async (values) => {
    await apiFetch('/api/account', { method: 'POST', body: JSON.stringify({ ...account, ...values }) });
    // The saved language wins over the one chosen for this browser session.
    sessionStorage.removeItem(LOCALE_KEY);
    // Every read, the identity with the account among them, is made again.
    forgetAccount();
    refresh();
  }, 'portico.settings.saved');
  if (!account) return null;
  return (
    <AccountCard title="portico.settings.title">
      <OutcomeAlert outcome={outcome} />
      <Form onSubmit={(v: Record<string, unknown>) => submit(v as unknown as SettingsValues)} defaultValues={account} key={account.id}>
        <TextInput source="firstName" label="portico.account.firstName" validate={maxLength(50)} fullWidth />
        <TextInput source="lastName" label="portico.account.lastName" validate={maxLength(50)} fullWidth />
        <TextInput source="email" label="portico.account.email" type="email" validate={emailRules} fullWidth />
        <SelectInput source="langKey" label="portico.account.language" choices={LANGUAGES.map((l) => ({ id: l.locale, name: l.name }))} fullWidth />
        <Button type="submit" variant="contained" disabled={busy}>
          {translate('portico.action.save')}
        </Button>
      </Form>
    </AccountCard>
  );
}
