import { describe, expect, it } from 'vitest';
import { client, fieldErrors, useServer } from './client.js';
import { solvedCaptcha, TEST_JWT_SECRET } from '../support/captcha.js';
import { lastMailTo, linkIn, mailsTo } from '../support/outbox.js';
import { withDatabase } from '../support/sql.js';
import { userSchema } from '../../src/shared/user.js';

/** Registration, activation, settings, password change and reset, and the gateway password calls (spec 000 §7.3). */
const h = useServer({ env: { PASSWORD_MAX_AGE_DAYS: '30', JWT_SECRET: TEST_JWT_SECRET, PORTICO_BASE_URL: 'https://portal.example.com' } });

let counter = 0;
const fresh = (prefix = 'u') => {
  const login = `${prefix}${process.pid}x${Date.now().toString(36)}x${++counter}`.toLowerCase();
  return { login, email: `${login}@example.com`, password: 'first-pass' };
};

const signIn = (username: string, password: string) => h.anonymous.post('api/authenticate', { username, password });

/** Registers and activates an account through the API, as its owner would. */
async function activeAccount(langKey = 'en') {
  const account = fresh();
  expect((await h.anonymous.post('api/register', { ...account, langKey })).status).toBe(201);
  const mail = await lastMailTo(h.admin, account.email, 'activation');
  expect((await h.anonymous.get(`api/activate?key=${linkIn(mail.text, '/account/activate').key}`)).status).toBe(200);
  return account;
}

const tokenOf = async (username: string, password: string) => {
  const res = await signIn(username, password);
  expect(res.status, res.text).toBe(200);
  return client(h.server.baseUrl, res.body.id_token);
};

describe('POST api/register and GET api/activate', () => {
  it('creates an inactive ROLE_USER account, mails the activation link, and activates it once', async () => {
    const account = fresh();
    const res = await h.anonymous.post('api/register', { ...account, langKey: 'it' });
    expect(res.status).toBe(201);
    expect(res.text).toBe('');
    // Not yet activated: no token.
    expect((await signIn(account.login, account.password)).status).toBe(401);

    const mail = await lastMailTo(h.admin, account.email, 'activation');
    expect(mail).toMatchObject({ recipient: account.email, langKey: 'it', subject: 'Attiva il tuo account Portico' });
    expect(mail.text).toContain(`Gentile ${account.login},`);
    const { url, key } = linkIn(mail.text, '/account/activate');
    expect(url).toBe(`https://portal.example.com/account/activate?key=${key}`);
    expect(mail.html).toContain(`<a href="${url}">`);

    expect((await h.anonymous.get(`api/activate?key=${key}`)).status).toBe(200);
    const again = await h.anonymous.get(`api/activate?key=${key}`);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('error.key.invalid');

    const me = await (await tokenOf(account.login, account.password)).get('api/account');
    expect(me.body).toMatchObject({ login: account.login, email: account.email, activated: true, langKey: 'it', authorities: ['ROLE_USER'] });
    // The account's members and its document-store identity: nothing of its password or sessions.
    expect(Object.keys(me.body).sort()).toEqual([...Object.keys(userSchema.properties), 'adiutoUserData'].sort());
  });

  it('accepts an email-like login and defaults langKey to en', async () => {
    const account = fresh();
    const login = `first.last+${account.login}@example.org`;
    expect((await h.anonymous.post('api/register', { login, email: account.email, password: 'abcd' })).status).toBe(201);
    expect((await lastMailTo(h.admin, account.email, 'activation')).langKey).toBe('en');
  });

  it('answers 400 with errorKey userexists for a taken login', async () => {
    const res = await h.anonymous.post('api/register', { login: 'admin', email: 'someone-new@example.com', password: 'secret' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorKey: 'userexists', message: 'error.userexists', params: 'userManagement' });
    expect(res.headers.get('app-error')).toBe('error.userexists');
    expect(await mailsTo(h.admin, 'someone-new@example.com')).toEqual([]);
  });

  it('answers a taken email exactly like a new registration and mails the owner instead', async () => {
    const owner = await activeAccount('fr');
    const intruder = fresh('x');
    const taken = await h.anonymous.post('api/register', { ...intruder, email: owner.email.toUpperCase() });
    const brandNew = await h.anonymous.post('api/register', fresh('y'));
    expect(taken.status).toBe(brandNew.status);
    expect(taken.text).toBe(brandNew.text);
    const names = (headers: Headers) => [...(headers as unknown as Map<string, string>).keys()].filter((k) => k !== 'date').sort();
    expect(names(taken.headers)).toEqual(names(brandNew.headers));

    const warning = await lastMailTo(h.admin, owner.email, 'registration-duplicate');
    expect(warning.langKey).toBe('fr');
    expect(warning.text).toContain(owner.login);
    expect(warning.text).toContain('https://portal.example.com/account/reset/request');
    // No account was made for the intruder.
    expect((await mailsTo(h.admin, owner.email)).filter((m) => m.mailKey === 'activation')).toHaveLength(1);
    expect((await h.anonymous.post('api/register', { ...intruder, email: `${intruder.login}@example.net` })).status).toBe(201);
  });
});

describe('POST api/register and GET api/activate: expired keys and bodies refused', () => {
  it('gives back the login of a registration whose activation key expired', async () => {
    const account = fresh();
    expect((await h.anonymous.post('api/register', account)).status).toBe(201);
    expect((await h.anonymous.post('api/register', { ...account, email: `other-${account.email}` })).body.errorKey).toBe('userexists');
    const { key } = linkIn((await lastMailTo(h.admin, account.email, 'activation')).text, '/account/activate');
    await withDatabase(h.server, (db) => db.updateTable('account_key').set({ expires_at: Date.now() - 1 }).where('purpose', '=', 'activation').execute());
    expect((await h.anonymous.get(`api/activate?key=${key}`)).status).toBe(400);
    expect((await h.anonymous.post('api/register', { ...account, email: `other-${account.email}` })).status).toBe(201);
  });

  it('answers 400 problems for bodies that break the rules of §5', async () => {
    const good = fresh();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, login: '' }, 'login:Size'],
      [{ ...good, login: 'x'.repeat(51) }, 'login:Size'],
      [{ ...good, login: 'has space' }, 'login:Pattern'],
      [{ ...good, login: 'bad#char' }, 'login:Pattern'],
      [{ ...good, email: 'a@b' }, 'email:Size'],
      [{ ...good, email: `${'e'.repeat(250)}@x.io` }, 'email:Size'],
      [{ ...good, email: 'not-an-email' }, 'email:Pattern'],
      [{ ...good, password: 'abc' }, 'password:Size'],
      [{ ...good, password: 'p'.repeat(51) }, 'password:Size'],
      [{ login: good.login, email: good.email }, 'password:NotNull'],
      [{ ...good, admin: true }, 'admin:Unknown'],
    ];
    for (const [body, error] of cases) {
      const res = await h.anonymous.post('api/register', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe('error.validation');
      expect(fieldErrors(res)).toContain(error);
    }
    expect((await h.anonymous.post('api/register', '{"login":')).status).toBe(400);
    expect((await h.anonymous.get('api/activate')).status).toBe(400);
    expect((await h.anonymous.get('api/activate?key=unknown')).body.message).toBe('error.key.invalid');
    expect(await mailsTo(h.admin, good.email)).toEqual([]);
  });
});

describe('POST api/account (settings)', () => {
  it('changes names, email and language of the signed-in account only', async () => {
    const account = await activeAccount();
    const api = await tokenOf(account.login, account.password);
    const read = (await api.get('api/account')).body;
    const res = await api.post('api/account', { ...read, firstName: 'Ada', lastName: 'Lovelace', email: `new-${account.email}`, langKey: 'de', login: 'admin' });
    expect(res.status).toBe(200);
    expect((await api.get('api/account')).body).toMatchObject({ login: account.login, firstName: 'Ada', lastName: 'Lovelace', email: `new-${account.email}`, langKey: 'de' });
    expect((await h.admin.get('api/account')).body.firstName).not.toBe('Ada');
  });

  it("refuses another account's email, bad bodies and guests", async () => {
    const api = await tokenOf((await activeAccount()).login, 'first-pass');
    const taken = await api.post('api/account', { email: 'admin@localhost', langKey: 'en' });
    expect(taken.status).toBe(400);
    expect(taken.body.errorKey).toBe('emailexists');
    expect(fieldErrors(await api.post('api/account', { email: 'x', langKey: 'en' }))).toContain('email:Size');
    expect(fieldErrors(await api.post('api/account', { email: 'ok@example.com', langKey: 'english!' }))).toContain('langKey:Pattern');
    expect((await h.anonymous.post('api/account', { email: 'ok@example.com', langKey: 'en' })).status).toBe(401);
  });
});

describe('POST api/account/change-password', () => {
  it('checks the current password and sets the new one', async () => {
    const account = await activeAccount();
    const api = await tokenOf(account.login, account.password);
    const wrong = await api.post('api/account/change-password', { currentPassword: 'nope', newPassword: 'second-pass' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('error.password.incorrect');
    expect(fieldErrors(await api.post('api/account/change-password', { currentPassword: account.password, newPassword: 'abc' }))).toEqual(['newPassword:Size']);
    expect((await api.post('api/account/change-password', { currentPassword: account.password, newPassword: 'second-pass' })).status).toBe(200);
    expect((await signIn(account.login, account.password)).status).toBe(401);
    expect((await signIn(account.login, 'second-pass')).status).toBe(200);
    expect((await h.anonymous.post('api/account/change-password', { currentPassword: 'a', newPassword: 'bbbb' })).status).toBe(401);
  });
});

describe('password reset by email', () => {
  it('mails a single-use link that sets a new password', async () => {
    const account = await activeAccount('es');
    const init = await h.anonymous.request('POST', 'api/account/reset-password/init', account.email.toUpperCase(), { 'content-type': 'text/plain' });
    expect(init.status).toBe(200);
    const mail = await lastMailTo(h.admin, account.email, 'password-reset');
    expect(mail.subject).toBe('Restablezca su contraseña de Portico');
    const { url, key } = linkIn(mail.text, '/account/reset/finish');
    expect(url).toBe(`https://portal.example.com/account/reset/finish?key=${key}`);

    expect(fieldErrors(await h.anonymous.post('api/account/reset-password/finish', { key, newPassword: 'abc' }))).toEqual(['newPassword:Size']);
    expect((await h.anonymous.post('api/account/reset-password/finish', { key, newPassword: 'reset-pass' })).status).toBe(200);
    expect((await signIn(account.login, 'reset-pass')).status).toBe(200);
    const reused = await h.anonymous.post('api/account/reset-password/finish', { key, newPassword: 'other-pass' });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('error.key.invalid');
    // An activation key is not a reset key.
    expect((await h.anonymous.post('api/account/reset-password/finish', { key: 'made-up', newPassword: 'other-pass' })).status).toBe(400);
  });

  it('answers 200 for an unknown address without mailing anyone, and 400 for a malformed one', async () => {
    const before = (await h.admin.get('api/admin/mail-outbox?size=1')).headers.get('x-total-count');
    const res = await h.anonymous.request('POST', 'api/account/reset-password/init', 'nobody-here@example.com', { 'content-type': 'text/plain' });
    expect(res.status).toBe(200);
    expect((await h.admin.get('api/admin/mail-outbox?size=1')).headers.get('x-total-count')).toBe(before);
    const bad = await h.anonymous.request('POST', 'api/account/reset-password/init', 'nope', { 'content-type': 'text/plain' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('error.validation');
  });
});

describe('expired passwords and the gateway password calls', () => {
  it('answers 403 without a token for a password older than PASSWORD_MAX_AGE_DAYS, until change-adiuto-password', async () => {
    const account = await activeAccount();
    await withDatabase(h.server, (db) =>
      db.updateTable('app_user').set({ password_set_at: Date.now() - 31 * 86_400_000 }).where('login', '=', account.login).execute(),
    );
    const expired = await signIn(account.login, account.password);
    expect(expired.status).toBe(403);
    expect(expired.body.message).toBe('error.password.expired');
    expect(expired.headers.get('authorization')).toBeNull();
    expect(expired.body.id_token).toBeUndefined();
    // A wrong password still answers 401: the 403 is only for those who know the password.
    expect((await signIn(account.login, 'wrong')).status).toBe(401);

    const change = (body: Record<string, unknown>) => h.anonymous.post('api/account/change-adiuto-password', body);
    const base = { username: account.login, currentPassword: account.password, newPassword: 'renewed-pass' };
    expect((await change(base)).body.message).toBe('error.captcha');
    expect((await change({ ...base, ...solvedCaptcha({ answer: 'abcde' }), captcha: 'wrong' })).body.message).toBe('error.captcha');
    const wrongPassword = await change({ ...base, currentPassword: 'not-it', ...solvedCaptcha() });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.message).toBe('error.password.incorrect');
    expect((await change({ ...base, newPassword: account.password, ...solvedCaptcha() })).body.message).toBe('error.password.same');
    expect(fieldErrors(await change({ ...base, newPassword: 'abc', ...solvedCaptcha() }))).toEqual(['newPassword:Size']);
    expect((await change({ ...base, ...solvedCaptcha() })).status).toBe(200);
    expect((await signIn(account.login, account.password)).status).toBe(401);
    expect((await signIn(account.login, 'renewed-pass')).status).toBe(200);
  });

  it('resets through a mailed key to a temporary password that must be changed at the next sign-in', async () => {
    const account = await activeAccount('de');
    const init = (body: Record<string, unknown>) => h.anonymous.post('api/account/reset-adiuto-password/init', body);
    expect((await init({ username: account.login, email: account.email })).body.message).toBe('error.captcha');
    // A mismatched email answers the same 200 and mails nothing.
    expect((await init({ username: account.login, email: 'other@example.com', ...solvedCaptcha() })).status).toBe(200);
    expect((await init({ username: 'nobody-at-all', email: account.email, ...solvedCaptcha() })).status).toBe(200);
    expect((await mailsTo(h.admin, account.email)).map((m) => m.mailKey)).toEqual(['activation']);

    expect((await init({ username: account.login.toUpperCase(), email: account.email, ...solvedCaptcha() })).status).toBe(200);
    const mail = await lastMailTo(h.admin, account.email, 'adiuto-password-reset');
    expect(mail.langKey).toBe('de');
    const { url, key } = linkIn(mail.text, '/account/reset/adiuto/finish/');
    expect(url).toBe(`https://portal.example.com/account/reset/adiuto/finish/${key}`);
    // Until the key is used, the old password still works.
    expect((await signIn(account.login, account.password)).status).toBe(200);

    expect((await h.anonymous.post('api/account/reset-adiuto-password/finish', { key })).status).toBe(200);
    const reused = await h.anonymous.post('api/account/reset-adiuto-password/finish', { key });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('error.key.invalid');
    expect(fieldErrors(await h.anonymous.post('api/account/reset-adiuto-password/finish', {}))).toEqual(['key:NotNull']);

    const temporary = (await lastMailTo(h.admin, account.email, 'adiuto-temporary-password')).text.match(/: (\S{12})\n/)![1];
    expect((await signIn(account.login, account.password)).status).toBe(401);
    expect((await signIn(account.login, temporary)).status).toBe(403);
    const changed = await h.anonymous.post('api/account/change-adiuto-password', {
      username: account.login,
      currentPassword: temporary,
      newPassword: 'chosen-pass',
      ...solvedCaptcha(),
    });
    expect(changed.status).toBe(200);
    expect((await signIn(account.login, 'chosen-pass')).status).toBe(200);
  });

  it('refuses an expired reset key', async () => {
    const account = await activeAccount();
    await h.anonymous.post('api/account/reset-adiuto-password/init', { username: account.login, email: account.email, ...solvedCaptcha() });
    const { key } = linkIn((await lastMailTo(h.admin, account.email, 'adiuto-password-reset')).text, '/account/reset/adiuto/finish/');
    await withDatabase(h.server, (db) => db.updateTable('account_key').set({ expires_at: Date.now() - 1 }).where('purpose', '=', 'adiuto-reset').execute());
    expect((await h.anonymous.post('api/account/reset-adiuto-password/finish', { key })).status).toBe(400);
    expect((await signIn(account.login, account.password)).status).toBe(200);
  });
});
