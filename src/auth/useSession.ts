import { usePermissions } from 'react-admin';
import { tokenStorage } from '../providers/tokenStorage';

export interface Session {
  /** True until the account has been fetched: screens that depend on it show nothing meanwhile. */
  isPending: boolean;
  authenticated: boolean;
  authorities: string[];
}

/** The signed-in state, from the stored token and the account behind it. */
export function useSession(): Session {
  // Keyed by the token: after a sign-in the old (guest) answer is never taken for the new account's.
  const { permissions, isPending } = usePermissions<string[]>({ token: tokenStorage.get() });
  const authenticated = Boolean(tokenStorage.get()) && Array.isArray(permissions) && !isPending;
  return { isPending, authenticated, authorities: permissions ?? [] };
}
