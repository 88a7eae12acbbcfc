import { beforeAll, describe, expect, it } from 'vitest';
import { useServer } from './client.js';
import { isSignedBy, solvedCaptcha, TEST_JWT_SECRET } from '../support/captcha.js';

/** GET api/composer/captcha and the captcha on sign-in when the site asks for one. */
const h = useServer({ env: { JWT_SECRET: TEST_JWT_SECRET, CAPTCHA_VALIDITY_SECONDS: '120' } });

const signIn = (body: object) => h.anonymous.post('api/authenticate', { username: 'user', password: 'user', ...body });

describe('GET api/composer/captcha', () => {
  it('answers a 240x70 PNG and a signed token that expires after CAPTCHA_VALIDITY_SECONDS, to guests', async () => {
    const res = await h.anonymous.get('api/composer/captcha');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['captchaImgBASE64', 'hiddenCaptcha']);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const png = Buffer.from(res.body.captchaImgBASE64, 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([240, 70]);
    expect(isSignedBy(res.body.hiddenCaptcha)).toBe(true);
    const expiry = Number(res.body.hiddenCaptcha.split('.')[1]);
    expect(expiry - Date.now()).toBeGreaterThan(110_000);
    expect(expiry - Date.now()).toBeLessThanOrEqual(120_000);
    // A new captcha each time.
    expect((await h.anonymous.get('api/composer/captcha')).body.hiddenCaptcha).not.toBe(res.body.hiddenCaptcha);
  });
});

describe('POST api/authenticate with captchaEnabled', () => {
  beforeAll(async () => {
    const sites = await h.admin.get('api/sites?sort=id,asc&size=1');
    const site = (await h.admin.get(`api/sites/${sites.body[0].id}`)).body;
    const res = await h.admin.put(`api/sites/${site.id}`, { ...site, theme: { id: site.theme.id }, captchaEnabled: true });
    expect(res.status, res.text).toBe(200);
  });

  it('refuses a sign-in without a captcha, with 400 error.captcha and no token', async () => {
    for (const body of [{}, { captcha: '', hiddenCaptcha: '' }, { captcha: null, hiddenCaptcha: null }, { captcha: 'abcde' }]) {
      const res = await signIn(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ status: 400, message: 'error.captcha' });
      expect(res.headers.get('authorization')).toBeNull();
    }
  });

  it('accepts the right answer once, in any case', async () => {
    const solved = solvedCaptcha({ answer: 'AbCdE' });
    const res = await signIn({ ...solved, captcha: 'aBcDe' });
    expect(res.status).toBe(200);
    expect(res.headers.get('authorization')).toMatch(/^Bearer /);
    const again = await signIn(solved);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('error.captcha');
  });

  it('refuses a wrong answer, and the captcha is then used up', async () => {
    const solved = solvedCaptcha({ answer: 'right' });
    expect((await signIn({ ...solved, captcha: 'wrong' })).body.message).toBe('error.captcha');
    expect((await signIn(solved)).body.message).toBe('error.captcha');
  });

  it('refuses an expired, forged or mangled token', async () => {
    expect((await signIn(solvedCaptcha({ answer: 'late1', expiresInMs: -1 }))).body.message).toBe('error.captcha');
    expect((await signIn(solvedCaptcha({ answer: 'forge', jwtSecret: 'another-secret-'.padEnd(72, 'y') }))).body.message).toBe('error.captcha');
    const { captcha, hiddenCaptcha } = solvedCaptcha({ answer: 'later' });
    const [id, expiry, signature, proof] = hiddenCaptcha.split('.');
    // A later expiry breaks the signature.
    expect((await signIn({ captcha, hiddenCaptcha: [id, Number(expiry) + 60_000, signature, proof].join('.') })).body.message).toBe('error.captcha');
    for (const mangled of ['x', 'a.b.c.d', `${id}.${expiry}.${signature}`, 'a'.repeat(400)])
      expect((await signIn({ captcha, hiddenCaptcha: mangled })).status).toBe(400);
  });

  it('refuses a wrong answer to a captcha of GET api/composer/captcha', async () => {
    // Its answer is only in the image; tokens made above with the same key stand in for a person reading it.
    const real = (await h.anonymous.get('api/composer/captcha')).body;
    expect((await signIn({ captcha: '-----', hiddenCaptcha: real.hiddenCaptcha })).body.message).toBe('error.captcha');
  });

  it('still checks the password after a right captcha', async () => {
    const res = await signIn({ password: 'wrong', ...solvedCaptcha() });
    expect(res.status).toBe(401);
  });
});

describe('GET api/composer/captcha, many times from one address', () => {
  // A server of its own, with a small limit: the other tests' captchas do not count against it.
  const limited = useServer({ env: { CAPTCHA_MAX_PER_MINUTE: '5' } });

  it('answers 429 with Retry-After and a problem body past the limit per minute, making no image', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await limited.anonymous.get('api/composer/captcha')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const refused = await limited.anonymous.get('api/composer/captcha');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/problem\+json/);
    expect(refused.body).toMatchObject({ status: 429, title: 'Too Many Requests', message: 'error.captchas.toomany' });
    expect(refused.body.captchaImgBASE64).toBeUndefined();
    expect(refused.body.detail).toMatch(/^Too many captchas were asked from this address\. Try again in \d+ seconds?\.$/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('refuses only new captchas: the rest of the portal answers the same address', async () => {
    expect((await limited.anonymous.post('api/authenticate', { username: 'user', password: 'user' })).status).toBe(200);
    expect((await limited.anonymous.get('api/composer/pages-public')).status).toBe(200);
  });
});
