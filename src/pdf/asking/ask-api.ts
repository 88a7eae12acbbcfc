import { apiFetch } from '../../providers/httpClient';
import { GATEWAY } from '../../docstore/gateway-api';
import type { NewSignRequest } from '../../shared/signing/wire';
import type { CreatedSignRequest } from '../../shared/signing/created-request';

/** The calls that ask for signatures (docs/signing.md, "Asking for signatures"). */

/** Asks for signatures on a document's current version; 201 with the request, or a problem naming the signer or box refused. */
export const askForSignatures = async (documentId: number, body: NewSignRequest) =>
  (await apiFetch<CreatedSignRequest>(`${GATEWAY}/sign/requests/${documentId}`, { method: 'POST', body: JSON.stringify(body) })).json;
