import type { Db } from '../database.js';
import type { DataVersion } from '../db/connect.js';
import { ReadCache } from '../db/read-cache.js';

export interface CurrentSite {
  id: number;
  name: string;
  langs: string | null;
  captchaEnabled: boolean;
  /** Logins whose document-store identities the server's own calls and guests use. */
  wserviceUser: string | null;
  wguestUser: string | null;
}

/** What the site shows everyone before signing in, with its theme's stored conf. */
export interface SiteFace {
  id: number;
  name: string;
  description: string | null;
  logo: Uint8Array | null;
  logoContentType: string | null;
  langs: string | null;
  cssUrl: string | null;
  captchaEnabled: boolean;
  themeConf: unknown;
}

/**
 * The site this portal serves: the site with the lowest id. One installation serves one site; the
 * others in the table are drafts or copies that administrators prepare. Read on every
 * call: the ReadCache answers from memory while no server has written (the data version), so a
 * changed captchaEnabled applies at once. Apart from the entity routes of `api/sites`, the site table
 * is read here alone.
 */
export class CurrentSiteReader {
  private readonly cache: ReadCache<CurrentSite | undefined>;

  constructor(
    private readonly db: Db,
    dataVersion?: DataVersion,
  ) {
    this.cache = new ReadCache(dataVersion, 1);
  }

  /** Undefined while no site exists (a new PostgreSQL installation). */
  get(): Promise<CurrentSite | undefined> {
    return this.cache.get('site', async () => {
      const row = await this.db
        .selectFrom('site')
        .select(['id', 'name', 'langs', 'captcha_enabled', 'wservice_user', 'wguest_user'])
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        name: row.name ?? '',
        langs: row.langs ?? null,
        captchaEnabled: Boolean(row.captcha_enabled),
        wserviceUser: row.wservice_user || null,
        wguestUser: row.wguest_user || null,
      };
    });
  }

  /** The current site's public face, read afresh (its logo is not kept in memory); undefined while no site exists. */
  async face(): Promise<SiteFace | undefined> {
    const row = await this.db
      .selectFrom('site')
      .leftJoin('theme', 'theme.id', 'site.theme_id')
      .select(['site.id', 'site.name', 'site.description', 'site.logo', 'site.logo_content_type', 'site.langs', 'site.css_url', 'site.captcha_enabled', 'theme.conf as theme_conf'])
      .orderBy('site.id')
      .limit(1)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      id: row.id,
      name: row.name ?? '',
      description: row.description || null,
      logo: row.logo ? (row.logo as Uint8Array) : null,
      logoContentType: row.logo_content_type,
      langs: row.langs ?? null,
      cssUrl: row.css_url,
      captchaEnabled: Boolean(row.captcha_enabled),
      themeConf: row.theme_conf,
    };
  }
}
