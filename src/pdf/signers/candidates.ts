import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../providers/httpClient';
import { GATEWAY } from '../../docstore/gateway-api';
import type { SignerCandidate } from '../../shared/signing/requests';

/** The accounts that may be named as signers of a document, their login or name holding `q` (at most 20). */
export const candidatesQuery = (documentId: number, q: string) =>
  queryOptions({
    queryKey: ['sign-candidates', documentId, q],
    queryFn: async ({ signal }) => (await apiFetch<SignerCandidate[]>(`${GATEWAY}/sign/candidates/${documentId}?q=${encodeURIComponent(q)}`, { signal })).json,
    // The list typed from stays while the next answer comes: the options do not flicker away.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
