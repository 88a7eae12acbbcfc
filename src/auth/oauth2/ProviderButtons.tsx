import { useQuery } from '@tanstack/react-query';
import { Button, Stack } from '@mui/material';
import { apiFetch } from '../../providers/httpClient';

/** A provider as the sign-in screen sees it (guests get these three fields only). */
export interface OAuth2ProviderLink {
  id: number;
  registrationId: string;
  clientName: string;
  /** Present for administrators, who see every provider. */
  enabled?: boolean;
}

/** The address that starts the sign-in at a provider (a server route, so a full page load). */
export const authorizationUrl = (registrationId: string) => `/oauth2/authorization/${encodeURIComponent(registrationId)}`;

const NO_PROVIDERS: OAuth2ProviderLink[] = [];

/**
 * The enabled providers, sorted by name; empty while loading or when they cannot be read: without
 * the list, signing in by password still works.
 */
export function useOAuth2Providers(): OAuth2ProviderLink[] {
  const { data } = useQuery({
    queryKey: ['oauth2-providers'],
    queryFn: async ({ signal }) =>
      (await apiFetch<OAuth2ProviderLink[]>(`/api/oauth2-providers?page=0&size=100&sort=clientName,asc&cacheBuster=${Date.now()}`, { signal })).json ?? [],
    select: (providers) => providers.filter((p) => p.enabled !== false),
  });
  return data ?? NO_PROVIDERS;
}

/**
 * One button per external sign-in provider, linking to /oauth2/authorization/{registrationId} and
 * labelled with the provider's clientName. Renders nothing when there are none.
 */
export function ProviderButtons({ disabled = false }: { disabled?: boolean }) {
  const providers = useOAuth2Providers();
  if (!providers.length) return null;
  return (
    <Stack spacing={1} sx={{ mt: 2 }} data-testid="oauth2-providers">
      {providers.map((p) => (
        <Button key={p.id} variant="outlined" fullWidth href={authorizationUrl(p.registrationId)} disabled={disabled}>
          {p.clientName}
        </Button>
      ))}
    </Stack>
  );
}
