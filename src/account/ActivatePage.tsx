import { useEffect, useState } from 'react';
import { Alert, Button } from '@mui/material';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { apiFetch } from '../providers/httpClient';
import { AccountCard } from './AccountCard';

/** `/account/activate/:key?` (or `?key=`): activates the account on arrival. */
export function ActivatePage() {
  const translate = useTranslate();
  const params = useParams();
  const [search] = useSearchParams();
  const key = params.key ?? search.get('key') ?? '';
  const [answer, setResult] = useState<'success' | 'failure'>();
  const result = key ? answer : 'failure';
  useEffect(() => {
    if (!key) return;
    apiFetch(`/api/activate?key=${encodeURIComponent(key)}`).then(
      () => setResult('success'),
      () => setResult('failure'),
    );
  }, [key]);
  return (
    <AccountCard title="portico.activate.title">
      {result === 'success' && (
        <Alert severity="success" action={<Button component={Link} to="/login">{translate('portico.login.submit')}</Button>} data-testid="activation-success">
          {translate('portico.activate.success')}
        </Alert>
      )}
      {result === 'failure' && (
        <Alert severity="error" data-testid="activation-failure">
          {translate('portico.activate.failure')}
        </Alert>
      )}
    </AccountCard>
  );
}
