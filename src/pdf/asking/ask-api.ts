import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../providers/httpClient';
import { GATEWAY } from '../../docstore/gateway-api';
import type { SignerCandidate } from '../../shared/signing/requests';
import type { NewSignRequest } from '../../shared/signing/wire';

/** The calls that ask for signatures (docs/signing.md, "Asking for signatures"). */

/** The accounts that may be named as signers of a document, their login or name holding `q` (at most 20). */
export const candidatesQuery = (documentId: number, q: string) =>
  queryOptions({
    queryKey: ['sign-candidates', documentId, q],
    queryFn: async ({ signal }) => (await apiFetch<SignerCandidate[]>(`${GATEWAY}/sign/candidates/${documentId}?q=${encodeURIComponent(q)}`, { signal })).json,
    // The list typed from stays while the next answer comes: the options do not flicker away.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** Asks for signatures on a document's current version; 201 with the request, or a problem naming the signer or box refused. */
export const askForSignatures = async (documentId: number, body: NewSignRequest) =>
  (await apiFetch<unknown>(`${GATEWAY}/sign/requests/${documentId}`, { method: 'POST', body: JSON.stringify(body) })).json;
