import { describe, expect, it } from 'vitest';
import { useServer } from './client.js';
import { licenceIssuer, tampered } from '../support/licence.js';

/** The licence (api/license), the current site's dedicated updates and api/account-site-conf. */
const issuer = licenceIssuer();
const h = useServer({ env: issuer.env });

const siteId = async () => (await h.admin.get('api/composer/site')).body.id as number;

describe('the licence', () => {
  it('ships the demonstration licence, valid and long-lived', async () => {
    const res = await h.wadmin.get('api/license');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ valid: true, licensee: 'Portico demonstration', reason: null, updatedBy: 'system' });
    expect(res.body.key).toMatch(/^PL1\.[\w-]+\.[\w-]+$/);
    expect(Date.parse(res.body.expires)).toBeGreaterThan(Date.parse('2100-01-01'));
  });

  it('refuses keys that do not verify, with the reason, and keeps the stored one', async () => {
    const before = (await h.admin.get('api/license')).body;
    const good = issuer.licence('Acme');
    const cases: [string, string, RegExp][] = [
      ['not a licence', 'malformed', /form PL1/],
      ['PL1.bm90IGpzb24.c2ln', 'malformed', /not readable/],
      [tampered(good, { licensee: 'Mallory' }), 'signature', /signature/],
      [tampered(good, { expires: '2999-01-01T00:00:00Z' }), 'signature', /signature/],
      [issuer.licence('Acme', -2), 'expired', /expired/],
      [issuer.issue({ licensee: 'Acme', issued: '2026-01-01' }), 'malformed', /expiry/],
    ];
    for (const [key, reason, message] of cases) {
      const res = await h.admin.put('api/license', { key });
      expect(res.status, key).toBe(400);
      expect(res.body).toMatchObject({ message: `error.license.${reason}`, reason });
      expect(res.body.detail).toMatch(message);
    }
    // A licence signed by a key the server does not trust.
    const stranger = licenceIssuer().licence('Acme');
    expect((await h.admin.put('api/license', { key: stranger })).body.reason).toBe('signature');
    for (const body of [{}, { key: '' }, { key: 5 }, { key: good, extra: 1 }, []])
      expect((await h.admin.put('api/license', body)).status).toBe(400);
    // The key as plain text, not JSON: refused with a problem body, not a failure.
    const plain = await h.admin.request('PUT', 'api/license', good, { 'content-type': 'text/plain' });
    expect([400, 415]).toContain(plain.status);
    expect(plain.body.status).toBe(plain.status);
    expect((await h.admin.get('api/license')).body).toEqual(before);
  });

  it('stores a licence that verifies, and the site follows it', async () => {
    const key = issuer.licence('Acme Ltd', 30);
    const res = await h.wadmin.put('api/license', { key: `  ${key.slice(0, 40)}\n${key.slice(40)}  ` });
    expect(res.status).toBe(200);
    expect(res.headers.get('app-alert')).toBe('portico.licenseManagement.saved');
    expect(res.body).toMatchObject({ key, valid: true, licensee: 'Acme Ltd', features: ['sites'], updatedBy: 'wadmin' });
    expect((await h.anonymous.get('api/composer/site')).body.validLicense).toBe(true);
    expect((await h.admin.get(`api/sites/${await siteId()}`)).body.validLicense).toBe(true);
  });

  it('is refused to guests and users', async () => {
    for (const c of [h.anonymous, h.user]) {
      expect((await c.get('api/license')).status).toBe(c === h.anonymous ? 401 : 403);
      expect((await c.put('api/license', { key: issuer.licence('x') })).status).toBe(c === h.anonymous ? 401 : 403);
    }
  });
});

describe('validLicense is derived, never written', () => {
  it('ignores validLicense in site bodies and refuses to sort or filter by it', async () => {
    const id = await siteId();
    const site = (await h.admin.get(`api/sites/${id}`)).body;
    const patched = await h.admin.patch(`api/sites/${id}`, { id, validLicense: false });
    expect(patched.status).toBe(200);
    expect(patched.body.validLicense).toBe(true);
    const put = await h.admin.put(`api/sites/${id}`, { ...site, validLicense: false });
    expect(put.status).toBe(200);
    expect(put.body.validLicense).toBe(true);
    expect((await h.admin.get('api/sites?sort=validLicense,asc')).status).toBe(400);
    expect((await h.admin.get('api/sites?validLicense.equals=true')).status).toBe(400);
    const list = await h.admin.get('api/sites');
    expect(list.body.every((s: { validLicense: boolean }) => s.validLicense === true)).toBe(true);
  });
});

describe('the current site', () => {
  it('answers {id, langs} to everyone at api/account-site-conf', async () => {
    const id = await siteId();
    for (const c of [h.anonymous, h.user, h.wadmin]) {
      const res = await c.get('api/account-site-conf');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id, langs: 'en,it,fr,es,de' });
    }
  });

  it('sets the languages', async () => {
    const res = await h.wadmin.put('api/sites/langs', { langs: 'it, en' });
    expect(res.status).toBe(200);
    expect(res.headers.get('app-alert')).toBe('portico.site.updated');
    expect(res.body).toMatchObject({ id: await siteId(), langs: 'it,en', validLicense: true });
    expect((await h.anonymous.get('api/account-site-conf')).body.langs).toBe('it,en');
    expect((await h.anonymous.get('api/composer/site')).body.langs).toBe('it,en');
    for (const [langs, message] of [['', 'NotNull'], ['en,xx', 'Enum'], ['EN', 'Enum'], ['en,en', 'Unique'], [' , ', 'NotNull']]) {
      const bad = await h.admin.put('api/sites/langs', { langs });
      expect(bad.status, langs).toBe(400);
      expect(bad.body.fieldErrors).toEqual([{ objectName: 'site', field: 'langs', message }]);
    }
    for (const body of [{}, { langs: ['en'] }, { langs: 'en', other: 1 }]) expect((await h.admin.put('api/sites/langs', body)).status).toBe(400);
    expect((await h.anonymous.get('api/account-site-conf')).body.langs).toBe('it,en');
    await h.admin.put('api/sites/langs', { langs: 'en,it,fr,es,de' });
  });

  it('sets the service and guest identities to existing accounts only', async () => {
    const id = await siteId();
    for (const [path, field] of [['wservice', 'wserviceUser'], ['wguest', 'wguestUser']]) {
      const res = await h.admin.put(`api/sites/${path}`, { [field]: 'User' });
      expect(res.status).toBe(200);
      expect(res.body[field]).toBe('user');
      const bad = await h.admin.put(`api/sites/${path}`, { [field]: 'nobody-here' });
      expect(bad.status).toBe(400);
      expect(bad.body.fieldErrors).toEqual([{ objectName: 'site', field, message: 'NotFound' }]);
      expect((await h.admin.get(`api/sites/${id}`)).body[field]).toBe('user');
      expect((await h.admin.put(`api/sites/${path}`, { [field]: 'x'.repeat(51) })).status).toBe(400);
      expect((await h.admin.put(`api/sites/${path}`, { wrong: 'user' })).status).toBe(400);
      const cleared = await h.wadmin.put(`api/sites/${path}`, { [field]: null });
      expect(cleared.status).toBe(200);
      expect(cleared.body[field]).toBeNull();
    }
  });

  it('sets the configuration, a JSON object only', async () => {
    const conf = { home: { public: 'welcome' }, pageSize: 20 };
    const res = await h.admin.put('api/sites/conf', { conf });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.conf)).toEqual(conf);
    for (const bad of [[1, 2], 'text', 3, null]) {
      const r = await h.admin.put('api/sites/conf', { conf: bad });
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.body.message).toBe('error.validation');
    }
    expect(JSON.parse((await h.admin.get(`api/sites/${await siteId()}`)).body.conf)).toEqual(conf);
  });

  it('still routes api/sites/{id} to the entity, and refuses other ids', async () => {
    const id = await siteId();
    expect((await h.admin.get(`api/sites/${id}`)).body.id).toBe(id);
    expect((await h.admin.get('api/sites/langs')).status).toBe(400);
    expect((await h.admin.put('api/sites/other', { id: 1 })).status).toBe(400);
  });

  it('refuses the dedicated updates to guests and users', async () => {
    for (const [path, body] of [['wservice', { wserviceUser: 'user' }], ['wguest', { wguestUser: 'user' }], ['langs', { langs: 'en' }], ['conf', { conf: {} }]] as const) {
      expect((await h.anonymous.put(`api/sites/${path}`, body)).status).toBe(401);
      expect((await h.user.put(`api/sites/${path}`, body)).status).toBe(403);
    }
  });
});

// Last: leaves the server without a valid licence.
describe('without a valid licence', () => {
  it('hides the site management: validLicense false everywhere, dedicated updates refused with 409', async () => {
    // An expired licence cannot be entered; one that expires within a second can, and then lapses.
    const key = issuer.issue({ licensee: 'Short', issued: new Date().toISOString(), expires: new Date(Date.now() + 1500).toISOString() });
    expect((await h.admin.put('api/license', { key })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1700));
    const status = (await h.admin.get('api/license')).body;
    expect(status).toMatchObject({ valid: false, reason: 'expired', licensee: 'Short' });
    expect((await h.anonymous.get('api/composer/site')).body.validLicense).toBe(false);
    expect((await h.admin.get(`api/sites/${await siteId()}`)).body.validLicense).toBe(false);
    const refused = await h.admin.put('api/sites/langs', { langs: 'en' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('error.license.required');
    expect((await h.anonymous.get('api/account-site-conf')).body.langs).toBe('en,it,fr,es,de');
  });
});
