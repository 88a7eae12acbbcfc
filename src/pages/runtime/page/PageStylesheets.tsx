import { useQueries } from '@tanstack/react-query';
import { fetchWithToken } from '../../../providers/httpClient';
import { tokenStorage } from '../../../providers/tokenStorage';

/**
 * The stylesheets of the template, the page and its widgets (stored css and cssUrl), in that order.
 * They are read with the visitor's sign-in, since a private page's stylesheet is served only to those
 * who may open the page, and applied as style elements; one that cannot be read is left out.
 */
export function PageStylesheets({ urls }: { urls: string[] }) {
  const unique = [...new Set(urls)];
  const sheets = useQueries({
    queries: unique.map((url) => ({
      queryKey: ['composer', 'stylesheet', url, tokenStorage.get() ?? ''],
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const response = await fetchWithToken(url, { signal });
        return response.ok && /text\/css/.test(response.headers.get('content-type') ?? '') ? response.text() : '';
      },
      staleTime: 60_000,
    })),
  });
  return (
    <>
      {unique.map((url, i) =>
        sheets[i].data ? (
          <style key={url} data-testid="composer-stylesheet" data-href={url}>
            {sheets[i].data}
          </style>
        ) : null,
      )}
    </>
  );
}
