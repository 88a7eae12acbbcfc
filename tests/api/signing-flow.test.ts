import { describe, expect, it } from 'vitest';
import { useServer } from './client.js';
import { pdfText, verifyWithPdfsig } from '../support/pdfsig.js';
import {
  askSignatures,
  auditOf,
  caPem,
  expectValidSignatures,
  GOOD_PASSWORD,
  GW,
  newContract,
  newSigner,
  otpOf,
  pdfOf,
  pdfWithPages,
  setSignaturePassword,
  type Account,
} from '../support/signing.js';
import { withDatabase } from '../support/sql.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are checked field by field */

/**
 * Signing by accounts (PUT sign/document/{id}): turns, signature credentials (-4, -3, -7), one-time
 * passwords, boxes, the new version, the audit trail, bad inputs; every signed PDF checked by pdfsig.
 */
const h = useServer({ env: { SIGNATURE_PASSWORD_MAX_AGE_DAYS: '30', SIGN_OTP_MAX_REQUESTS: '100' } });

const box = (corner: string, x = 40, y = 60, page = 1) => ({ page, x, y, corner });
const sign = (account: Account, id: number, body: Record<string, unknown>) => account.api.put(`${GW}/sign/document/${id}`, body);
const credentials = (account: Account, password = GOOD_PASSWORD) => ({ signUsername: account.login, signPassword: password, signMeaning: 'Approval' });

describe('PUT sign/document/{id}', () => {
  it('asks for a signature password (-4), then the credentials (-3), then signs: a new version whose PDF pdfsig finds valid and trusted', async () => {
    const a = await newSigner(h);
    const id = await newContract(h);
    await askSignatures(h, id, { imgManage: 0, signers: [{ login: a.login, boxes: [box('Basso dx')] }] });
    const otp = await otpOf(h, a.api, id, a.email);
    const body = { otp, fieldParameters: [{ fieldsId: 2, values: 'Counterparty as signed' }] };
    expect((await sign(a, id, body)).body).toBe(-4);
    await setSignaturePassword(a);
    const ask = await sign(a, id, body);
    expect(ask.body).toBe(-3);
    const meanings = (await h.admin.get(`${GW}/adiuto-admin/lists`)).body.find((l: any) => l.key === 'signature-meanings');
    expect(ask.headers.get('x-list-id')).toBe(String(meanings.id));
    expect((await sign(a, id, { ...body, ...credentials(a, 'Wrong-pass-1') })).body).toBe(-3);
    const signed = await sign(a, id, { ...body, ...credentials(a) });
    expect(signed.status, signed.text).toBe(200);
    const newId = signed.body;
    expect(newId).toBeGreaterThan(id);

    const [signature] = await expectValidSignatures(h, newId, 1);
    expect(signature.signer).toBe(a.login);
    // B-LT, the default level: the validation data follows the signature in a revision of its own,
    // which pdfsig counts as not signed and the portal as nothing changed after it (below).
    expect(signature.wholeDocument).toBe(false);
    // The box is drawn with the signer's name and the family's default reason; the form data is saved.
    const text = await pdfText(await pdfOf(h, newId));
    expect(text).toContain(a.login);
    expect(text).toContain('I agree to the terms');
    const version = (await h.admin.post(`${GW}/execute-query`, { fam: 'contracts', max: 1, f: [-1000], o: ['='], v1: [String(newId)] })).body.list[0];
    expect(version.fields['2'].val).toBe('Counterparty as signed');

    const info = (await a.api.get(`${GW}/sign/get-info/${newId}`)).body;
    expect(info).toMatchObject({ signatureCount: 1, canSign: false, request: { state: 'completed' } });
    expect(info.signatures).toEqual([expect.objectContaining({ status: 'valid', coversWholeDocument: false, modifiedAfterSigning: false, changes: [] })]);
    expect(info.request.signers[0].signed).toBe(true);
    const audit = await auditOf(h, id);
    expect(audit.map((e) => e.action)).toEqual(expect.arrayContaining(['sign-request', 'sign-otp', 'sign-refused', 'update', 'sign']));
    expect(audit.find((e) => e.action === 'sign')).toMatchObject({
      documentId: newId,
      userName: a.login,
      detail: `signed by ${a.login} (${a.login}), signer 1 of 1 of request ${info.request.id}; reason "I agree to the terms"; meaning "Approval"; 1 box(es)`,
    });
    expect(audit.filter((e) => e.action === 'sign-refused').map((e) => e.detail)).toEqual([
      'signature refused (-4): no signature password set',
      'signature refused (-3): signature credentials required',
      'signature refused (-3): wrong signature password',
    ]);
    // The one-time password was spent; the old version takes no more signatures.
    expect((await sign(a, newId, { ...body, ...credentials(a) })).body).toBe(-21);
    const older = await sign(a, id, { ...body, ...credentials(a) });
    expect(older.status).toBe(409);
    expect(older.headers.get('x-new-doc-id')).toBe(String(newId));
  });

  it('takes signers in their order: the second waits (-20) and signs after the first; both signatures stay valid', async () => {
    const [a, b] = [await newSigner(h, 'it'), await newSigner(h, 'fr')];
    await setSignaturePassword(a);
    await setSignaturePassword(b);
    const id = await newContract(h);
    await askSignatures(h, id, { signers: [{ login: a.login, boxes: [box('Basso sx')] }, { login: b.login, boxes: [box('Basso dx')] }] });
    const early = await b.api.get(`${GW}/sign/require-otp/${id}`);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('error.sign.notyourturn');
    expect((await sign(b, id, { otp: '123456', ...credentials(b) })).body).toBe(-20);
    const first = (await sign(a, id, { otp: await otpOf(h, a.api, id, a.email), reason: '2', ...credentials(a) })).body;
    expect(first).toBeGreaterThan(id);
    // b signs the new version; a has nothing left to sign.
    expect((await a.api.get(`${GW}/sign/require-otp/${first}`)).body.message).toBe('error.sign.nothingtosign');
    const second = (await sign(b, first, { otp: await otpOf(h, b.api, first, b.email), reason: 'i APPROVE this document', ...credentials(b) })).body;
    expect(second).toBeGreaterThan(first);
    const signatures = await expectValidSignatures(h, second, 2);
    expect(signatures.map((s) => s.signer)).toEqual([a.login, b.login]);
    // Each box holds its signer's reason (by id, or by label whatever its case), cut to the box's width.
    const text = await pdfText(await pdfOf(h, second));
    expect(text).toContain('I have reviewed this');
    expect(text).toContain('I approve this document');
    const info = (await h.admin.get(`${GW}/sign/get-info/${second}`)).body;
    expect(info.signatureCount).toBe(2);
    expect(info.signatures.map((s: any) => [s.name, s.status])).toEqual([[a.login, 'valid'], [b.login, 'valid']]);
  });
});

describe('PUT sign/document/{id}: expired signature passwords, boxes placed in mode 2, one-time passwords', () => {
  it('answers -7 for an expired signature password; after a RESET the same call with the new credentials signs', async () => {
    const a = await newSigner(h);
    await setSignaturePassword(a);
    const id = await newContract(h);
    await askSignatures(h, id, { signers: [{ login: a.login, boxes: [box('Alto sx')] }] });
    await withDatabase(h.server, (db) => db.updateTable('sign_credential').set({ password_set_at: Date.now() - 40 * 86_400_000 }).where('user_id', '=', a.id).execute());
    const body = { otp: await otpOf(h, a.api, id, a.email), ...credentials(a) };
    expect((await sign(a, id, body)).body).toBe(-7);
    const reset = await a.api.put(`${GW}/update-auth/reset-password`, { signUserName: a.login, signOldPassword: GOOD_PASSWORD, signPassword: 'Renewed-9-pass', signPasswordConfirm: 'Renewed-9-pass' });
    expect(reset.body).toBe(0);
    const signed = (await sign(a, id, { ...body, signPassword: 'Renewed-9-pass' })).body;
    expect(signed).toBeGreaterThan(id);
    await expectValidSignatures(h, signed, 1);
  });

  it('draws the boxes the signer places in mode 2, scaled from the page as the viewer shows it', async () => {
    const a = await newSigner(h);
    await setSignaturePassword(a);
    // A Letter page and an A4 landscape page.
    const id = await newContract(h, pdfWithPages([[612, 792], [842, 595]]));
    await askSignatures(h, id, { imgManage: 2, signers: [{ login: a.login }] });
    const otp = await otpOf(h, a.api, id, a.email);
    const field = { page_number: 2, page_width: 1263, page_height: 892.5, field_x: 60, field_y: 600, field_x2: 360, field_y2: 825 };
    const bad: [unknown, RegExp][] = [
      [undefined, /at least one box/],
      ['', /at least one box/],
      ['[]', /at least one box/],
      ['{not json', /not valid JSON/],
      ['{"page_number": 1}', /jsonSignFields must be array/],
      [JSON.stringify([{ ...field, page_number: 3 }]), /page 3 does not exist \(the PDF has 2\)/],
      [JSON.stringify([{ ...field, field_x2: 1300 }]), /leaves the page/],
      [JSON.stringify([{ ...field, field_y2: 600 }]), /no area/],
      [JSON.stringify([{ ...field, page_width: 0 }]), /page_width/],
      [JSON.stringify([{ ...field, field_x: 'a' }]), /field_x/],
    ];
    for (const [jsonSignFields, detail] of bad) {
      const res = await sign(a, id, { otp, jsonSignFields, ...credentials(a) });
      expect(res.status, String(jsonSignFields)).toBe(400);
      expect(res.body.detail, String(jsonSignFields)).toMatch(detail);
    }
    // Drawn objects (001 §3) go with the boxes: a text and a handwritten signature, in the same coordinates.
    const shown = { pageNumber: 2, page_width: 1263, page_height: 892.5 };
    const text = { ...shown, type: 'text', xStart: 600, yStart: 100, xEnd: 1000, yEnd: 160, text: 'Read and approved', fontSize: 18, font: 'timesRoman', color: '#1565c0' };
    const hand = { ...shown, type: 'handwritten-sign', xStart: 600, yStart: 300, xEnd: 800, yEnd: 380, segments: [[{ x: 600, y: 300 }, { x: 700, y: 380 }, { x: 800, y: 310 }]] };
    for (const [jsonDrawnObjects, detail] of [
      ['[{', /jsonDrawnObjects is not valid JSON/],
      [JSON.stringify([{ ...text, type: 'stamp' }]), /jsonDrawnObjects\/0\/type/],
      [JSON.stringify([{ ...text, pageNumber: 3 }]), /jsonDrawnObjects\[0\]: page 3 does not exist/],
    ] as const) {
      const res = await sign(a, id, { otp, jsonSignFields: JSON.stringify([field]), jsonDrawnObjects, ...credentials(a) });
      expect(res.status, jsonDrawnObjects).toBe(400);
      expect(res.body.detail).toMatch(detail);
    }
    const signed = await sign(a, id, { otp, jsonSignFields: JSON.stringify([field]), jsonDrawnObjects: JSON.stringify([text, hand]), ...credentials(a) });
    expect(signed.body, signed.text).toBeGreaterThan(id);
    await expectValidSignatures(h, signed.body, 1);
    const pdf = await pdfOf(h, signed.body);
    expect(await pdfText(pdf, 2)).toContain(a.login);
    expect(await pdfText(pdf, 2)).toContain('Read and approved');
    expect(await pdfText(pdf, 1)).not.toContain(a.login);
    expect((await auditOf(h, id)).find((e) => e.action === 'sign')!.detail).toMatch(/1 box\(es\); 2 drawn object\(s\)$/);
  });

  it('checks the one-time password: a wrong one (-10), then one never asked for (-11)', async () => {
    const a = await newSigner(h);
    await setSignaturePassword(a);
    const id = await newContract(h);
    await askSignatures(h, id, { signers: [{ login: a.login }] });
    expect((await sign(a, id, { otp: '000000', ...credentials(a) })).body).toBe(-11);
    const otp = await otpOf(h, a.api, id, a.email);
    const wrong = otp === '999999' ? '999998' : '999999';
    expect((await sign(a, id, { otp: wrong, ...credentials(a) })).body).toBe(-10);
    expect((await sign(a, id, { otp: 'abc', ...credentials(a) })).body).toBe(-10);
    // Two calls at once with the same password: one signs, the other finds it spent or the signature made.
    const both = await Promise.all([1, 2].map(() => sign(a, id, { otp, ...credentials(a) })));
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const results = both.map((r) => r.body).sort((x, y) => x - y);
    expect(results[0]).toBeLessThan(0);
    expect([-11, -21]).toContain(results[0]);
    expect(results[1]).toBeGreaterThan(id);
    await expectValidSignatures(h, results[1], 1);
  });
});

describe('PUT sign/document/{id}: unsignable files, bad inputs and calls at once', () => {
  it('answers -30 for a file that is no longer a PDF it can sign, and pdfsig finds an altered signed PDF invalid', async () => {
    const a = await newSigner(h);
    await setSignaturePassword(a);
    const id = await newContract(h);
    await askSignatures(h, id, { signers: [{ login: a.login, boxes: [box('Basso sx')] }] });
    // The file is replaced by a damaged one while the request is open.
    const replaced = await h.admin.put(`${GW}/entities/${id}`, { fieldParameters: [], fileInfo: 'data:application/pdf;base64,', file: Buffer.from('%PDF-1.7\nthis is no PDF\n%%EOF\n').toString('base64') });
    const otp = await otpOf(h, a.api, replaced.body, a.email);
    expect((await sign(a, replaced.body, { otp, ...credentials(a) })).body).toBe(-30);
    const audit = await auditOf(h, id);
    expect(audit.at(-1)).toMatchObject({ action: 'sign-refused', userName: a.login });
    expect(audit.at(-1)!.detail).toMatch(/^signature refused \(-30\): the PDF cannot be signed/);

    // A signed PDF altered afterwards no longer verifies.
    const b = await newSigner(h);
    await setSignaturePassword(b);
    const other = await newContract(h);
    await askSignatures(h, other, { signers: [{ login: b.login, boxes: [box('Basso sx')] }] });
    const signed = (await sign(b, other, { otp: await otpOf(h, b.api, other, b.email), ...credentials(b) })).body;
    await expectValidSignatures(h, signed, 1);
    const pdf = await pdfOf(h, signed);
    const tampered = Buffer.from(pdf.toString('latin1').replace('Contract page 1', 'Kontract page 1'), 'latin1');
    expect(tampered.equals(pdf)).toBe(false);
    const { signatures } = await verifyWithPdfsig(tampered, await caPem(h));
    expect(signatures).toHaveLength(1);
    expect(signatures[0].valid).toBe(false);
  });

  it('refuses bad inputs with 400 problem bodies and writes nothing', async () => {
    const a = await newSigner(h);
    await setSignaturePassword(a);
    const id = await newContract(h);
    await askSignatures(h, id, { signers: [{ login: a.login }] });
    const otp = await otpOf(h, a.api, id, a.email);
    const bad: [unknown, number][] = [
      [{}, 400],
      [[], 400],
      [{ otp: 123456 }, 400],
      [{ otp, reason: 'Because I can' }, 400],
      [{ otp, reason: 'x'.repeat(1001) }, 400],
      [{ otp, fieldParameters: [{ fieldsId: 99, values: 'x' }] }, 400],
      [{ otp, fieldParameters: [{ fieldsId: 'file', values: 'data:application/pdf;base64,JVBERg==' }] }, 400],
      [{ otp, fam: 'invoices' }, 400],
      [{ otp, file: 'JVBERg==' }, 400],
      [{ otp, signMeaning: 'Nothing of the kind', signUsername: a.login, signPassword: GOOD_PASSWORD }, 400],
    ];
    for (const [body, status] of bad) {
      const res = await a.api.request('PUT', `${GW}/sign/document/${id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.headers.get('content-type'), JSON.stringify(body)).toContain('application/problem+json');
    }
    for (const query of ['?extUserId=abc', '?extUserId=0', '?signToken=', '?other=1'])
      expect((await a.api.put(`${GW}/sign/document/${id}${query}`, { otp })).status, query).toBe(400);
    expect((await h.anonymous.put(`${GW}/sign/document/${id}`, { otp })).status).toBe(401);
    expect((await a.api.put(`${GW}/sign/document/999999`, { otp })).status).toBe(404);
    // Nothing was written: the password still signs.
    const signed = (await sign(a, id, { otp, ...credentials(a) })).body;
    expect(signed).toBeGreaterThan(id);
    await expectValidSignatures(h, signed, 1);
  });

  it('compares five signature passwords when twenty sign calls come at once with wrong ones; the others answer 429', async () => {
    const a = await newSigner(h);
    await setSignaturePassword(a);
    const id = await newContract(h);
    await askSignatures(h, id, { signers: [{ login: a.login }] });
    const otp = await otpOf(h, a.api, id, a.email);
    const answers = await Promise.all(Array.from({ length: 20 }, () => sign(a, id, { otp, ...credentials(a, 'Wrong-pass-1') })));
    expect(answers.filter((r) => r.status === 200 && r.body === -3)).toHaveLength(5);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(15);
    const compared = (await auditOf(h, id)).filter((e) => e.detail === 'signature refused (-3): wrong signature password');
    expect(compared).toHaveLength(5);
    // Even the right password waits now.
    expect((await sign(a, id, { otp, ...credentials(a) })).status).toBe(429);
  });
});

describe('PUT sign/document/{id}: form data, drawn objects and who may sign', () => {
  it('holds the form data that comes with a signature to the rules of an update: a required field cannot be emptied', async () => {
    const a = await newSigner(h);
    await setSignaturePassword(a);
    const id = await newContract(h);
    await askSignatures(h, id, { signers: [{ login: a.login, boxes: [box('Basso sx')] }] });
    const otp = await otpOf(h, a.api, id, a.email);
    const versions = async () => (await auditOf(h, id)).filter((e) => e.action === 'update').length;
    for (const empty of [null, '', '-']) {
      const fieldParameters = [{ fieldsId: 1, values: [empty] }];
      const update = await a.api.put(`${GW}/entities/${id}`, { fieldParameters });
      expect(update.status, String(empty)).toBe(400);
      const res = await sign(a, id, { otp, fieldParameters, ...credentials(a) });
      expect(res.status, String(empty)).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(res.body.detail).toBe('Family contracts requires the fields 1');
      expect(res.body.detail).toBe(update.body.detail);
    }
    // Nothing was signed or stored: the same password signs with good form data.
    expect(await versions()).toBe(0);
    expect((await a.api.get(`${GW}/sign/get-info/${id}`)).body).toMatchObject({ canSign: true, signatureCount: 0 });
    const signed = await sign(a, id, { otp, fieldParameters: [{ fieldsId: 1, values: 'CTR-kept' }], ...credentials(a) });
    expect(signed.body, signed.text).toBeGreaterThan(id);
    expect(await versions()).toBe(1);
  });

  it('holds drawn objects and boxes to their page and their shape: on the page, no unstorable text at any depth, no unknown members, a usable area', async () => {
    const a = await newSigner(h);
    await setSignaturePassword(a);
    const id = await newContract(h, pdfWithPages([[842, 595]]));
    await askSignatures(h, id, { imgManage: 2, signers: [{ login: a.login }] });
    const otp = await otpOf(h, a.api, id, a.email);
    const field = { page_number: 1, page_width: 1263, page_height: 892.5, field_x: 60, field_y: 600, field_x2: 360, field_y2: 825 };
    const shown = { pageNumber: 1, page_width: 892.5, page_height: 631 };
    const text = { ...shown, type: 'text', xStart: 100, yStart: 100, xEnd: 300, yEnd: 140, text: 'Read and approved' };
    const hand = { ...shown, type: 'handwritten-sign', xStart: 100, yStart: 300, xEnd: 300, yEnd: 380, segments: [[{ x: 100, y: 300 }, { x: 300, y: 380 }]] };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ jsonDrawnObjects: [{ ...text, xStart: 900_000, xEnd: 900_100 }] }, /^jsonDrawnObjects\[0\]: .*leaves the page \(892\.5 by 631 as shown\)/],
      [{ jsonDrawnObjects: [text, { ...text, yEnd: 700 }] }, /^jsonDrawnObjects\[1\]: .*leaves the page/],
      [{ jsonDrawnObjects: [{ ...hand, segments: [[{ x: 100, y: 300 }, { x: 5_000, y: 380 }]] }] }, /^jsonDrawnObjects\[0\]: .*leaves the page/],
      [{ jsonDrawnObjects: [{ ...text, text: 'nul \u0000 here' }] }, /^jsonDrawnObjects\[0\]\.text: text may not hold the NUL character/],
      [{ jsonDrawnObjects: [{ ...text, color: '\ud800' }] }, /^jsonDrawnObjects\[0\]\.color: text may not hold .* a lone surrogate/],
      [{ jsonDrawnObjects: [{ ...text, id: 'text\udc00' }] }, /^jsonDrawnObjects\[0\]\.id: /],
      [{ jsonSignFields: [{ ...field, note: 'a\u0000b' }] }, /^jsonSignFields\[0\]\.note: text may not hold/],
      [{ jsonDrawnObjects: [{ ...text, owner: 'me' }] }, /^jsonDrawnObjects\/0 must NOT have additional properties \(owner\)/],
      [{ jsonDrawnObjects: [{ ...hand, segments: [[{ x: 100, y: 300, pressure: 1 }]] }] }, /^jsonDrawnObjects\/0\/segments\/0\/0 must NOT have additional properties \(pressure\)/],
      [{ jsonSignFields: [{ ...field, signer: 'me' }] }, /^jsonSignFields\/0 must NOT have additional properties \(signer\)/],
      [{ jsonSignFields: [{ ...field, field_x2: field.field_x + 1e-300 }] }, /^jsonSignFields\[0\]: the box has no area/],
      [{ jsonSignFields: [{ ...field, field_y2: field.field_y + 0.5 }] }, /^jsonSignFields\[0\]: the box has no area/],
    ];
    for (const [members, detail] of cases) {
      const body = { otp, jsonSignFields: JSON.stringify(members.jsonSignFields ?? [field]), ...(members.jsonDrawnObjects ? { jsonDrawnObjects: JSON.stringify(members.jsonDrawnObjects) } : {}), ...credentials(a) };
      const res = await sign(a, id, body);
      expect(res.status, JSON.stringify(members)).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(res.body.detail, JSON.stringify(members)).toMatch(detail);
    }
    // What the viewer sends signs.
    const signed = await sign(a, id, { otp, jsonSignFields: JSON.stringify([field]), jsonDrawnObjects: JSON.stringify([{ ...text, id: 'text1700000000000', width: 200, height: 40, fontSize: 12, font: 'courier', color: '#000000', textAnchor: 'start' }, hand]), ...credentials(a) });
    expect(signed.body, signed.text).toBeGreaterThan(id);
    await expectValidSignatures(h, signed.body, 1);
  });

  it('checks the caller\'s right on the document before the body\'s schema: an account without it gets 403 for a malformed body', async () => {
    const stranger = await newSigner(h, 'en', { rights: false });
    const id = await newContract(h);
    await askSignatures(h, id, { signers: [{ login: 'user' }] });
    for (const malformed of [{}, [], { otp: 123456 }, { otp: '123456', more: 1 }, { otp: '123456', jsonSignFields: 7 }]) {
      const res = await stranger.api.put(`${GW}/sign/document/${id}`, malformed);
      expect(res.status, JSON.stringify(malformed)).toBe(403);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
    // A document that does not exist is 404 for everyone, whatever the body.
    expect((await stranger.api.put(`${GW}/sign/document/999999`, {})).status).toBe(404);
    expect((await h.anonymous.put(`${GW}/sign/document/${id}`, {})).status).toBe(401);
  });

  it('answers -21 to those who are not asked to sign', async () => {
    const id = await newContract(h);
    expect((await h.user.put(`${GW}/sign/document/${id}`, { otp: '123456' })).body).toBe(-21);
    const res = await h.user.get(`${GW}/sign/require-otp/${id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('error.sign.nothingtosign');
  });
});
