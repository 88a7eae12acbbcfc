import type { Db, DataVersion } from '../db/connect.js';
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

/**
 * The site this portal serves: the site with the lowest id. One installation serves one site; the
 * others in the table are drafts or copies that administrators prepare. Read on every
 * call: the ReadCache answers from memory while no server has written (the data version), so a
 * changed captchaEnabled applies at once.
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
        id: Number(row.id),
        name: row.name,
        langs: row.langs ?? null,
        captchaEnabled: Boolean(row.captcha_enabled),
        wserviceUser: row.wservice_user || null,
        wguestUser: row.wguest_user || null,
      };
    });
  }
}
