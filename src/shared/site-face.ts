import type { ThemeConf } from './theme-conf.js';

/**
 * The public face of the site (`GET api/composer/site`), shown before anyone signs in: written by the
 * server (server/shell/read-public-site.ts), read by the client (src/site/queries.ts).
 */
export interface SiteFace {
  id: number | null;
  name: string;
  /** What the site is about: the app page's meta description. */
  description?: string | null;
  /** The logo's bytes, base64. */
  logo?: string | null;
  logoContentType?: string | null;
  /** The site's languages, comma-separated language keys. */
  langs: string;
  cssUrl?: string | null;
  captchaEnabled: boolean;
  /** Whether the licence is valid: the site-management entries show only then. */
  validLicense: boolean;
  /** The site's theme (its configuration with every setting filled in). */
  theme?: ThemeConf;
}
