import type { FastifyInstance } from 'fastify';
import { requireAuthority } from '../../auth/guard.js';
import { BASE } from '../../docstore/gateway.js';
import { REVOKE_ANSWER, REVOKE_BODY, SIGNER_CERTIFICATES_ANSWER, SIGNER_CERTIFICATES_QUERY, type RevokeBody } from '../../../src/shared/signing/certificates.js';
import { listCertificates, revokeCertificate, type CertificateDeps } from './certificates.js';

const SERIAL = { type: 'object', required: ['serial'], properties: { serial: { type: 'string', pattern: '^[0-9a-f]{2,64}$' } }, additionalProperties: false } as const;

/**
 * The signer certificates of the portal's authority, for administrators (docs/signing.md,
 * "Revocation"): the list, and the revocation of one. The revocation list itself is public
 * (keys/routes.ts).
 */
export function registerCertificateRoutes(app: FastifyInstance, deps: CertificateDeps): void {
  const administrator = requireAuthority('ROLE_ADMIN');
  app.get<{ Querystring: { login?: string } }>(
    `${BASE}/sign/certificates`,
    {
      onRequest: administrator,
      schema: { description: "ROLE_ADMIN. The accounts' signer certificates, in force and revoked; one account's with `login`.", querystring: SIGNER_CERTIFICATES_QUERY, response: SIGNER_CERTIFICATES_ANSWER },
    },
    (request) => listCertificates(deps, request.query.login),
  );
  app.post<{ Params: { serial: string }; Body: RevokeBody }>(
    `${BASE}/sign/certificates/:serial/revoke`,
    {
      onRequest: administrator,
      schema: {
        description: 'ROLE_ADMIN. Revokes a signer certificate in force: the account signs again only after setting a new signature password; a new revocation list is issued.',
        params: SERIAL,
        body: REVOKE_BODY,
        response: REVOKE_ANSWER,
      },
    },
    async (request) => revokeCertificate(deps, request.params.serial, (await request.currentUser())!.login, request.body),
  );
}
