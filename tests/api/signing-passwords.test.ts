import { describe, expect, it } from 'vitest';
import { useServer } from './client.js';
import { auditOf, GOOD_PASSWORD, GW, newSigner, setSignaturePassword, type Account } from '../support/signing.js';
import { withDatabase } from '../support/sql.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are checked field by field */

/**
 * Signature passwords (PUT update-auth/reset-password, codes -990 to -998 of 001 §8) and the
 * credentials that updates of a family requiring them ask for (-4, -7, -3 on PUT entities/{id}).
 */
const h = useServer({ env: { SIGNATURE_PASSWORD_MAX_AGE_DAYS: '30' } });

const reset = (account: Account, body: Record<string, unknown>) => account.api.put(`${GW}/update-auth/reset-password`, body);
const set = (account: Account, password: string, confirm = password) => reset(account, { signUserName: account.login, signPassword: password, signPasswordConfirm: confirm });

describe('PUT update-auth/reset-password', () => {
  it('sets a signature password (SET), then changes it with the old one (RESET), issuing a signer certificate each time', async () => {
    const a = await newSigner(h);
    const certificate = () => withDatabase(h.server, async (db) => (await db.selectFrom('sign_credential').select('certificate_pem').where('user_id', '=', a.id).executeTakeFirst())?.certificate_pem);
    expect(await certificate()).toBeUndefined();
    const first = await set(a, GOOD_PASSWORD);
    expect(first.status).toBe(200);
    expect(first.body).toBe(0);
    const issued = await certificate();
    expect(issued).toMatch(/^-----BEGIN CERTIFICATE-----/);
    const changed = await reset(a, { signUserName: a.login, signOldPassword: GOOD_PASSWORD, signPassword: 'New-sign-77', signPasswordConfirm: 'New-sign-77' });
    expect(changed.body).toBe(0);
    // Re-keyed: a new certificate for the new password.
    expect(await certificate()).not.toBe(issued);
    // The hash is argon2, never the password.
    const hash = await withDatabase(h.server, async (db) => (await db.selectFrom('sign_credential').select('password_hash').where('user_id', '=', a.id).executeTakeFirstOrThrow()).password_hash);
    expect(hash).toMatch(/^\$argon2id\$/);
  });

  it('answers every code of 001 §8 where it applies', async () => {
    const a = await newSigner(h);
    const body = (more: Record<string, unknown>) => ({ signUserName: a.login, signPassword: 'Good-pass-1', signPasswordConfirm: 'Good-pass-1', ...more });
    const code = async (more: Record<string, unknown>) => {
      const res = await reset(a, body(more));
      expect(res.status, res.text).toBe(200);
      return res.body;
    };
    // SET mode (no signature password yet).
    expect(await code({ signUserName: 'someone-else' })).toBe(-990);
    expect(await code({ signUserName: 'user' })).toBe(-990);
    expect(await code({ signOldPassword: 'whatever-1A' })).toBe(-997);
    expect(await code({ signPasswordConfirm: 'Good-pass-2' })).toBe(-998);
    expect(await code({ signPassword: a.login, signPasswordConfirm: a.login })).toBe(-996);
    expect(await code({ signPassword: a.login.toUpperCase(), signPasswordConfirm: a.login.toUpperCase() })).toBe(-996);
    const long = `Aa1-${'x'.repeat(61)}`;
    expect(await code({ signPassword: long, signPasswordConfirm: long })).toBe(-995);
    expect(await code({ signPassword: 'Tab\there-1', signPasswordConfirm: 'Tab\there-1' })).toBe(-995);
    for (const weak of ['abcdefghijkl', 'abcdefGHIJKL', 'Ab1-x', 'abc123456789'])
      expect(await code({ signPassword: weak, signPasswordConfirm: weak }), weak).toBe(-994);
    expect(await code({})).toBe(0);
    // RESET mode.
    expect(await code({})).toBe(-992);
    expect(await code({ signOldPassword: '' })).toBe(-992);
    expect(await code({ signOldPassword: 'Wrong-pass-1', signPassword: 'Other-pass-2', signPasswordConfirm: 'Other-pass-2' })).toBe(-991);
    expect(await code({ signOldPassword: 'Good-pass-1' })).toBe(-993);
    expect(await code({ signOldPassword: 'Good-pass-1', signPassword: 'Other-pass-2', signPasswordConfirm: 'Other-pass-3' })).toBe(-998);
    expect(await code({ signOldPassword: 'Good-pass-1', signPassword: 'Other-pass-2', signPasswordConfirm: 'Other-pass-2' })).toBe(0);
    expect(await code({ signUserName: 'admin', signOldPassword: 'Other-pass-2', signPassword: 'Third-pass-3', signPasswordConfirm: 'Third-pass-3' })).toBe(-990);
  });

  it('stops guessing the old password with 429 after five wrong ones', async () => {
    const a = await newSigner(h);
    await setSignaturePassword(a);
    const wrong = () => reset(a, { signUserName: a.login, signOldPassword: 'Not-it-0', signPassword: 'Other-pass-2', signPasswordConfirm: 'Other-pass-2' });
    for (let i = 0; i < 5; i++) expect((await wrong()).body).toBe(-991);
    const locked = await wrong();
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('error.sign.toomanypasswords');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
    // Even the right one waits.
    expect((await reset(a, { signUserName: a.login, signOldPassword: GOOD_PASSWORD, signPassword: 'Other-pass-2', signPasswordConfirm: 'Other-pass-2' })).status).toBe(429);
  });

  it('compares five old passwords when twenty come at once; the others answer 429', async () => {
    const a = await newSigner(h);
    await setSignaturePassword(a);
    const wrong = () => reset(a, { signUserName: a.login, signOldPassword: 'Not-it-0', signPassword: 'Other-pass-2', signPasswordConfirm: 'Other-pass-2' });
    const answers = await Promise.all(Array.from({ length: 20 }, wrong));
    expect(answers.filter((r) => r.status === 200 && r.body === -991)).toHaveLength(5);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(15);
  });

  it('is for signed-in accounts, and refuses malformed bodies with 400', async () => {
    expect((await h.anonymous.put(`${GW}/update-auth/reset-password`, { signUserName: 'user', signPassword: 'x', signPasswordConfirm: 'x' })).status).toBe(401);
    const a = await newSigner(h);
    for (const body of [{}, { signUserName: a.login }, { signUserName: a.login, signPassword: 1, signPasswordConfirm: 1 }, { signUserName: a.login, signPassword: 'x', signPasswordConfirm: 'x', more: 1 }, [] as unknown]) {
      const res = await reset(a, body as Record<string, unknown>);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
  });
});

describe('PUT entities/{id} of a family whose updates require signature credentials', () => {
  const newProcedure = async () => {
    const res = await h.admin.post(`${GW}/entities`, { fam: 'procedures', fieldParameters: [{ fieldsId: 1, values: `QP-${Date.now() % 100000}` }, { fieldsId: 2, values: 'Test procedure' }] });
    expect(res.status, res.text).toBe(201);
    return res.body as number;
  };
  const update = (account: Account, id: number, more: Record<string, unknown> = {}) =>
    account.api.put(`${GW}/entities/${id}`, { fieldParameters: [{ fieldsId: 2, values: `Changed ${Date.now()}` }], ...more });

  it('answers -4 without a signature password, -3 with the meanings list until the credentials are given, then updates and records who confirmed it', async () => {
    const a = await newSigner(h);
    const id = await newProcedure();
    const lists = (await h.admin.get(`${GW}/adiuto-admin/lists`)).body;
    const meanings = lists.find((l: any) => l.key === 'signature-meanings');
    const none = await update(a, id);
    expect([none.status, none.body]).toEqual([200, -4]);
    await setSignaturePassword(a);
    const ask = await update(a, id);
    expect(ask.body).toBe(-3);
    expect(ask.headers.get('x-list-id')).toBe(String(meanings.id));
    expect((await update(a, id, { signUsername: a.login, signPassword: GOOD_PASSWORD })).body).toBe(-3);
    expect((await update(a, id, { signUsername: a.login, signPassword: 'Wrong-pass-1', signMeaning: 'Approval' })).body).toBe(-3);
    expect((await update(a, id, { signUsername: 'admin', signPassword: GOOD_PASSWORD, signMeaning: 'Approval' })).body).toBe(-3);
    const unknownMeaning = await update(a, id, { signUsername: a.login, signPassword: GOOD_PASSWORD, signMeaning: 'Because' });
    expect(unknownMeaning.status).toBe(400);
    // Nothing was written so far.
    expect((await h.admin.post(`${GW}/execute-query`, { fam: 'procedures', max: 1, f: [-1000], o: ['='], v1: [String(id)] })).body.list[0].newDocId).toBeUndefined();
    const done = await update(a, id, { signUsername: a.login.toUpperCase(), signPassword: GOOD_PASSWORD, signMeaning: 3 });
    expect(done.status).toBe(200);
    expect(done.body).toBeGreaterThan(id);
    const audit = await auditOf(h, id);
    expect(audit.find((e) => e.action === 'update-authenticated')).toMatchObject({ documentId: done.body, userName: a.login, detail: `confirmed by ${a.login} with signature credentials; meaning "Approval"` });
    expect(audit.filter((e) => e.action === 'sign-refused').map((e) => e.detail)).toEqual([
      'update refused (-4): no signature password set',
      'update refused (-3): signature credentials required',
      'update refused (-3): a meaning is required',
      'update refused (-3): wrong signature password',
      'update refused (-3): signature credentials of another account (admin)',
    ]);
  });

  it('answers -7 once the signature password is older than SIGNATURE_PASSWORD_MAX_AGE_DAYS, and updates after a RESET', async () => {
    const a = await newSigner(h);
    await setSignaturePassword(a);
    const id = await newProcedure();
    await withDatabase(h.server, (db) => db.updateTable('sign_credential').set({ password_set_at: Date.now() - 31 * 86_400_000 }).where('user_id', '=', a.id).execute());
    const credentials = { signUsername: a.login, signPassword: GOOD_PASSWORD, signMeaning: 'Review' };
    expect((await update(a, id, credentials)).body).toBe(-7);
    expect((await reset(a, { signUserName: a.login, signOldPassword: GOOD_PASSWORD, signPassword: 'Renewed-pass-9', signPasswordConfirm: 'Renewed-pass-9' })).body).toBe(0);
    expect((await update(a, id, credentials)).body).toBe(-3);
    expect((await update(a, id, { ...credentials, signPassword: 'Renewed-pass-9' })).body).toBeGreaterThan(id);
  });

  it('leaves other families alone, and refuses guests', async () => {
    const contract = (await h.admin.post(`${GW}/execute-query`, { fam: 'contracts', max: 1 })).body.list[0].fidd;
    expect((await h.user.put(`${GW}/entities/${contract}`, { fieldParameters: [{ fieldsId: 2, values: `Plain ${Date.now()}` }] })).body).toBeGreaterThan(contract);
    const id = await newProcedure();
    expect((await h.anonymous.put(`${GW}/entities/${id}`, { fieldParameters: [{ fieldsId: 2, values: 'x' }] })).status).toBe(403);
  });
});
