import { queryOptions } from '@tanstack/react-query';
import { apiFetch, fetchWithToken, httpErrorOf } from '../../providers/httpClient';
import { fetchFile, GATEWAY, saveBlob } from '../../docstore/gateway-api';
import type { RemindBody, ReplaceSignerBody, SignRequestView } from '../../shared/signing/requests';
import type { RemindError } from './follow-texts';

/** The calls that follow a signature request (docs/signing.md, "Following a request"), by whoever may update the document. */

/** The query of a document's latest request, which every change to the request invalidates with the sign info. */
export const signRequestKey = (documentId: number) => ['sign-request', documentId] as const;

/** A document's latest request: 403 to those who may not update the document, 404 when it has none (no retry: an answer either way). */
export const signRequestQuery = (documentId: number) =>
  queryOptions({ queryKey: signRequestKey(documentId), queryFn: async ({ signal }) => (await apiFetch<SignRequestView>(`${GATEWAY}/sign/requests/${documentId}`, { signal })).json, retry: false });

/**
 * Reminds one signer whose turn it is, or all of them: the signers mailed now. Read with the answer's
 * headers, as a 429 says in Retry-After when a reminder may go again.
 */
export async function remindSigners(documentId: number, body: RemindBody): Promise<{ reminded: number[] }> {
  const response = await fetchWithToken(`${GATEWAY}/sign/requests/${documentId}/remind`, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) });
  if (response.ok) return (await response.json()) as { reminded: number[] };
  const error: RemindError = await httpErrorOf(response);
  const wait = Number(response.headers.get('retry-after'));
  if (wait > 0) error.retryAfterSeconds = wait;
  throw error;
}

/** Withdraws the open request, saying why: the request as it now is. */
export const voidRequest = async (documentId: number, reason: string) => (await apiFetch<SignRequestView>(`${GATEWAY}/sign/requests/${documentId}/void`, { method: 'POST', body: JSON.stringify({ reason }) })).json;

/** Puts another person (an account, or an e-mail address) in place of a signer who has not signed: the request as it now is. */
export const replaceSigner = async (documentId: number, signerId: number, body: ReplaceSignerBody) =>
  (await apiFetch<SignRequestView>(`${GATEWAY}/sign/requests/${documentId}/signers/${signerId}`, { method: 'PUT', body: JSON.stringify(body) })).json;

/** Saves the completion certificate of the document's completed request under the name the server gives it. */
export async function downloadCertificate(documentId: number): Promise<void> {
  const file = await fetchFile(`${GATEWAY}/sign/requests/${documentId}/certificate`);
  saveBlob(file.blob, file.name);
}
