import type { FastifyInstance, FastifyReply } from 'fastify';
import { ADMINISTRATORS, requireAuthority } from '../auth/guard.js';
import type { UserStore } from '../users/store.js';
import type { EntityRepository } from '../entities/repository.js';
import { conflict, notFound, validationProblem } from '../errors/app-error.js';
import type { LicenseService } from '../license/license-service.js';
import type { CurrentSiteReader } from './current-site.js';
import { SITE_LANGUAGES } from './languages.js';

export interface SiteRouteDeps {
  repository: EntityRepository;
  site: CurrentSiteReader;
  users: UserStore;
  licences: LicenseService;
}

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
  const model = repository.model('site');
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
  const fieldError = (field: string, message: string, detail: string) =>
    validationProblem('site', [{ objectName: 'site', field, message }], detail);

  /** Checks the licence and the site, writes the one field, answers the site as `api/sites/{id}` does. */
  const update = async (reply: FastifyReply, changes: Record<string, unknown>) => {
    if (!(await licences.isValid())) throw conflict('A valid licence is needed to manage the site; enter one at /wadmin/license-management', 'error.license.required');
    const current = await site.get();
    if (!current) throw notFound('No site exists yet');
    const updated = await repository.update(model, current.id, changes, true);
    reply.header('app-alert', 'portico.site.updated').header('app-params', String(updated.id));
    return updated;
  };

  for (const [path, field] of [['wservice', 'wserviceUser'], ['wguest', 'wguestUser']] as const) {
    app.put<{ Body: Record<string, string | null> }>(
      `/api/sites/${path}`,
      { onRequest, config: { objectName: 'site' }, schema: { description: ADMIN_ONLY, body: loginBody(field) } },
      async (request, reply) => {
        const login = request.body[field]?.trim().toLowerCase() || null;
        // The identity is an account's: a login nobody has would fail only later, at the document store.
        if (login && !(await users.findByLogin(login))) throw fieldError(field, 'NotFound', `No account has the login "${login}"`);
        return update(reply, { [field]: login });
      },
    );
  }

  app.put<{ Body: { langs: string } }>(
    '/api/sites/langs',
    { onRequest, config: { objectName: 'site' }, schema: { description: ADMIN_ONLY, body: langsBody } },
    async (request, reply) => {
      const codes = request.body.langs.split(',').map((c) => c.trim()).filter(Boolean);
      const unknown = codes.filter((c) => !SITE_LANGUAGES.includes(c));
      if (!codes.length) throw fieldError('langs', 'NotNull', 'Choose at least one language');
      if (unknown.length) throw fieldError('langs', 'Enum', `Unknown languages: ${unknown.join(', ')}; the languages are ${SITE_LANGUAGES.join(', ')}`);
      if (new Set(codes).size !== codes.length) throw fieldError('langs', 'Unique', 'A language is listed twice');
      return update(reply, { langs: codes.join(',') });
    },
  );

  app.put<{ Body: { conf: Record<string, unknown> } }>(
    '/api/sites/conf',
    { onRequest, config: { objectName: 'site' }, schema: { description: ADMIN_ONLY, body: confBody } },
    async (request, reply) => update(reply, { conf: JSON.stringify(request.body.conf, null, 2) }),
  );
}
