import type { FastifyInstance } from 'fastify';
import { BASE } from '../../docstore/gateway.js';
import type { SigningAuthority } from './authority.js';
import type { CrlPublisher } from '../revocation/crl-publisher.js';

/**
 * `GET api/adiuto-gateway/sign/ca.pem`: the certificate of the installation's signing authority, for
 * readers to trust when they check a signed PDF; `GET api/adiuto-gateway/sign/ca.crl`: its revocation
 * list, at the address its signer certificates name. Public: neither is a secret.
 */
export function registerSigningAuthorityRoutes(app: FastifyInstance, authority: SigningAuthority, crls: CrlPublisher): void {
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
  app.get(
    `${BASE}/sign/ca.crl`,
    { schema: { description: "Anyone. The authority's certificate revocation list (DER), re-issued on every revocation and before it ends." } },
    async (_request, reply) => {
      const crl = await crls.current();
      // Readers may keep it until a revocation could have changed it; an hour at most.
      return reply.type('application/pkix-crl').header('cache-control', 'public, max-age=3600').send(Buffer.from(crl.der));
    },
  );
}
