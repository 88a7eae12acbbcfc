import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/connect.js';
import type { LicenseService } from '../license/license-service.js';
import { PRODUCT_VERSION } from '../../src/shared/version.js';
import { resolveThemeConf } from '../../src/shared/theme-conf.js';

/**
 * What the shell needs before anyone signs in: the application profile (`management/info`) and the
 * public face of the site (`api/composer/site`: name, description, logo, languages, stylesheet, captcha,
 * licence, theme).
 */
export function registerShellRoutes(app: FastifyInstance, db: Db, config: Config, licences: LicenseService): void {
  app.get('/management/info', async () => ({
    activeProfiles: config.profiles,
    'display-ribbon-on-profiles': 'dev',
    build: { version: PRODUCT_VERSION },
  }));

  app.get('/api/composer/site', async (_request, reply) => {
    const site = await db
      .selectFrom('site')
      .leftJoin('theme', 'theme.id', 'site.theme_id')
      .select(['site.id', 'site.name', 'site.description', 'site.logo', 'site.logo_content_type', 'site.langs', 'site.css_url', 'site.captcha_enabled', 'theme.conf as theme_conf'])
      .orderBy('site.id')
      .limit(1)
      .executeTakeFirst();
    reply.header('cache-control', 'no-cache');
    // The licence, not the site row, says whether the site-management entries show.
    const validLicense = await licences.isValid();
    // The site's theme, every setting filled in: the client's first render takes its look from it.
    if (!site) return { id: null, name: 'Portico', description: null, langs: '', captchaEnabled: false, validLicense, theme: resolveThemeConf({}) };
    return {
      id: Number(site.id),
      name: site.name,
      description: site.description || null,
      logo: site.logo ? Buffer.from(site.logo as Uint8Array).toString('base64') : null,
      logoContentType: site.logo_content_type,
      langs: site.langs ?? '',
      cssUrl: site.css_url,
      captchaEnabled: Boolean(site.captcha_enabled),
      validLicense,
      theme: resolveThemeConf(site.theme_conf),
    };
  });
}
