import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../providers/httpClient';
import { tokenStorage } from '../../providers/tokenStorage';
import type { ComposerPage, EagerComposerPage } from '../../shared/composer-page';
import type { CheckContext } from '../../shared/permission-checks';
import { CHECK_CONTEXT_READ, PRIVATE_PAGES_READ, PUBLIC_PAGES_READ, WHOLE_TREE, eagerPageRead } from '../../shared/first-answers';

/*
 * The composer's reads, declared once: for its hooks, and for the prefetch that asks for them while
 * the app starts (prefetch.ts). Kept apart from the hooks so that the app's first script can import
 * them without the composer.
 */

export type PageScope = 'PUBLIC' | 'PRIVATE';

/**
 * Whose answers these are: the stored token's end ('' for a guest). Known at once, so the composer's
 * reads need not wait for the account; a sign-in, a sign-out or a renewed token is a new visitor.
 */
export const visitorKey = (): string => tokenStorage.get()?.slice(-24) ?? '';

/** The pages of a scope, as the server lets the visitor see them (spec 001 §2). */
export const pageTreeQuery = (scope: PageScope, visitor: string) =>
  queryOptions({
    queryKey: ['composer', 'pages', scope, visitor],
    queryFn: async ({ signal }) => {
      const path = scope === 'PUBLIC' ? PUBLIC_PAGES_READ : PRIVATE_PAGES_READ;
      return (await apiFetch<ComposerPage[]>(`${path}?${WHOLE_TREE}&cacheBuster=${Date.now()}`, { signal })).json;
    },
    staleTime: 30_000,
  });

/** What permission checks read about the visitor, as the server applies them. */
export const checkContextQuery = (visitor: string) =>
  queryOptions({
    queryKey: ['composer', 'check-context', visitor],
    queryFn: async ({ signal }) => (await apiFetch<CheckContext>(CHECK_CONTEXT_READ, { signal })).json,
    staleTime: 60_000,
  });

/** A page with its template and widgets (`GET api/composer/pages/{id}?eager=true`). */
export const composerPageQuery = (id: number, visitor: string) =>
  queryOptions({
    queryKey: ['composer', 'page', id, visitor],
    queryFn: async ({ signal }) => (await apiFetch<EagerComposerPage>(eagerPageRead(id), { signal })).json,
    staleTime: 30_000,
  });
