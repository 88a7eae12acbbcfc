import { useEffect, useState } from 'react';
import { Alert, Button, Typography } from '@mui/material';
import { Link, useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { HttpError } from 'react-admin';
import { apiFetch } from '../providers/httpClient';
import { AccountCard } from './AccountCard';

/**
 * `/account/reset/adiuto/finish/:key?`: completes the reset on arrival with the decoded key; a
 * temporary password is mailed, to be changed at the next sign-in.
 */
export function AdiutoResetFinishPage() {
  const translate = useTranslate();
  const { key = '' } = useParams();
  const [state, setState] = useState<{ kind: 'loading' } | { kind: 'success' } | { kind: 'error'; message: string }>({ kind: 'loading' });
  useEffect(() => {
    apiFetch('/api/account/reset-adiuto-password/finish', { method: 'POST', body: JSON.stringify({ key: decodeURIComponent(key) }) }).then(
      () => setState({ kind: 'success' }),
      (e: HttpError) => setState({ kind: 'error', message: e.message }),
    );
  }, [key]);
  return (
    <AccountCard title="portico.reset.adiutoTitle">
      {state.kind === 'loading' && <Typography data-testid="reset-loading">{translate('portico.reset.adiutoLoading')}</Typography>}
      {state.kind === 'error' && <Alert severity="error">{state.message}</Alert>}
      {state.kind === 'success' && (
        <>
          <Alert severity="success" sx={{ mb: 2 }} data-testid="adiuto-reset-success">
            {translate('portico.reset.adiutoSuccess')}
          </Alert>
          <Button component={Link} to="/login" variant="contained">
            {translate('portico.login.submit')}
          </Button>
        </>
      )}
    </AccountCard>
  );
}
