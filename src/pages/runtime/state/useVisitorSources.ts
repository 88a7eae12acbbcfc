import { useMemo } from 'react';
import { useGetIdentity } from 'react-admin';
import { useSiteInfo } from '../../../site/useSiteInfo';

/** The USER and SITE placeholders' sources: the signed-in account (with adiutoUserData) and the site. */
export function useVisitorSources(): { user: Record<string, unknown> | null; site: Record<string, unknown> | null } {
  const { identity } = useGetIdentity();
  const site = useSiteInfo();
  const account = (identity as { account?: Record<string, unknown> } | undefined)?.account ?? null;
  return useMemo(() => ({ user: account, site: site ? { ...site } : null }), [account, site]);
}
