import { useEffect } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAuthProvider, usePermissions } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { onSessionEnd, staysPut } from '../providers/session-end';
import { tokenStorage } from '../providers/tokenStorage';

export interface Session {
  /** True until the account has been fetched: screens that depend on it show nothing meanwhile. */
  isPending: boolean;
  authenticated: boolean;
  authorities: string[];
}

/** react-admin's cache entry of the permissions (its usePermissions' key and lifetime), keyed by the token. */
const permissionsKey = (token: string | null) => ['auth', 'getPermissions', { token }] as const;
const PERMISSIONS_STALE_MS = 5 * 60_000;

/**
 * The signed-in state, from the stored token and the account behind it. Read from react-admin's cache
 * entry directly rather than through its usePermissions, which also reads the address (to come back
 * to it after a sign-in) and so would render every reader of the session again at each move, the
 * composer's moves from page to page by the hash included; SessionGuard keeps what usePermissions adds.
 */
export function useSession(): Session {
  const authProvider = useAuthProvider();
  // Keyed by the token: after a sign-in the old (guest) answer is never taken for the new account's.
  const token = tokenStorage.get();
  const { data: permissions, isPending } = useQuery<string[] | null>({
    queryKey: permissionsKey(token),
    queryFn: async ({ signal }) => (authProvider?.getPermissions ? ((await authProvider.getPermissions({ token, signal })) ?? null) : []),
    staleTime: PERMISSIONS_STALE_MS,
  });
  const authenticated = Boolean(token) && Array.isArray(permissions) && !isPending;
  return { isPending, authenticated, authorities: permissions ?? [] };
}

/**
 * Mounted once in the frame: react-admin's usePermissions on the same cache entry, and where an ended
 * session (session-end.ts) leads: to /login, keeping the address (path, query and hash) to come back to,
 * unless the address is one that stays put; the ended session's answers are dropped and what is on
 * screen is read again, as a guest's.
 */
export function SessionGuard() {
  usePermissions({ token: tokenStorage.get() });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSessionEnd(() => {
        const { pathname, search, hash } = window.location;
        if (!staysPut(pathname)) navigate('/login', { state: { from: { pathname, search, hash } } });
        // After the move, so that the screen being left does not read its answers again as a guest's.
        setTimeout(() => void queryClient.resetQueries(), 0);
      }),
    [navigate, queryClient],
  );
  return null;
}

/**
 * A guest's session is known without asking (no token: no permissions, no account): written into
 * react-admin's cache of its auth calls before the first render, under the keys its hooks and
 * useSession read, so that the frame is not rendered a second time when an answer that was never in
 * doubt comes back.
 */
export function seedGuestSession(client: QueryClient): void {
  if (tokenStorage.get()) return;
  client.setQueryData(permissionsKey(null), []);
  client.setQueryData(['auth', 'getPermissions', {}], []);
  client.setQueryData(['auth', 'getIdentity'], { id: '' });
}
