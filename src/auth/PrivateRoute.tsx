import type { ReactNode } from 'react';
import { Alert } from '@mui/material';
import { Navigate, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { hasAnyAuthority } from './roles';
import { useSession } from './useSession';

/**
 * The private-route rule: nothing until the session is fetched; visitors who are not signed in go to
 * /login, carrying the query string and where they came from; accounts without any of the required
 * authorities are told so. The server refuses the same accounts on every call.
 */
export function PrivateRoute({ any, children }: { any: string[]; children: ReactNode }) {
  const { isPending, authenticated, authorities } = useSession();
  const location = useLocation();
  const translate = useTranslate();
  if (isPending) return null;
  if (!authenticated) return <Navigate to={`/login${location.search}`} state={{ from: location }} replace />;
  if (!hasAnyAuthority(authorities, any))
    return (
      <Alert severity="error" variant="filled" sx={{ m: 2 }} data-testid="not-authorized">
        {translate('portico.error.notAuthorized')}
      </Alert>
    );
  return <>{children}</>;
}
