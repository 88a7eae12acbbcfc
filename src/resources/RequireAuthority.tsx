import type { ReactNode } from 'react';
import { Alert } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';

/**
 * Shows its children to accounts holding any of the authorities, else the refusal the portal shows.
 * The server refuses the same accounts on every call; this only spares them a screen of errors.
 */
export function RequireAuthority({ any, children }: { any: string[]; children: ReactNode }) {
  const { permissions, isPending } = usePermissions<string[]>();
  const translate = useTranslate();
  if (isPending) return null;
  if (!any.length || any.some((a) => permissions?.includes(a))) return <>{children}</>;
  return (
    <Alert severity="error" variant="filled" sx={{ m: 2 }} data-testid="not-authorized">
      {translate('portico.error.notAuthorized')}
    </Alert>
  );
}
