import type { FastifyInstance } from 'fastify';
import { ADMINISTRATORS, requireAuthority } from '../auth/guard.js';
import type { LicenseService } from './license-service.js';

const statusSchema = {
  type: 'object',
  properties: {
    key: { type: ['string', 'null'] },
    valid: { type: 'boolean' },
    licensee: { type: ['string', 'null'] },
    issued: { type: ['string', 'null'] },
    expires: { type: ['string', 'null'] },
    features: { type: 'array', items: { type: 'string' } },
    reason: { type: ['string', 'null'], enum: ['missing', 'malformed', 'signature', 'expired', null] },
    message: { type: ['string', 'null'] },
    updatedBy: { type: ['string', 'null'] },
    updatedDate: { type: ['string', 'null'] },
  },
} as const;

const putBody = {
  type: 'object',
  properties: { key: { type: 'string', minLength: 1, maxLength: 10_000 } },
  required: ['key'],
  additionalProperties: false,
} as const;

/** `GET api/license` (the stored licence and what it says) and `PUT api/license` (enter a new one). */
export function registerLicenseRoutes(app: FastifyInstance, licences: LicenseService): void {
  const onRequest = requireAuthority(...ADMINISTRATORS);
  app.get('/api/license', { onRequest, schema: { description: 'ROLE_ADMIN, ROLE_WADMIN', response: { 200: statusSchema } } }, async () => licences.status());

  app.put<{ Body: { key: string } }>(
    '/api/license',
    { onRequest, config: { objectName: 'license' }, schema: { description: 'ROLE_ADMIN, ROLE_WADMIN', body: putBody, response: { 200: statusSchema } } },
    async (request, reply) => {
      const user = (await request.currentUser())!;
      const status = await licences.replace(request.body.key, user.login);
      reply.header('app-alert', 'portico.licenseManagement.saved');
      return status;
    },
  );
}
