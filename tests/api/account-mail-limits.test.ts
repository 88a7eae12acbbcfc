import { describe, expect, it } from 'vitest';
import { useServer, type Response } from './client.js';
import { solvedCaptcha, TEST_JWT_SECRET } from '../support/captcha.js';
import { lastMailTo, linkIn, mailsTo } from '../support/outbox.js';

/**
 * The calls that mail an address they are given (registration, the password resets) are limited per
 * recipient and per client address: 3 and 15 per 10 minutes here. The tests run in order, all from
 * one client address, and count what each adds to it.
 */
const h = useServer({
  env: { ACCOUNT_MAILS_PER_RECIPIENT: '3', ACCOUNT_MAILS_PER_CLIENT_ADDRESS: '15', ACCOUNT_MAIL_WINDOW_SECONDS: '600', JWT_SECRET: TEST_JWT_SECRET },
});
/** The mails about an account sent to an address: the demonstration's signature requests have also told its accounts to sign, which these limits do not count. */
const accountMails = async (address: string) => (await mailsTo(h.admin, address)).filter((m) => !String(m.mailKey).startsWith('sign-'));

const resetInit = (email: string) => h.anonymous.request('POST', 'api/account/reset-password/init', email, { 'content-type': 'text/plain' });
const register = (login: string, email: string) => h.anonymous.post('api/register', { login, email, password: 'first-pass', langKey: 'en' });
const fresh = (prefix: string) => `${prefix}${process.pid}x${Date.now().toString(36)}`.toLowerCase();

/** The 429 of a limit: a problem body, Retry-After within the window, nothing about the address's owner. */
function expectTooMany(res: Response, what: 'for this e-mail address' | 'from this network address') {
  expect(res.status, res.text).toBe(429);
  expect(res.headers.get('content-type')).toMatch(/problem\+json/);
  expect(res.body).toMatchObject({ status: 429, title: 'Too Many Requests', message: 'error.mail.toomany' });
  expect(res.body.detail).toMatch(new RegExp(`^Too many mails were asked ${what}\\. Try again in (9|10) minutes\\.$`));
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(500);
  expect(retryAfter).toBeLessThanOrEqual(600);
}

describe('mails asked for an address', () => {
  it('a reset link stays good when another is asked for; at the limit the address gets no more mail', async () => {
    // Client address: 3 requests counted.
    const login = fresh('flood');
    const email = `${login}@example.com`;
    expect((await register(login, email)).status).toBe(201);
    const activation = await lastMailTo(h.admin, email, 'activation');
    expect((await h.anonymous.get(`api/activate?key=${linkIn(activation.text, '/account/activate').key}`)).status).toBe(200);

    expect((await resetInit(email)).status).toBe(200);
    const first = linkIn((await lastMailTo(h.admin, email, 'password-reset')).text, '/account/reset/finish').key;
    expect((await resetInit(email.toUpperCase())).status).toBe(200);
    expectTooMany(await resetInit(email), 'for this e-mail address');
    const mails = await mailsTo(h.admin, email);
    expect(mails.map((m) => m.mailKey)).toEqual(['password-reset', 'password-reset', 'activation']);
    const second = linkIn((await h.admin.get(`api/admin/mail-outbox/${mails[0].id}`)).body.text, '/account/reset/finish').key;
    expect(second).not.toBe(first);

    // The first link was not voided by the second request; using it ends the other.
    expect((await h.anonymous.post('api/account/reset-password/finish', { key: first, newPassword: 'chosen-pass' })).status).toBe(200);
    const ended = await h.anonymous.post('api/account/reset-password/finish', { key: second, newPassword: 'other-pass' });
    expect(ended.status).toBe(400);
    expect(ended.body.message).toBe('error.key.invalid');
    expect((await h.anonymous.post('api/authenticate', { username: login, password: 'chosen-pass' })).status).toBe(200);
  });

  it('answers an unknown address exactly as a known one, and mails only the known one', async () => {
    // Client address: 6 more (9).
    const known = 'wadmin@localhost';
    const unknown = `${fresh('nobody')}@example.com`;
    const answers = async (email: string) => {
      const seen: unknown[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await resetInit(email);
        seen.push({ status: res.status, body: res.text && { ...res.body, detail: res.body.detail.replace(/\d+ minutes/, 'N minutes') }, retryAfter: res.headers.has('retry-after') });
      }
      return seen;
    };
    const [ofKnown, ofUnknown] = [await answers(known), await answers(unknown)];
    expect(ofUnknown).toEqual(ofKnown);
    expect(ofKnown.map((a) => (a as { status: number }).status)).toEqual([200, 200, 200, 429]);
    expect((await mailsTo(h.admin, known)).map((m) => m.mailKey)).toEqual(['password-reset', 'password-reset', 'password-reset']);
    expect(await mailsTo(h.admin, unknown)).toEqual([]);
  });

  it('lets requests sent at once pass the limit no more than one at a time would', async () => {
    // Client address: 3 more (12).
    const email = `${fresh('burst')}@example.com`;
    const statuses = (await Promise.all(Array.from({ length: 6 }, () => resetInit(email)))).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
  });

  it('limits registrations that name somebody else\'s address: its owner is told 3 times, then no more', async () => {
    // Client address: 3 more (15, its limit).
    const owner = 'user@localhost';
    for (let i = 0; i < 3; i++) expect((await register(fresh(`intruder${i}`), owner)).status).toBe(201);
    expectTooMany(await register(fresh('intruder'), owner), 'for this e-mail address');
    expect((await accountMails(owner)).map((m) => m.mailKey)).toEqual(['registration-duplicate', 'registration-duplicate', 'registration-duplicate']);
  });

  it('refuses every mailing call from a client address at its limit, for any address, and writes nothing', async () => {
    const login = fresh('late');
    const email = `${login}@example.com`;
    expectTooMany(await register(login, email), 'from this network address');
    expectTooMany(await resetInit(email), 'from this network address');
    expectTooMany(await h.anonymous.post('api/account/reset-adiuto-password/init', { username: 'admin', email: 'admin@localhost', ...solvedCaptcha() }), 'from this network address');
    // The captcha is still checked first.
    expect((await h.anonymous.post('api/account/reset-adiuto-password/init', { username: 'admin', email: 'admin@localhost' })).body.message).toBe('error.captcha');
    expect((await h.admin.get(`api/admin/users/${login}`)).status).toBe(404);
    expect(await mailsTo(h.admin, email)).toEqual([]);
    expect(await accountMails('admin@localhost')).toEqual([]);
    // Signing in is not a mailing call.
    expect((await h.anonymous.post('api/authenticate', { username: 'user', password: 'user' })).status).toBe(200);
  });
});
