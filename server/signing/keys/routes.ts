import type { FastifyInstance } from 'fastify';
import { BASE } from '../../docstore/gateway.js';
import type { SigningAuthority } from './authority.js';

/**
 * `GET api/adiuto-gateway/sign/ca.pem`: the certificate of the installation's signing authority, for
 * readers to trust when they check a signed PDF. Public: a certificate is no secret.
 */
export function registerSigningAuthorityRoutes(app: FastifyInstance, authority: SigningAuthority): void {
  app.get(
    `${BASE}/sign/ca.pem`,
    { schema: { description: 'Anyone. The certificate (PEM) of the authority that issues the certificates of signed PDFs.' } },
    async (_request, reply) =>
      reply
        .type('application/x-pem-file')
        .header('content-disposition', 'attachment; filename="portico-signing-ca.pem"')
        .header('cache-control', 'public, max-age=3600')
        .send(authority.certificatePem),
  );
}
