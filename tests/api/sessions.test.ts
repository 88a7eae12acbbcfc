import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { solvedCaptcha, TEST_JWT_SECRET } from '../support/captcha.js';
import { lastMailTo, linkIn } from '../support/outbox.js';
import { client, useServer } from './client.js';

/** Which Bearer tokens sign anybody in: never one without an expiry, never one issued before the account's password changed. */
const h = useServer({ env: { JWT_SECRET: TEST_JWT_SECRET } });
const secret = new TextEncoder().encode(TEST_JWT_SECRET);

let counter = 0;
/** A new, activated account (registered and activated as its owner would). */
async function activeAccount() {
  const login = `s${process.pid}x${Date.now().toString(36)}x${++counter}`;
  const account = { login, email: `${login}@example.com`, password: 'first-pass' };
  expect((await h.anonymous.post('api/register', { ...account, langKey: 'en' })).status).toBe(201);
  const mail = await lastMailTo(h.admin, account.email, 'activation');
  expect((await h.anonymous.get(`api/activate?key=${linkIn(mail.text, '/account/activate').key}`)).status).toBe(200);
  return account;
}

async function signIn(username: string, password: string): Promise<string> {
  const res = await h.anonymous.post('api/authenticate', { username, password });
  expect(res.status, res.text).toBe(200);
  return res.body.id_token as string;
}

const accountStatus = async (token: string) => (await client(h.server.baseUrl, token).get('api/account')).status;

describe('tokens that never sign anybody in', () => {
  const forged = (build: (jwt: SignJWT) => SignJWT) => build(new SignJWT({ auth: 'ROLE_ADMIN,ROLE_USER' }).setProtectedHeader({ alg: 'HS512' }).setSubject('admin')).sign(secret);
  const now = () => Math.floor(Date.now() / 1000);

  it('refuses a genuinely signed token without an expiry, or without an issue time', async () => {
    // The same secret and claims with an expiry sign in: only the missing claim is refused.
    expect(await accountStatus(await forged((t) => t.setIssuedAt().setExpirationTime('1h')))).toBe(200);
    expect(await accountStatus(await forged((t) => t.setIssuedAt()))).toBe(401);
    expect(await accountStatus(await forged((t) => t.setExpirationTime('1h')))).toBe(401);
    expect(await accountStatus(await forged((t) => t.setIssuedAt(now() - 7200).setExpirationTime(now() - 3600)))).toBe(401);
  });
});

describe('a new password ends the sessions opened before it', () => {
  it('POST api/account/change-password: other sessions end, the one that changed it goes on with a new token', async () => {
    const account = await activeAccount();
    const [mine, other] = [await signIn(account.login, account.password), await signIn(account.login, account.password)];
    const res = await client(h.server.baseUrl, mine).post('api/account/change-password', { currentPassword: account.password, newPassword: 'second-pass' });
    expect(res.status).toBe(200);
    const renewed = res.headers.get('authorization')?.replace(/^Bearer /, '');
    expect(renewed).toBeTruthy();

    // Both earlier tokens were issued within the second of the change, and both are refused.
    expect(await accountStatus(mine)).toBe(401);
    expect(await accountStatus(other)).toBe(401);
    expect(await accountStatus(renewed!)).toBe(200);
    // A sign-in with the new password right after the change (the same second) works at once.
    expect(await accountStatus(await signIn(account.login, 'second-pass'))).toBe(200);
  });

  it('the renewed token expires when the old one would have ("remember me" kept)', async () => {
    const account = await activeAccount();
    const remembered = await h.anonymous.post('api/authenticate', { username: account.login, password: account.password, rememberMe: true });
    const old = remembered.body.id_token as string;
    const res = await client(h.server.baseUrl, old).post('api/account/change-password', { currentPassword: account.password, newPassword: 'second-pass' });
    const renewed = res.headers.get('authorization')!.replace(/^Bearer /, '');
    const exp = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).exp as number;
    expect(exp(renewed)).toBe(exp(old));
  });

  it('POST api/account/reset-password/finish ends every session of the account', async () => {
    const account = await activeAccount();
    const session = await signIn(account.login, account.password);
    expect((await h.anonymous.request('POST', 'api/account/reset-password/init', account.email, { 'content-type': 'text/plain' })).status).toBe(200);
    const { key } = linkIn((await lastMailTo(h.admin, account.email, 'password-reset')).text, '/account/reset/finish');
    const finish = await client(h.server.baseUrl, session).post('api/account/reset-password/finish', { key, newPassword: 'reset-pass' });
    expect(finish.status).toBe(200);
    // A reset proves nothing about the session that sent it: no new token.
    expect(finish.headers.get('authorization')).toBeNull();
    expect(await accountStatus(session)).toBe(401);
    expect(await accountStatus(await signIn(account.login, 'reset-pass'))).toBe(200);
  });

  it('POST api/account/change-adiuto-password ends the sessions; a signed-in owner goes on with a new token', async () => {
    const account = await activeAccount();
    const [caller, other] = [await signIn(account.login, account.password), await signIn(account.login, account.password)];
    const change = (token: string | undefined, currentPassword: string, newPassword: string) =>
      client(h.server.baseUrl, token).post('api/account/change-adiuto-password', { username: account.login, currentPassword, newPassword, ...solvedCaptcha() });

    const fromModal = await change(undefined, account.password, 'second-pass');
    expect(fromModal.status).toBe(200);
    expect(fromModal.headers.get('authorization')).toBeNull();
    expect(await accountStatus(caller)).toBe(401);
    expect(await accountStatus(other)).toBe(401);

    const session = await signIn(account.login, 'second-pass');
    const signedIn = await change(session, 'second-pass', 'third-pass');
    expect(signedIn.status).toBe(200);
    expect(await accountStatus(session)).toBe(401);
    expect(await accountStatus(signedIn.headers.get('authorization')!.replace(/^Bearer /, ''))).toBe(200);
  });

  it('a password change of one account leaves the sessions of others alone', async () => {
    const [one, two] = [await activeAccount(), await activeAccount()];
    const twoSession = await signIn(two.login, two.password);
    const res = await client(h.server.baseUrl, await signIn(one.login, one.password)).post('api/account/change-password', { currentPassword: one.password, newPassword: 'second-pass' });
    expect(res.status).toBe(200);
    expect(await accountStatus(twoSession)).toBe(200);
  });
});
