import { describe, expect, it } from 'vitest';
import { useServer } from './client.js';
import { solvedCaptcha, TEST_JWT_SECRET } from '../support/captcha.js';

/** Sign-in failure limits per login and per client address (small limits for the test). */
const h = useServer({
  env: { SIGN_IN_MAX_FAILURES_PER_LOGIN: '3', SIGN_IN_MAX_FAILURES_PER_ADDRESS: '8', SIGN_IN_FAILURE_WINDOW_SECONDS: '600', JWT_SECRET: TEST_JWT_SECRET },
});

const signIn = (username: string, password: string) => h.anonymous.post('api/authenticate', { username, password });

describe('sign-in failure limits', () => {
  it('answers 429 with Retry-After after N failures for one login, even with the right password', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn('user', 'wrong')).status).toBe(401);
    for (const password of ['wrong', 'user']) {
      const res = await signIn('user', password);
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ status: 429, title: 'Too Many Requests', message: 'error.signin.toomanyattempts' });
      expect(res.body.detail).toMatch(/^Too many failed sign-in attempts for this account\. Try again in 10 minutes\.$/);
      expect(res.headers.get('content-type')).toMatch(/problem\+json/);
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(590);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(res.headers.get('authorization')).toBeNull();
    }
    // The same login in another case is the same account.
    expect((await signIn('USER', 'user')).status).toBe(429);
    // The gateway password change checks passwords too, so it is refused as well.
    const change = await h.anonymous.post('api/account/change-adiuto-password', { username: 'user', currentPassword: 'user', newPassword: 'other', ...solvedCaptcha() });
    expect(change.status).toBe(429);
    // Other accounts are not affected.
    expect((await signIn('wadmin', 'wadmin')).status).toBe(200);
  });

  it('forgets the failures of an account at its next successful sign-in', async () => {
    for (let i = 0; i < 2; i++) expect((await signIn('admin', 'wrong')).status).toBe(401);
    expect((await signIn('admin', 'admin')).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await signIn('admin', 'wrong')).status).toBe(401);
    expect((await signIn('admin', 'admin')).status).toBe(200);
  });

  it('answers 429 for every login once the address failed too often', async () => {
    // 3 (user) + 4 (admin) failures so far; the eighth reaches the address limit.
    expect((await signIn('someone', 'wrong')).status).toBe(401);
    const res = await signIn('wadmin', 'wadmin');
    expect(res.status).toBe(429);
    expect(res.body.detail).toMatch(/for this address/);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
