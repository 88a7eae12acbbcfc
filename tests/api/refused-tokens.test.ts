import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '../support/captcha.js';
import { lastMailTo, linkIn } from '../support/outbox.js';
import { askSignatures, GW, newContract, newMail, signLink } from '../support/signing.js';
import { client, unique, useServer, type Response } from './client.js';

/**
 * A guest is a caller without an Authorization header. A header that does not verify is refused with
 * 401 and a problem body on every route, public ones included, so that the client learns its session
 * has ended (spec 000 §8) instead of going on as a guest.
 */
const h = useServer({ env: { JWT_SECRET: TEST_JWT_SECRET } });
const secret = new TextEncoder().encode(TEST_JWT_SECRET);
const now = () => Math.floor(Date.now() / 1000);
const REFUSAL = 'The Authorization header does not hold a valid session token';

/** A caller whose Authorization header is sent exactly as given. */
const withHeader = (authorization: string) => {
  const api = client(h.server.baseUrl);
  return {
    get: (path: string) => api.request('GET', path, undefined, { authorization }),
    post: (path: string, body: unknown, headers: Record<string, string> = {}) => api.request('POST', path, body, { ...headers, authorization }),
  };
};
type Caller = ReturnType<typeof withHeader>;
const anonymous = (): Caller => ({ get: (path) => h.anonymous.get(path), post: (path, body) => h.anonymous.post(path, body) });

/** A signed-in, activated account of its own, and its token. */
async function ownAccount(): Promise<{ id: number; email: string; login: string; token: string }> {
  const login = unique('tok').replace(/[^a-z0-9]/gi, '').toLowerCase();
  const email = `${login}@example.com`;
  const created = await h.admin.post('api/admin/users', { login, email, langKey: 'en', authorities: ['ROLE_USER'] });
  expect(created.status, created.text).toBe(201);
  const { key } = linkIn((await lastMailTo(h.admin, email, 'password-reset')).text, '/account/reset/finish');
  expect((await h.anonymous.post('api/account/reset-password/finish', { key, newPassword: 'own-pass-1' })).status).toBe(200);
  const signedIn = await h.anonymous.post('api/authenticate', { username: login, password: 'own-pass-1' });
  expect(signedIn.status).toBe(200);
  return { id: created.body.id, email, login, token: signedIn.body.id_token };
}

/** The calls a guest may make (a public list of the document store, the public pages) and a private one. */
const CALLS: [string, (api: Caller) => Promise<Response>, number][] = [
  ['a public gateway query', (api) => api.post(`${GW}/execute-query`, { fam: 'contracts', max: 1 }), 200],
  ['the gateway check-user', (api) => api.get(`${GW}/check-user`), 200],
  ['the public pages', (api) => api.get('api/composer/pages-public?page=0&size=5'), 200],
  ['the private pages', (api) => api.get('api/composer/pages-private?page=0&size=5'), 401],
  ['the site', (api) => api.get('api/composer/site'), 200],
];

async function expectRefused(authorization: string) {
  for (const [name, call] of CALLS) {
    const res = await call(withHeader(authorization));
    expect(res.status, `${name} with ${authorization.slice(0, 30)}…`).toBe(401);
    expect(res.headers.get('content-type'), name).toMatch(/problem\+json|json/);
    expect(res.body, name).toMatchObject({ status: 401, message: 'error.http.401', detail: REFUSAL });
  }
}

describe('an Authorization header that does not verify', () => {
  it('leaves a caller without one a guest', async () => {
    for (const [name, call, status] of CALLS) expect((await call(anonymous())).status, name).toBe(status);
  });

  it('is refused for a forged, altered or expired token, and for another scheme', async () => {
    await expectRefused('Bearer not-a-token');
    await expectRefused('Bearer ');
    await expectRefused('Basic dXNlcjp1c2Vy');
    const user = await h.server.token('user', 'user');
    await expectRefused(`Bearer ${user.slice(0, -3)}abc`);
    const expired = await new SignJWT({ auth: 'ROLE_USER' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('user')
      .setIssuedAt(now() - 7200)
      .setExpirationTime(now() - 3600)
      .sign(secret);
    await expectRefused(`Bearer ${expired}`);
    // The same claims, unexpired: the account's own answers.
    const fresh = await new SignJWT({ auth: 'ROLE_USER' }).setProtectedHeader({ alg: 'HS512' }).setSubject('user').setIssuedAt().setExpirationTime('1h').sign(secret);
    expect((await withHeader(`Bearer ${fresh}`).get('api/composer/pages-private?page=0&size=5')).status).toBe(200);
  });

  it("is refused once the token's account is deactivated, or its password changed", async () => {
    const deactivated = await ownAccount();
    expect((await withHeader(`Bearer ${deactivated.token}`).get(`${GW}/check-user`)).status).toBe(200);
    expect((await h.admin.put(`api/admin/users/${deactivated.id}`, { email: deactivated.email, activated: false })).status).toBe(200);
    await expectRefused(`Bearer ${deactivated.token}`);

    const changed = await ownAccount();
    const other = (await h.anonymous.post('api/authenticate', { username: changed.login, password: 'own-pass-1' })).body.id_token as string;
    expect((await client(h.server.baseUrl, other).post('api/account/change-password', { currentPassword: 'own-pass-1', newPassword: 'own-pass-2' })).status).toBe(200);
    await expectRefused(`Bearer ${changed.token}`);
  });

  it("is refused for an external signer's signToken", async () => {
    const id = await newContract(h);
    const email = `ext-${unique('s')}@example.org`;
    await askSignatures(h, id, { signers: [{ email, name: 'Ext Signer', langKey: 'en', boxes: [{ page: 1, x: 40, y: 60, corner: 'Basso dx' }] }] });
    const { signToken } = signLink((await newMail(h, email, 'sign-invitation')).text);
    // The token is good where it belongs: in the query string.
    expect((await h.anonymous.get(`${GW}/sign/get-info/${id}?signToken=${signToken}`)).status).toBe(200);
    await expectRefused(`Bearer ${signToken}`);
  });

  it('is refused on every route of the server but the calls made to open a session or without one', async () => {
    const paths = (await h.admin.get('api/openapi.json')).body.paths as Record<string, Record<string, unknown>>;
    const api = client(h.server.baseUrl);
    const answers: string[] = [];
    for (const [path, item] of Object.entries(paths))
      for (const method of Object.keys(item)) {
        const res = await api.request(method.toUpperCase(), path.replace(/\{[^}]+\}/g, '1'), method === 'get' || method === 'delete' ? undefined : {}, {
          authorization: 'Bearer ended-session',
        });
        if (res.status !== 401 || res.body?.detail !== REFUSAL) answers.push(`${method.toUpperCase()} ${path}`);
      }
    expect(answers.sort()).toEqual(
      [
        'GET /api/activate',
        'GET /api/authenticate-adiuto-oauth2',
        'GET /api/composer/captcha',
        'POST /api/account/reset-adiuto-password/finish',
        'POST /api/account/reset-adiuto-password/init',
        'POST /api/account/reset-password/finish',
        'POST /api/account/reset-password/init',
        'POST /api/authenticate',
        'POST /api/logout',
        'POST /api/register',
      ].sort(),
    );
    // The OpenAPI document itself, registered before the rest, and the app's files too.
    expect((await withHeader('Bearer ended-session').get('api/openapi.json')).status).toBe(401);
    expect((await withHeader('Bearer ended-session').get('index.html')).status).toBe(401);
  });

  it('does not stand in the way of signing in, registering or resetting a password', async () => {
    const stale = withHeader('Bearer ended-session');
    const signedIn = await stale.post('api/authenticate', { username: 'user', password: 'user' });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('authorization')).toMatch(/^Bearer /);
    expect((await stale.get('api/composer/captcha')).status).toBe(200);
    expect((await stale.post('api/account/reset-password/init', 'nobody@example.com', { 'content-type': 'text/plain' })).status).toBe(200);
    const login = unique('reg').replace(/[^a-z0-9]/gi, '').toLowerCase();
    expect((await stale.post('api/register', { login, email: `${login}@example.com`, password: 'reg-pass-1', langKey: 'en' })).status).toBe(201);
    // The account's own calls read who is calling: there the header is refused.
    expect((await stale.get('api/account')).status).toBe(401);
  });
});
