import { apiFetch } from '../../providers/httpClient';
import type { SignInfo } from '../../shared/signing/wire';
import { GATEWAY } from '../../composer/gateway/gateway-api';
import type { FileSource } from '../viewer/ViewerSession';

/** The signing calls (docs/signing.md) as the viewer makes them; an external signer's link rides along as query parameters. */
const linkQuery = (source: FileSource, withUser = false) => {
  if (!source.signToken) return '';
  const query = new URLSearchParams({ signToken: source.signToken });
  if (withUser && source.extUserId !== undefined) query.set('extUserId', String(source.extUserId));
  return `?${query}`;
};

export const getSignInfo = async (source: FileSource, signal?: AbortSignal) =>
  (await apiFetch<SignInfo>(`${GATEWAY}/sign/get-info/${source.documentId}${linkQuery(source)}`, { signal })).json;

export { linkQuery };
