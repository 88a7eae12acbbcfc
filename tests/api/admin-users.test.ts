import { describe, expect, it } from 'vitest';
import { client, fieldErrors, unique, useServer } from './client.js';
import { lastMailTo, linkIn } from '../support/outbox.js';

/** User management for administrators: api/admin/users (spec 000 §7.4). */
const h = useServer();

const newUser = (login: string, extra: Record<string, unknown> = {}) => ({
  login,
  firstName: 'New',
  lastName: 'Person',
  email: `${login}@example.com`,
  activated: true,
  langKey: 'it',
  authorities: ['ROLE_USER'],
  ...extra,
});

describe('api/admin/users: who may call it', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', 'api/admin/users'],
    ['GET', 'api/admin/users/admin'],
    ['POST', 'api/admin/users', newUser('nobody-made')],
    ['PUT', 'api/admin/users', { id: 1, email: 'x@example.com' }],
    ['PUT', 'api/admin/users/1', { id: 1, email: 'x@example.com' }],
    ['DELETE', 'api/admin/users/user'],
  ];

  it.each(calls)('%s %s answers 401 without a token and 403 to ROLE_WADMIN and ROLE_USER', async (method, path, body) => {
    expect((await h.anonymous.request(method, path, body)).status).toBe(401);
    expect((await h.wadmin.request(method, path, body)).status).toBe(403);
    expect((await h.user.request(method, path, body)).status).toBe(403);
  });
});

describe('api/admin/users', () => {
  it('lists the accounts paged and sorted, with x-total-count and Link, and no password hashes', async () => {
    const res = await h.admin.get('api/admin/users?page=0&size=2&sort=login,desc&cacheBuster=1');
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('x-total-count'))).toBeGreaterThanOrEqual(3);
    expect(res.headers.get('link')).toContain('rel="next"');
    expect(res.body).toHaveLength(2);
    const logins = res.body.map((u: { login: string }) => u.login);
    expect([...logins].sort().reverse()).toEqual(logins);
    expect(res.text).not.toMatch(/password|argon/i);

    const byId = await h.admin.get('api/admin/users?size=100&sort=id,asc');
    const ids = byId.body.map((u: { id: number }) => u.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    for (const sort of ['email,asc', 'activated,desc', 'createdDate,desc', 'lastModifiedDate,asc', 'firstName']) {
      expect((await h.admin.get(`api/admin/users?sort=${sort}`)).status).toBe(200);
    }
    expect((await h.admin.get('api/admin/users?sort=passwordHash,asc')).status).toBe(400);
    expect((await h.admin.get('api/admin/users?size=0')).status).toBe(400);
  });

  it('reads one account by login, with its authorities', async () => {
    const res = await h.admin.get('api/admin/users/admin');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ login: 'admin', activated: true, authorities: ['ROLE_ADMIN', 'ROLE_USER'] });
    expect(res.body).not.toHaveProperty('passwordHash');
    expect((await h.admin.get('api/admin/users/no-such-login')).status).toBe(404);
  });

  it('creates an account that is mailed a key to choose its password, and can then sign in', async () => {
    const login = unique('created').toLowerCase();
    const res = await h.admin.post('api/admin/users', newUser(login, { authorities: ['ROLE_USER', 'ROLE_WADMIN'] }));
    expect(res.status).toBe(201);
    expect(res.headers.get('app-alert')).toBe('portico.user.created');
    expect(res.headers.get('app-params')).toBe(login);
    expect(res.headers.get('location')).toBe(`/api/admin/users/${login}`);
    expect(res.body).toMatchObject({ login, email: `${login}@example.com`, activated: true, langKey: 'it', createdBy: 'admin', authorities: ['ROLE_USER', 'ROLE_WADMIN'] });
    expect(res.text).not.toMatch(/password/i);

    const mail = await lastMailTo(h.admin, `${login}@example.com`, 'password-reset');
    expect(mail.langKey).toBe('it');
    const { key } = linkIn(mail.text, '/account/reset/finish');
    expect((await h.anonymous.post('api/account/reset-password/finish', { key, newPassword: 'chosen-pw' })).status).toBe(200);
    const signIn = await h.anonymous.post('api/authenticate', { username: login, password: 'chosen-pw' });
    expect(signIn.status).toBe(200);
    const own = client(h.server.baseUrl, signIn.headers.get('authorization')!.slice(7));
    expect((await own.get('api/account')).body).toMatchObject({ login, authorities: ['ROLE_USER', 'ROLE_WADMIN'] });
  });

  it('defaults to an activated ROLE_USER account in English', async () => {
    const login = unique('plain').toLowerCase();
    const res = await h.admin.post('api/admin/users', { login, email: `${login}@example.com` });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ activated: true, langKey: 'en', authorities: ['ROLE_USER'], firstName: null });
  });
});

describe('api/admin/users: refusals and updates', () => {
  it('refuses a taken login or email, unknown authorities and bodies that break the registration rules', async () => {
    const taken = await h.admin.post('api/admin/users', newUser('admin', { email: 'fresh-admin@example.com' }));
    expect(taken.status).toBe(400);
    expect(taken.body.errorKey).toBe('userexists');
    expect(taken.headers.get('app-error')).toBe('error.userexists');

    const login = unique('mail').toLowerCase();
    expect((await h.admin.post('api/admin/users', newUser(login))).status).toBe(201);
    const sameEmail = await h.admin.post('api/admin/users', newUser(`${login}-2`, { email: `${login.toUpperCase()}@example.com` }));
    expect(sameEmail.status).toBe(400);
    expect(sameEmail.body.errorKey).toBe('emailexists');

    const unknown = await h.admin.post('api/admin/users', newUser(unique('roles').toLowerCase(), { authorities: ['ROLE_USER', 'ROLE_KING'] }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toContain('ROLE_KING');
    expect(fieldErrors(unknown)).toEqual(['authorities:NotFound']);

    const bad = await h.admin.post('api/admin/users', { login: 'bad login!', email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(fieldErrors(bad)).toEqual(['email:Pattern', 'login:Pattern'].sort());
    expect(fieldErrors(await h.admin.post('api/admin/users', { email: 'x@example.com' }))).toEqual(['login:NotNull']);
    expect((await h.admin.post('api/admin/users', { ...newUser(unique('id').toLowerCase()), id: 5 })).status).toBe(400);
    expect((await h.admin.post('api/admin/users', { ...newUser(unique('pw').toLowerCase()), password: 'x' })).status).toBe(400);
  });

  it('updates names, email, activation, language and authorities, by PUT with or without the id in the path', async () => {
    const login = unique('edit').toLowerCase();
    const created = (await h.admin.post('api/admin/users', newUser(login))).body;

    const first = await h.admin.put(`api/admin/users/${created.id}`, {
      ...created,
      firstName: 'Changed',
      lastName: null,
      email: `${login}-new@example.com`,
      langKey: 'fr',
      authorities: ['ROLE_WADMIN'],
    });
    expect(first.status).toBe(200);
    expect(first.headers.get('app-alert')).toBe('portico.user.updated');
    expect(first.headers.get('app-params')).toBe(login);
    expect(first.body).toMatchObject({ firstName: 'Changed', lastName: null, email: `${login}-new@example.com`, langKey: 'fr', authorities: ['ROLE_WADMIN'], lastModifiedBy: 'admin' });

    const second = await h.admin.put('api/admin/users', { id: created.id, email: `${login}-new@example.com`, activated: false });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ activated: false, firstName: 'Changed', authorities: ['ROLE_WADMIN'] });
    expect((await h.admin.get(`api/admin/users/${login}`)).body.activated).toBe(false);

    expect((await h.admin.put('api/admin/users', { email: `${login}@example.com` })).status).toBe(400);
    const mismatch = await h.admin.put(`api/admin/users/${created.id}`, { id: created.id + 1000, email: `${login}@example.com` });
    expect(mismatch.status).toBe(400);
    expect(mismatch.headers.get('app-error')).toBe('error.idinvalid');
    expect((await h.admin.put('api/admin/users/999999', { email: 'nobody@example.com' })).status).toBe(404);
    expect((await h.admin.put(`api/admin/users/${created.id}`, { email: 'admin@localhost', login: 'renamed' })).status).toBe(400);
    const taken = await h.admin.put(`api/admin/users/${created.id}`, { email: (await h.admin.get('api/admin/users/user')).body.email });
    expect(taken.status).toBe(400);
    expect(taken.body.errorKey).toBe('emailexists');
    expect(fieldErrors(await h.admin.put(`api/admin/users/${created.id}`, { email: `${login}@example.com`, authorities: ['ROLE_NOPE'] }))).toEqual(['authorities:NotFound']);
  });
});

describe('api/admin/users: deactivation, deletion and the last administrator', () => {
  it('takes a deactivation or a change of authorities into effect at once', async () => {
    const login = unique('live').toLowerCase();
    const created = (await h.admin.post('api/admin/users', newUser(login, { authorities: ['ROLE_WADMIN'] }))).body;
    const { key } = linkIn((await lastMailTo(h.admin, `${login}@example.com`, 'password-reset')).text, '/account/reset/finish');
    await h.anonymous.post('api/account/reset-password/finish', { key, newPassword: 'live-pw' });
    const token = (await h.anonymous.post('api/authenticate', { username: login, password: 'live-pw' })).headers.get('authorization')!.slice(7);
    const own = client(h.server.baseUrl, token);
    expect((await own.get('api/themes')).status).toBe(200);
    await h.admin.put(`api/admin/users/${created.id}`, { email: created.email, authorities: ['ROLE_USER'] });
    expect((await own.get('api/themes')).status).toBe(403);
    await h.admin.put(`api/admin/users/${created.id}`, { email: created.email, activated: false });
    expect((await own.get('api/account')).status).toBe(401);
  });

  it('deletes an account by login', async () => {
    const login = unique('gone').toLowerCase();
    expect((await h.admin.post('api/admin/users', newUser(login))).status).toBe(201);
    const res = await h.admin.delete(`api/admin/users/${login}`);
    expect(res.status).toBe(204);
    expect(res.headers.get('app-alert')).toBe('portico.user.deleted');
    expect(res.headers.get('app-params')).toBe(login);
    expect((await h.admin.get(`api/admin/users/${login}`)).status).toBe(404);
    expect((await h.admin.delete(`api/admin/users/${login}`)).status).toBe(404);
  });

  it('never leaves the portal without an activated administrator', async () => {
    const admin = (await h.admin.get('api/admin/users/admin')).body;
    const expectLastAdmin = async (res: { status: number; body: { message: string; detail: string } }) => {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('error.lastadmin');
      expect(res.body.detail).toMatch(/no activated administrator/);
    };
    await expectLastAdmin(await h.admin.delete('api/admin/users/admin'));
    await expectLastAdmin(await h.admin.put(`api/admin/users/${admin.id}`, { ...admin, authorities: ['ROLE_USER'] }));
    await expectLastAdmin(await h.admin.put('api/admin/users', { ...admin, activated: false }));
    expect((await h.admin.get('api/admin/users/admin')).body).toMatchObject({ activated: true, authorities: ['ROLE_ADMIN', 'ROLE_USER'] });

    // With a second administrator, either may be demoted, deactivated or deleted, but not the last one left.
    const second = (await h.admin.post('api/admin/users', newUser(unique('admin2').toLowerCase(), { authorities: ['ROLE_ADMIN'] }))).body;
    const demoted = await h.admin.put(`api/admin/users/${second.id}`, { ...second, authorities: ['ROLE_USER'] });
    expect(demoted.status).toBe(200);
    expect((await h.admin.put(`api/admin/users/${second.id}`, { ...second, authorities: ['ROLE_ADMIN'], activated: false })).status).toBe(200);
    // An inactive administrator does not count.
    await expectLastAdmin(await h.admin.delete('api/admin/users/admin'));
    expect((await h.admin.put(`api/admin/users/${second.id}`, { ...second, activated: true })).status).toBe(200);
    expect((await h.admin.delete(`api/admin/users/${second.login}`)).status).toBe(204);
    await expectLastAdmin(await h.admin.delete('api/admin/users/admin'));
  });
});
