import type { FastifyInstance, FastifyReply } from 'fastify';
import { ADMINISTRATORS, requireAuthority } from '../auth/guard.js';
import { siteUpdates, type SiteUpdateDeps } from './site-updates.js';
import { entityAnswerSchemaOf } from '../../src/shared/entities/answer-schema.js';

export type SiteRouteDeps = SiteUpdateDeps;

const loginBody = (field: string) =>
  ({
    type: 'object',
    properties: { [field]: { type: ['string', 'null'], maxLength: 50 } },
    required: [field],
    additionalProperties: false,
  }) as const;

const langsBody = {
  type: 'object',
  properties: { langs: { type: 'string', maxLength: 255 } },
  required: ['langs'],
  additionalProperties: false,
} as const;

const confBody = {
  type: 'object',
  properties: { conf: { type: 'object' } },
  required: ['conf'],
  additionalProperties: false,
} as const;

const siteConf = {
  type: 'object',
  properties: { id: { type: ['integer', 'null'] }, langs: { type: 'string' } },
} as const;

const ADMIN_ONLY = 'ROLE_ADMIN, ROLE_WADMIN; a valid licence';

/**
 * The current site's small dedicated updates (`PUT api/sites/wservice`, `/wguest`, `/langs`, `/conf`),
 * the languages everyone's language menu reads (`GET api/account-site-conf`), and the site's
 * validLicense, derived from the licence on every answer of `api/sites`.
 * The static segments win over `api/sites/{id}` in fastify's router, whatever the order.
 */
export function registerSiteRoutes(app: FastifyInstance, { repository, site, users, licences }: SiteRouteDeps): void {
  repository.derive('site', async (entities) => {
    const valid = await licences.isValid();
    for (const entity of entities) entity.validLicense = valid;
  });

  app.get('/api/account-site-conf', { schema: { description: 'public', response: { 200: siteConf } } }, async (_request, reply) => {
    const current = await site.get();
    reply.header('cache-control', 'no-cache');
    return { id: current?.id ?? null, langs: current?.langs ?? '' };
  });

  const onRequest = requireAuthority(...ADMINISTRATORS);
  const response = { 200: entityAnswerSchemaOf(repository.model('site')) };
  const updates = siteUpdates({ repository, site, users, licences });
  const updated = (reply: FastifyReply, site: { id: number }) => {
    reply.header('app-alert', 'portico.site.updated').header('app-params', String(site.id));
    return site;
  };

  for (const [path, field] of [['wservice', 'wserviceUser'], ['wguest', 'wguestUser']] as const) {
    app.put<{ Body: Record<string, string | null> }>(
      `/api/sites/${path}`,
      { onRequest, config: { objectName: 'site' }, schema: { description: ADMIN_ONLY, response, body: loginBody(field) } },
      async (request, reply) => updated(reply, await updates.identity(field, request.body[field])),
    );
  }

  app.put<{ Body: { langs: string } }>(
    '/api/sites/langs',
    { onRequest, config: { objectName: 'site' }, schema: { description: ADMIN_ONLY, response, body: langsBody } },
    async (request, reply) => updated(reply, await updates.languages(request.body.langs)),
  );

  app.put<{ Body: { conf: Record<string, unknown> } }>(
    '/api/sites/conf',
    { onRequest, config: { objectName: 'site' }, schema: { description: ADMIN_ONLY, response, body: confBody } },
    async (request, reply) => updated(reply, await updates.conf(request.body.conf)),
  );
}
