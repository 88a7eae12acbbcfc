import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, fieldErrors, useServer, type Client } from './client.js';
import { startTestProvider, type TestProvider } from '../support/oidc-provider.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are checked field by field */

/**
 * External sign-in against a real OpenID Connect provider on 127.0.0.1: the providers' endpoints,
 * and the whole redirect flow driven by hand as a browser would (cookies per host, redirects followed).
 */
const h = useServer();
let idp: TestProvider;
const REGISTRATIONS = ['local-idp', 'second-idp', 'off-idp'];

beforeAll(async () => {
  idp = await startTestProvider({ redirectUris: REGISTRATIONS.map((r) => `${h.server.baseUrl}/login/oauth2/code/${r}`) });
});
afterAll(async () => {
  await idp?.stop();
});

const providerBody = (registrationId: string, extra: Record<string, unknown> = {}) => ({
  registrationId,
  clientName: `Sign in with ${registrationId}`,
  issuerUri: idp.issuer,
  clientId: idp.clientId,
  clientSecret: idp.clientSecret,
  ...extra,
});

/** A browser's cookie jar and redirects, enough for the flow: cookies by host and path, Max-Age=0 removes. */
class Browser {
  private readonly cookies = new Map<string, { host: string; name: string; value: string; path: string }>();

  async fetch(url: string, init: RequestInit = {}): Promise<globalThis.Response> {
    const target = new URL(url);
    const cookie = [...this.cookies.values()]
      .filter((c) => c.host === target.host && target.pathname.startsWith(c.path))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    const res = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const path = attributes.find((a) => /^path=/i.test(a))?.slice(5) || '/';
      const gone = attributes.some((a) => /^max-age=0$/i.test(a) || /^expires=thu, 01 jan 1970/i.test(a));
      const key = `${target.host} ${path} ${name}`;
      if (gone || value === '') this.cookies.delete(key);
      else this.cookies.set(key, { host: target.host, name, value, path });
    }
    return res;
  }

  cookie(name: string): string | undefined {
    return [...this.cookies.values()].find((c) => c.name === name)?.value;
  }

  /** Follows redirects until a page answers, or until Portico sends the browser to one of its own screens. */
  async follow(url: string, init?: RequestInit): Promise<{ url: string; res?: globalThis.Response }> {
    let res = await this.fetch(url, init);
    for (let hops = 0; res.status >= 300 && res.status < 400; hops++) {
      if (hops > 20) throw new Error('too many redirects');
      url = new URL(res.headers.get('location')!, url).href;
      const at = new URL(url);
      if (at.origin === h.server.baseUrl && (at.pathname === '/login-adiuto-oauth' || at.pathname === '/login')) return { url };
      res = await this.fetch(url);
    }
    return { url, res };
  }
}

/** Starts the sign-in at Portico and stops at the provider's sign-in form; answers the form's address. */
async function toProviderForm(browser: Browser, registrationId: string): Promise<string> {
  const { url, res } = await browser.follow(`${h.server.baseUrl}/oauth2/authorization/${registrationId}`);
  expect(url.startsWith(`${idp.issuer}/interaction/`), url).toBe(true);
  expect(res!.status).toBe(200);
  expect(await res!.text()).toContain('<button type="submit">Sign in</button>');
  return url;
}

/** Signs in at the provider; answers where Portico sent the browser. */
async function signInAtProvider(browser: Browser, registrationId: string, login: string, password: string): Promise<string> {
  const form = await toProviderForm(browser, registrationId);
  const { url } = await browser.follow(`${form}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login, password }).toString(),
  });
  return url;
}

/** The whole flow: answers the Bearer token that api/authenticate-adiuto-oauth2 gives the landing page. */
async function signInThrough(registrationId: string, login: string, password: string): Promise<string> {
  const browser = new Browser();
  expect(await signInAtProvider(browser, registrationId, login, password)).toBe(`${h.server.baseUrl}/login-adiuto-oauth`);
  const res = await browser.fetch(`${h.server.baseUrl}/api/authenticate-adiuto-oauth2`);
  expect(res.status).toBe(200);
  const body = await res.json();
  expect(res.headers.get('authorization')).toBe(`Bearer ${body.id_token}`);
  return body.id_token;
}

const errorOf = (url: string) => {
  const at = new URL(url);
  expect(at.pathname).toBe('/login');
  return at.searchParams.get('error');
};

let provider: any;

describe('api/oauth2-providers', () => {
  it('creates a provider for an administrator, with defaults, and never answers its secret', async () => {
    const res = await h.admin.post('api/oauth2-providers', providerBody('local-idp'));
    expect(res.status, res.text).toBe(201);
    expect(res.headers.get('location')).toBe(`/api/oauth2-providers/${res.body.id}`);
    expect(res.headers.get('app-alert')).toBe('portico.oauth2-provider.created');
    const { clientSecret: _secret, ...expected } = providerBody('local-idp');
    expect(res.body).toEqual({ ...expected, id: res.body.id, scope: 'openid profile email', enabled: true });
    expect(res.text).not.toContain(idp.clientSecret);
    provider = res.body;

    const one = await h.admin.get(`api/oauth2-providers/${provider.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(provider);
    const list = await h.admin.get('api/oauth2-providers?page=0&size=20&sort=id,asc&cacheBuster=1');
    expect(list.status).toBe(200);
    expect(list.headers.get('x-total-count')).toBe('1');
    expect(list.body).toEqual([provider]);
    expect(list.text).not.toContain(idp.clientSecret);
    const eager = await h.admin.get('api/oauth2-providers?eager=true');
    expect(eager.text).not.toContain('clientSecret');
  });

  it('keeps the secret when an update leaves it out or sends null, and needs it on create', async () => {
    const put = await h.admin.put(`api/oauth2-providers/${provider.id}`, { ...provider, clientName: 'Local IdP' });
    expect(put.status, put.text).toBe(200);
    expect(put.body.clientName).toBe('Local IdP');
    expect(put.body).not.toHaveProperty('clientSecret');
    const patch = await h.admin.patch(`api/oauth2-providers/${provider.id}`, { id: provider.id, clientSecret: null });
    expect(patch.status, patch.text).toBe(200);
    provider = patch.body;
    // The stored secret still works: see the sign-in below.

    const missing = await h.admin.post('api/oauth2-providers', { ...providerBody('second-idp'), clientSecret: undefined });
    expect(missing.status).toBe(400);
    expect(fieldErrors(missing)).toEqual(['clientSecret:NotNull']);
  });

  it('answers a registrationId already used, or not in kebab-case, with 400', async () => {
    const clash = await h.admin.post('api/oauth2-providers', providerBody('local-idp'));
    expect(clash.status, clash.text).toBe(400);
    expect(clash.body.message).toBe('error.validation');
    expect(fieldErrors(clash)).toEqual(['registrationId:Unique']);
    const second = await h.admin.post('api/oauth2-providers', providerBody('second-idp', { enabled: false }));
    expect(second.status).toBe(201);
    const renamed = await h.admin.put(`api/oauth2-providers/${second.body.id}`, { ...second.body, registrationId: 'local-idp' });
    expect(fieldErrors(renamed)).toEqual(['registrationId:Unique']);
    const bad = await h.admin.post('api/oauth2-providers', providerBody('Not Kebab'));
    expect(fieldErrors(bad)).toEqual(['registrationId:Pattern']);
  });

  it('refuses filters and sorts on the secret', async () => {
    expect((await h.admin.get(`api/oauth2-providers?clientSecret.equals=${idp.clientSecret}`)).status).toBe(400);
    expect((await h.admin.get('api/oauth2-providers?sort=clientSecret,asc')).status).toBe(400);
  });

  it('is administered by ROLE_ADMIN only', async () => {
    for (const [api, status] of [
      [h.anonymous, 401],
      [h.user, 403],
      [h.wadmin, 403],
    ] as [Client, number][]) {
      expect((await api.post('api/oauth2-providers', providerBody('off-idp'))).status).toBe(status);
      expect((await api.get(`api/oauth2-providers/${provider.id}`)).status).toBe(status);
      expect((await api.put(`api/oauth2-providers/${provider.id}`, provider)).status).toBe(status);
      expect((await api.delete(`api/oauth2-providers/${provider.id}`)).status).toBe(status);
    }
  });

  it('lists the enabled providers to everyone else with their id, registrationId and clientName only', async () => {
    for (const api of [h.anonymous, h.user, h.wadmin]) {
      const res = await api.get('api/oauth2-providers?page=0&size=20&sort=clientName,asc&cacheBuster=2');
      expect(res.status).toBe(200);
      expect(res.headers.get('x-total-count')).toBe('1');
      expect(res.body).toEqual([{ id: provider.id, registrationId: 'local-idp', clientName: 'Local IdP' }]);
    }
    // A token that does not verify is not taken for a guest: the session it stood for has ended.
    expect((await client(h.server.baseUrl, 'not-a-token').get('api/oauth2-providers')).status).toBe(401);
    // Only the published fields may be filtered or sorted on.
    expect((await h.anonymous.get('api/oauth2-providers?clientId.equals=portico')).status).toBe(400);
    expect((await h.anonymous.get('api/oauth2-providers?sort=issuerUri,asc')).status).toBe(400);
    expect((await h.anonymous.get('api/oauth2-providers?registrationId.equals=second-idp')).body).toEqual([]);
    // The administrator sees both.
    expect((await h.admin.get('api/oauth2-providers')).headers.get('x-total-count')).toBe('2');
  });
});

describe('sign-in through an OpenID Connect provider', () => {
  let firstToken: string;
  let aliceId: number;

  it('creates an activated ROLE_USER account on the first sign-in', async () => {
    firstToken = await signInThrough('local-idp', 'alice', 'alice-secret');
    const account = await client(h.server.baseUrl, firstToken).get('api/account');
    expect(account.status).toBe(200);
    expect(account.body).toMatchObject({
      login: 'alice',
      email: 'alice@example.org',
      firstName: 'Alice',
      lastName: 'Liddell',
      activated: true,
      langKey: 'it',
      authorities: ['ROLE_USER'],
    });
    aliceId = account.body.id;
    // A ROLE_USER token: the administration stays closed.
    expect((await client(h.server.baseUrl, firstToken).get('api/themes')).status).toBe(403);
  });

  it('finds the same account on the next sign-in', async () => {
    const token = await signInThrough('local-idp', 'alice', 'alice-secret');
    expect(token).not.toBe('');
    const account = await client(h.server.baseUrl, token).get('api/account');
    expect(account.body).toMatchObject({ id: aliceId, login: 'alice', authorities: ['ROLE_USER'] });
  });

  it('makes the login unique and never links to an existing account by its name or email', async () => {
    const token = await signInThrough('local-idp', 'mallory', 'mallory-secret');
    const account = await client(h.server.baseUrl, token).get('api/account');
    expect(account.body).toMatchObject({ login: 'admin-2', authorities: ['ROLE_USER'], firstName: 'Mallory' });
    // The demonstration admin is untouched.
    const admin = await h.admin.get('api/account');
    expect(admin.body.authorities).toContain('ROLE_ADMIN');
  });

  it('gives the token once: a replayed, forged or missing proof is refused with 401', async () => {
    const browser = new Browser();
    expect(await signInAtProvider(browser, 'local-idp', 'alice', 'alice-secret')).toBe(`${h.server.baseUrl}/login-adiuto-oauth`);
    const proof = browser.cookie('portico_oauth2_proof');
    expect(proof).toBeTruthy();
    const first = await browser.fetch(`${h.server.baseUrl}/api/authenticate-adiuto-oauth2`);
    expect(first.status).toBe(200);
    // The answer removed the cookie; sending the same proof again is refused.
    expect(browser.cookie('portico_oauth2_proof')).toBeUndefined();
    const replay = await h.anonymous.get('api/authenticate-adiuto-oauth2', { cookie: `portico_oauth2_proof=${proof}` });
    expect(replay.status).toBe(401);
    expect(replay.headers.get('authorization')).toBeNull();
    expect(replay.body.id_token).toBeUndefined();
    expect((await h.anonymous.get('api/authenticate-adiuto-oauth2')).status).toBe(401);
    expect((await h.anonymous.get('api/authenticate-adiuto-oauth2', { cookie: 'portico_oauth2_proof=forged' })).status).toBe(401);
  });

  it('sets its cookies httpOnly, for their own paths and for minutes only', async () => {
    const res = await new Browser().fetch(`${h.server.baseUrl}/oauth2/authorization/local-idp`);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin).toBe(idp.issuer);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toBeTruthy();
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(location.searchParams.get('redirect_uri')).toBe(`${h.server.baseUrl}/login/oauth2/code/local-idp`);
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^portico_oauth2_state=[^;]+; Path=\/login\/oauth2\/code; Max-Age=600; HttpOnly; SameSite=Lax$/);
    // The verifier travels sealed: nothing of it is readable in the cookie.
    expect(cookie).not.toContain(location.searchParams.get('state')!);
  });
});

describe('sign-in through an OpenID Connect provider: the way back to the portal, and failures', () => {
  it('sends the provider\'s refusal to /login?error=…', async () => {
    const browser = new Browser();
    const form = await toProviderForm(browser, 'local-idp');
    const { url } = await browser.follow(`${form}/abort`, { method: 'POST' });
    expect(errorOf(url)).toBe('The person cancelled the sign-in');
    expect(browser.cookie('portico_oauth2_proof')).toBeUndefined();
  });

  it('sends a callback without its sign-in state, or for an unknown provider, to /login?error=…', async () => {
    const browser = new Browser();
    const form = await toProviderForm(browser, 'local-idp');
    // Another browser (without the state cookie) arrives with the code.
    const res = await browser.fetch(`${form}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'login=alice&password=alice-secret',
    });
    let url = new URL(res.headers.get('location')!, form).href;
    let next = await browser.fetch(url);
    while (!next.headers.get('location')!.includes('/login/oauth2/code/')) {
      url = new URL(next.headers.get('location')!, url).href;
      next = await browser.fetch(url);
    }
    const callback = new URL(next.headers.get('location')!, url).href;
    const stranger = await new Browser().follow(callback);
    expect(errorOf(stranger.url)).toMatch(/expired or was started in another browser/);
    // The same code with the right state works once.
    const own = await browser.follow(callback);
    expect(own.url).toBe(`${h.server.baseUrl}/login-adiuto-oauth`);

    const unknown = await new Browser().follow(`${h.server.baseUrl}/oauth2/authorization/no-such-idp`);
    expect(errorOf(unknown.url)).toBe('No sign-in provider "no-such-idp"');
    const disabled = await new Browser().follow(`${h.server.baseUrl}/oauth2/authorization/second-idp`);
    expect(errorOf(disabled.url)).toBe('No sign-in provider "second-idp"');
  });

  it('sends a failed code exchange to /login?error=… (a wrong client secret)', async () => {
    const put = await h.admin.put(`api/oauth2-providers/${provider.id}`, { ...provider, clientSecret: 'wrong-secret' });
    expect(put.status).toBe(200);
    try {
      const url = await signInAtProvider(new Browser(), 'local-idp', 'alice', 'alice-secret');
      expect(errorOf(url)).toMatch(/client/i);
    } finally {
      await h.admin.put(`api/oauth2-providers/${provider.id}`, { ...provider, clientSecret: idp.clientSecret });
    }
    // With the right secret again, the sign-in works.
    await signInThrough('local-idp', 'alice', 'alice-secret');
  });

  it('deletes a provider; its address then leads back to the sign-in screen', async () => {
    expect((await h.admin.delete(`api/oauth2-providers/${provider.id}`)).status).toBe(204);
    expect((await h.admin.get(`api/oauth2-providers/${provider.id}`)).status).toBe(404);
    const { url } = await new Browser().follow(`${h.server.baseUrl}/oauth2/authorization/local-idp`);
    expect(errorOf(url)).toBe('No sign-in provider "local-idp"');
  });
});
