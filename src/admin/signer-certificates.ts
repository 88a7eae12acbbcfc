import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../providers/httpClient';
import type { RevokeBody, SignerCertificate } from '../shared/signing/certificates';

/** The calls of the signer certificates screen (docs/signing.md, "Revocation"). */
export const signerCertificatesKey = ['admin', 'signer-certificates'] as const;

/** The accounts' signer certificates, in force then revoked; one account's when `login` is given. */
export const signerCertificatesQuery = (login: string) =>
  queryOptions({
    queryKey: [...signerCertificatesKey, login],
    queryFn: async ({ signal }) =>
      (await apiFetch<SignerCertificate[]>(`/api/adiuto-gateway/sign/certificates${login ? `?login=${encodeURIComponent(login)}` : ''}`, { signal })).json,
  });

export const revokeCertificate = async (serial: string, body: RevokeBody) =>
  (await apiFetch<SignerCertificate>(`/api/adiuto-gateway/sign/certificates/${serial}/revoke`, { method: 'POST', body: JSON.stringify(body) })).json;
