import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useServer } from './client.js';
import { askSignatures, auditOf, expectValidSignatures, GW, mailIds, newContract, newMail, newSigner, otpOf, signLink } from '../support/signing.js';
import { withDatabase } from '../support/sql.js';

/**
 * One-time passwords (GET sign/require-otp/{id}): mailed in the signer's language, kept as hashes,
 * expiring (3 seconds here, SIGN_OTP_VALIDITY_SECONDS), five tries, single use, a new one replacing
 * the one before, and at most SIGN_OTP_MAX_REQUESTS (4 here) per signer and window.
 */
const h = useServer({ env: { SIGN_OTP_VALIDITY_SECONDS: '3', SIGN_OTP_MAX_REQUESTS: '4' } });

/** A contract awaiting one external signer; their link's query and address. */
async function externalSigner() {
  const id = await newContract(h);
  const email = `otp-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`;
  const seen = await mailIds(h, email, 'sign-invitation');
  await askSignatures(h, id, { signers: [{ email, name: 'Otto Tester', boxes: [{ page: 1, x: 30, y: 30, corner: 'Basso sx' }] }] });
  const link = signLink((await newMail(h, email, 'sign-invitation', seen)).text);
  const query = `?signToken=${link.signToken}&extUserId=${link.extUserId}`;
  const sign = (otp: string, documentId = id) => h.anonymous.put(`${GW}/sign/document/${documentId}${query}`, { otp });
  return { id, email, query, sign, otp: () => otpOf(h, h.anonymous, id, email, query) };
}

describe('GET sign/require-otp/{id}', () => {
  it('mails six digits in the signer\'s language, keeps only a keyed hash, and answers where and for how long', async () => {
    const subjects: Record<string, string> = {
      en: 'Your one-time password to sign contract.pdf',
      it: 'La tua password monouso per firmare contract.pdf',
      fr: 'Votre mot de passe à usage unique pour signer contract.pdf',
      es: 'Su contraseña de un solo uso para firmar contract.pdf',
      de: 'Ihr Einmalpasswort zum Signieren von contract.pdf',
    };
    for (const lang of Object.keys(subjects)) {
      const a = await newSigner(h, lang);
      const id = await newContract(h);
      await askSignatures(h, id, { signers: [{ login: a.login }] });
      const seen = await mailIds(h, a.email, 'sign-otp');
      const res = await a.api.get(`${GW}/sign/require-otp/${id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ sentTo: `${a.login[0]}***@example.com`, validitySeconds: 3, attempts: 5 });
      const mail = await newMail(h, a.email, 'sign-otp', seen);
      expect([mail.langKey, mail.subject]).toEqual([lang, subjects[lang]]);
      const code = /\b\d{6}\b/.exec(mail.text)![0];
      const stored = await withDatabase(h.server, (db) => db.selectFrom('sign_otp').select(['code_hash', 'state']).where('subject', '=', `account:${a.login}`).execute());
      expect(stored).toHaveLength(1);
      expect(stored[0].state).toBe('active');
      expect(stored[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored[0].code_hash).not.toContain(code);
      expect(stored[0].code_hash).not.toBe(createHash('sha256').update(code).digest('hex'));
      const audit = await auditOf(h, id);
      expect(audit.at(-1)).toMatchObject({ action: 'sign-otp', userName: a.login, detail: `one-time password sent to ${a.login[0]}***@example.com` });
    }
  });

  it('expires: a password older than its validity answers -11, a new one signs', async () => {
    const s = await externalSigner();
    const old = await s.otp();
    await new Promise((r) => setTimeout(r, 3_500));
    expect((await s.sign(old)).body).toBe(-11);
    const signed = await s.sign(await s.otp());
    expect(signed.body, signed.text).toBeGreaterThan(s.id);
    await expectValidSignatures(h, signed.body, 1);
  });

  it('takes five wrong tries (-10), then is spent (-12) even for the right code; a new one signs', async () => {
    const s = await externalSigner();
    const otp = await s.otp();
    const wrong = otp === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) expect((await s.sign(wrong)).body).toBe(-10);
    expect((await s.sign(otp)).body).toBe(-12);
    const signed = await s.sign(await s.otp());
    expect(signed.body).toBeGreaterThan(s.id);
    await expectValidSignatures(h, signed.body, 1);
    const refusals = (await auditOf(h, s.id)).filter((e) => e.action === 'sign-refused').map((e) => e.detail);
    expect(refusals).toEqual([...new Array(5).fill('signature refused (-10): wrong one-time password'), 'signature refused (-12): too many wrong one-time passwords']);
  });

  it('works once, and a new one replaces the one before', async () => {
    const s = await externalSigner();
    const first = await s.otp();
    const second = await s.otp();
    if (first !== second) expect((await s.sign(first)).body).toBe(-10);
    const signed = (await s.sign(second)).body;
    expect(signed).toBeGreaterThan(s.id);
    await expectValidSignatures(h, signed, 1);
    // Replayed on the new version: the signature is made, nothing waits for it.
    expect((await s.sign(second, signed)).body).toBe(-21);
    const states = await withDatabase(h.server, (db) => db.selectFrom('sign_otp').select('state').where('subject', '=', `email:${s.email}`).orderBy('id').execute());
    expect(states.map((r) => r.state)).toEqual(['superseded', 'used']);
  });
});

describe('GET sign/require-otp/{id}: limits, calls at once and refusals', () => {
  it('is limited per signer: past SIGN_OTP_MAX_REQUESTS in the window, 429 with Retry-After', async () => {
    const s = await externalSigner();
    for (let i = 0; i < 4; i++) await s.otp();
    const res = await h.anonymous.get(`${GW}/sign/require-otp/${s.id}${s.query}`);
    expect(res.status).toBe(429);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(res.body).toMatchObject({ status: 429, message: 'error.sign.toomanyotps' });
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(850);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect((await auditOf(h, s.id)).at(-1)).toMatchObject({ action: 'sign-refused', detail: 'one-time password refused: too many requests' });
    // Another signer is not held back.
    const other = await externalSigner();
    await other.otp();
  });

  it('holds its limit when the calls come at once: 20 together mail SIGN_OTP_MAX_REQUESTS codes, the others 429', async () => {
    const s = await externalSigner();
    const answers = await Promise.all(Array.from({ length: 20 }, () => h.anonymous.get(`${GW}/sign/require-otp/${s.id}${s.query}`)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(16);
    const codes = await withDatabase(h.server, (db) => db.selectFrom('sign_otp').select('id').where('subject', '=', `email:${s.email}`).execute());
    expect(codes).toHaveLength(4);
    expect(await mailIds(h, s.email, 'sign-otp')).toHaveLength(4);
  });

  it('takes five wrong tries even when they come at once: of 30 together five are compared (-10), the others find it spent (-12)', async () => {
    const s = await externalSigner();
    const otp = await s.otp();
    const wrong = otp === '123456' ? '654321' : '123456';
    const answers = await Promise.all(Array.from({ length: 30 }, () => s.sign(wrong)));
    const results = answers.map((r) => r.body);
    expect(results.filter((result) => result === -10)).toHaveLength(5);
    expect(results.filter((result) => result === -12)).toHaveLength(25);
    expect((await s.sign(otp)).body).toBe(-12);
  });

  it('refuses guests, and 404 for a document that does not exist', async () => {
    const id = await newContract(h);
    expect((await h.anonymous.get(`${GW}/sign/require-otp/${id}`)).status).toBe(401);
    expect((await h.user.get(`${GW}/sign/require-otp/999999`)).status).toBe(404);
    for (const query of ['?extUserId=x', '?signToken=', '?more=1']) expect((await h.user.get(`${GW}/sign/require-otp/${id}${query}`)).status, query).toBe(400);
  });
});
