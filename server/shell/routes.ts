import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { LicenseService } from '../license/license-service.js';
import type { CurrentSiteReader } from '../sites/current-site.js';
import { PRODUCT_VERSION } from '../../src/shared/version.js';
import { readPublicSite } from './read-public-site.js';

/**
 * What the shell needs before anyone signs in: the application profile (`management/info`) and the
 * public face of the site (`api/composer/site`).
 */
export function registerShellRoutes(app: FastifyInstance, site: CurrentSiteReader, config: Config, licences: LicenseService): void {
  app.get('/management/info', async () => ({
    activeProfiles: config.profiles,
    'display-ribbon-on-profiles': 'dev',
    build: { version: PRODUCT_VERSION },
  }));

  app.get('/api/composer/site', async (_request, reply) => {
    const answer = await readPublicSite(site, licences);
    reply.header('cache-control', 'no-cache');
    return answer;
  });
}
