import { Alert, Button } from '@mui/material';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Form, useTranslate } from 'react-admin';
import { apiFetch } from '../providers/httpClient';
import { AccountCard } from './AccountCard';
import { OutcomeAlert } from './OutcomeAlert';
import { NewPasswordFields } from './NewPasswordFields';
import { useSubmit } from './useSubmit';

/** `/account/reset/finish/:key?` (or `?key=`): a new password; the form shows only with a key. */
export function ResetFinishPage() {
  const translate = useTranslate();
  const params = useParams();
  const [search] = useSearchParams();
  const key = params.key ?? search.get('key') ?? '';
  const { submit, outcome, busy } = useSubmit<{ newPassword: string }>(
    ({ newPassword }) => apiFetch('/api/account/reset-password/finish', { method: 'POST', body: JSON.stringify({ key, newPassword }) }),
    'portico.reset.finished',
  );
  return (
    <AccountCard title="portico.reset.finishTitle">
      {!key && <Alert severity="error">{translate('portico.reset.missingKey')}</Alert>}
      <OutcomeAlert outcome={outcome} />
      {outcome?.kind === 'success' && (
        <Button component={Link} to="/login" variant="contained">
          {translate('portico.login.submit')}
        </Button>
      )}
      {key && outcome?.kind !== 'success' && (
        <Form onSubmit={(v: Record<string, unknown>) => submit(v as unknown as { newPassword: string })}>
          <NewPasswordFields />
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('portico.reset.finishSubmit')}
          </Button>
        </Form>
      )}
    </AccountCard>
  );
}
