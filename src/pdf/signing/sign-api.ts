import { apiFetch } from '../../providers/httpClient';
import type { OtpSent, SignBody, SignInfo, SignOutcome } from '../../shared/signing/wire';
import { LIST_ID_HEADER } from '../../shared/signing/codes';
import type { SignaturePasswordInput } from '../../shared/signing/signature-password';
import { GATEWAY, listValuesSimple } from '../../docstore/gateway-api';
import type { FileSource } from '../viewer/ViewerSession';

/** The signing calls (docs/signing.md) as the viewer makes them; an external signer's link rides along as query parameters. */
const linkQuery = (source: FileSource, withUser = false) => {
  if (!source.signToken) return '';
  const query = new URLSearchParams({ signToken: source.signToken });
  if (withUser && source.extUserId !== undefined) query.set('extUserId', String(source.extUserId));
  return `?${query}`;
};

/** The sign info's queries of a document's version (with an external signer's link, or without): what a change to its signing invalidates. */
export const signInfoKey = (documentId: number) => ['sign-info', documentId] as const;

export const getSignInfo = async (source: FileSource, signal?: AbortSignal) =>
  (await apiFetch<SignInfo>(`${GATEWAY}/sign/get-info/${source.documentId}${linkQuery(source)}`, { signal })).json;

/** Mails the caller a one-time password; answers where it went. */
export const requireOtp = async (source: FileSource) =>
  (await apiFetch<OtpSent>(`${GATEWAY}/sign/require-otp/${source.documentId}${linkQuery(source, true)}`)).json;

export async function signDocument(source: FileSource, body: SignBody): Promise<SignOutcome> {
  const { json, headers } = await apiFetch<number>(`${GATEWAY}/sign/document/${source.documentId}${linkQuery(source, true)}`, {
    method: 'PUT',
    body: JSON.stringify(body),
  });
  const listId = Number(headers.get(LIST_ID_HEADER));
  return { result: Number(json), ...(listId > 0 ? { listId } : {}) };
}

/** The caller, a signer whose turn it is, declines to sign, saying why: the request ends (204). */
export const declineSigning = async (source: FileSource, reason: string) =>
  void (await apiFetch(`${GATEWAY}/sign/decline/${source.documentId}${linkQuery(source, true)}`, { method: 'POST', body: JSON.stringify({ reason }) }));

/** Sets (SET) or changes (RESET, with signOldPassword) the account's signature password: 0, or a code -990…-998. */
export const resetSignaturePassword = async (input: SignaturePasswordInput) =>
  Number((await apiFetch<number>(`${GATEWAY}/update-auth/reset-password`, { method: 'PUT', body: JSON.stringify(input) })).json);

/** The entries of a value list (the reasons, the meanings). */
export const listEntries = (listId: number, signal?: AbortSignal) => listValuesSimple({ list: listId }, signal);

export { linkQuery };
