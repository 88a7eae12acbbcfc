import type { LicenseService } from '../license/license-service.js';
import type { CurrentSiteReader } from '../sites/current-site.js';
import { resolveThemeConf } from '../../src/shared/theme-conf.js';
import type { SiteFace } from '../../src/shared/site-face.js';

/**
 * The public face of the site (`api/composer/site`): name, description, logo, languages, stylesheet,
 * captcha, licence and theme. Without a site (a new PostgreSQL installation) the product's own name
 * stands in.
 */
export async function readPublicSite(site: CurrentSiteReader, licences: LicenseService): Promise<SiteFace> {
  const face = await site.face();
  // The licence, not the site row, says whether the site-management entries show.
  const validLicense = await licences.isValid();
  // The site's theme, every setting filled in: the client's first render takes its look from it.
  if (!face) return { id: null, name: 'Portico', description: null, langs: '', captchaEnabled: false, validLicense, theme: resolveThemeConf({}) };
  return {
    id: face.id,
    name: face.name,
    description: face.description,
    logo: face.logo ? Buffer.from(face.logo).toString('base64') : null,
    logoContentType: face.logoContentType,
    langs: face.langs ?? '',
    cssUrl: face.cssUrl,
    captchaEnabled: face.captchaEnabled,
    validLicense,
    theme: resolveThemeConf(face.themeConf),
  };
}
