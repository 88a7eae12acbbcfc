import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readStructure } from '../../server/admin/structure.js';
import { connect, type Database } from '../../server/database.js';
import { loadEntityModels } from '../../server/entities/registry.js';
import type { LicenseService } from '../../server/license/license-service.js';
import { migrate } from '../../server/migrations/migrate.js';
import { readPublicSite } from '../../server/shell/read-public-site.js';
import { CurrentSiteReader } from '../../server/sites/current-site.js';
import { resolveThemeConf } from '../../src/shared/theme-conf.js';

const licences = (valid: boolean) => ({ isValid: async () => valid }) as unknown as LicenseService;

describe('the current site, read by its one reader', () => {
  let database: Database;
  let site: CurrentSiteReader;

  beforeAll(async () => {
    database = await connect('sqlite::memory:');
    await migrate(database, loadEntityModels());
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.deleteFrom('site').execute();
    await database.db.deleteFrom('theme').execute();
    // Without a data version every read goes to the database, so each test sees its own rows.
    site = new CurrentSiteReader(database.db);
  });

  const addTheme = async (conf: string) =>
    Number((await database.db.insertInto('theme').values({ name: 'Night', conf }).returning('id').executeTakeFirstOrThrow()).id);
  const addSite = async (values: Record<string, unknown>) =>
    Number((await database.db.insertInto('site').values({ name: 'Site', logo: Buffer.from([1, 2, 3]), logo_content_type: 'image/png', ...values }).returning('id').executeTakeFirstOrThrow()).id);

  it('stands in with the product’s name while no site exists', async () => {
    expect(await site.face()).toBeUndefined();
    expect(await readPublicSite(site, licences(false))).toEqual({
      id: null,
      name: 'Portico',
      description: null,
      langs: '',
      captchaEnabled: false,
      validLicense: false,
      theme: resolveThemeConf({}),
    });
    expect((await readStructure(database.db, site, { check: () => [] })).site).toBeNull();
  });

  it('shows the site with the lowest id, its logo in base64 and its theme filled in', async () => {
    const conf = JSON.stringify({ mode: 'dark', radius: 12 });
    const theme = await addTheme(conf);
    const id = await addSite({ name: 'Portal', description: 'Our documents', langs: 'en,de', css_url: 'api/composer/css/site/1', captcha_enabled: 1, theme_id: theme });
    await addSite({ name: 'Draft' });
    expect(await readPublicSite(site, licences(true))).toEqual({
      id,
      name: 'Portal',
      description: 'Our documents',
      logo: Buffer.from([1, 2, 3]).toString('base64'),
      logoContentType: 'image/png',
      langs: 'en,de',
      cssUrl: 'api/composer/css/site/1',
      captchaEnabled: true,
      validLicense: true,
      theme: resolveThemeConf(conf),
    });
    expect((await readStructure(database.db, site, { check: () => [] })).site).toEqual({ id, name: 'Portal' });
  });

  it('answers an empty description as none, absent languages as empty, and no theme as the defaults', async () => {
    await addSite({ description: '', langs: null, logo: null, logo_content_type: null });
    const answer = await readPublicSite(site, licences(true));
    expect(answer).toMatchObject({ description: null, langs: '', logo: null, logoContentType: null, cssUrl: null, captchaEnabled: false, theme: resolveThemeConf({}) });
    expect(await site.get()).toMatchObject({ name: 'Site', langs: null, captchaEnabled: false });
  });
});
