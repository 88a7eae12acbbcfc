import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { LicenseService } from '../license/license-service.js';
import type { CurrentSiteReader } from '../sites/current-site.js';
import { PRODUCT_VERSION } from '../../src/shared/version.js';
import { infoSchema, type Info } from '../../src/shared/management.js';
import { siteFaceSchema } from '../../src/shared/site-face.js';
import { readPublicSite } from './read-public-site.js';
import { ROBOTS_TXT } from './robots-txt.js';

/**
 * What the shell needs before anyone signs in: the application profile (`management/info`) and the
 * public face of the site (`api/composer/site`).
 */
export function registerShellRoutes(app: FastifyInstance, site: CurrentSiteReader, config: Config, licences: LicenseService): void {
  app.get('/management/info', { schema: { response: { 200: infoSchema } } }, async (): Promise<Info> => ({
    activeProfiles: config.profiles,
    'display-ribbon-on-profiles': 'dev',
    build: { version: PRODUCT_VERSION },
  }));

  app.get('/api/composer/site', { schema: { response: { 200: siteFaceSchema } } }, async (_request, reply) => {
    const answer = await readPublicSite(site, licences);
    reply.header('cache-control', 'no-cache');
    return answer;
  });
}

/** `/robots.txt` (robots-txt.ts): what search engines may read. */
export function registerRobotsTxt(app: FastifyInstance): void {
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(ROBOTS_TXT));
}
