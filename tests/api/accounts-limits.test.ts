import { describe, expect, it } from 'vitest';
import { useServer } from './client.js';
import { solvedCaptcha, TEST_JWT_SECRET } from '../support/captcha.js';

/** Sign-in failure limits per login and per client address (small limits for the test). */
const h = useServer({
  env: { SIGN_IN_MAX_FAILURES_PER_LOGIN: '3', SIGN_IN_MAX_FAILURES_PER_ADDRESS: '8', SIGN_IN_FAILURE_WINDOW_SECONDS: '600', JWT_SECRET: TEST_JWT_SECRET },
});

const signIn = (username: string, password: string, captcha: object = {}) => h.anonymous.post('api/authenticate', { username, password, ...captcha });

const expectCaptchaRequired = (res: Awaited<ReturnType<typeof signIn>>) => {
  expect(res.status, res.text).toBe(400);
  expect(res.body).toMatchObject({ status: 400, title: 'Captcha required', message: 'error.signin.captcharequired' });
  expect(res.headers.get('content-type')).toMatch(/problem\+json/);
  expect(res.headers.get('authorization')).toBeNull();
};

describe('sign-in failure limits', () => {
  it('asks for a captcha after N failures for one login, and signs the owner in with it', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn('user', 'wrong')).status).toBe(401);
    // The site has no captcha, yet this login now needs one, before any password is checked.
    for (const password of ['wrong', 'user']) expectCaptchaRequired(await signIn('user', password));
    // The same login in another case is the same account; a wrong or reused answer is no answer.
    expectCaptchaRequired(await signIn('USER', 'user'));
    const spent = solvedCaptcha({ answer: 'right' });
    expectCaptchaRequired(await signIn('user', 'user', { ...spent, captcha: 'wrong' }));
    expectCaptchaRequired(await signIn('user', 'user', spent));
    // With an answered captcha a wrong password is still refused, and counted.
    expect((await signIn('user', 'wrong', solvedCaptcha())).status).toBe(401);
    // The right password with an answered captcha signs in, and the account's failures are forgotten.
    const res = await signIn('user', 'user', solvedCaptcha());
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('authorization')).toMatch(/^Bearer /);
    expect((await signIn('user', 'user')).status).toBe(200);
    // Other accounts were never asked.
    expect((await signIn('wadmin', 'wadmin')).status).toBe(200);
  });

  it('asks an unknown login for a captcha after as many failures: the answer says nothing of which logins exist', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn('nobody-here', 'wrong')).status).toBe(401);
    expectCaptchaRequired(await signIn('nobody-here', 'wrong'));
  });

  it('answers 429 for every login once the address failed too often, the right password and captcha included', async () => {
    // 4 (user) + 3 (nobody-here) failures so far; the eighth reaches the address limit.
    expect((await signIn('someone', 'wrong')).status).toBe(401);
    const res = await signIn('wadmin', 'wadmin', solvedCaptcha());
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ status: 429, title: 'Too Many Requests', message: 'error.signin.toomanyattempts' });
    expect(res.body.detail).toMatch(/^Too many failed sign-in attempts for this address\. Try again in 10 minutes\.$/);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // The gateway password change checks passwords too, so it is refused as well.
    const change = await h.anonymous.post('api/account/change-adiuto-password', { username: 'wadmin', currentPassword: 'wadmin', newPassword: 'other', ...solvedCaptcha() });
    expect(change.status).toBe(429);
  });
});
