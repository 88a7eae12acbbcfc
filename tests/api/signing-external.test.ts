import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { useServer } from './client.js';
import { TEST_JWT_SECRET } from '../support/captcha.js';
import { askSignatures, auditOf, bytesOf, expectValidSignatures, GOOD_PASSWORD, GW, mailIds, newContract, newMail, newSigner, otpOf, pdfOf, setSignaturePassword, signLink } from '../support/signing.js';

/**
 * External signers (docs/signing.md, "External signers"): the invitation's link carries a signToken
 * for one signer of one document; with it and their extUserId they read the sign info and the file,
 * ask for one-time passwords and sign, without an account, in mode 3 beside accounts.
 */
const h = useServer({ env: { JWT_SECRET: TEST_JWT_SECRET } });

const box = (corner: string) => ({ page: 1, x: 40, y: 60, corner });
const address = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`;

async function invited(id: number, email: string, seen: number[]) {
  const link = signLink((await newMail(h, email, 'sign-invitation', seen)).text);
  return { ...link, query: `?signToken=${link.signToken}&extUserId=${link.extUserId}` };
}

describe('external signers', () => {
  it('sign with the link of their invitation: sign info, the file, a one-time password in their language, a valid and trusted signature', async () => {
    const id = await newContract(h);
    const email = address('ext');
    const seen = await mailIds(h, email, 'sign-invitation');
    await askSignatures(h, id, { signers: [{ email, name: 'Elena Externa', langKey: 'es', boxes: [box('Basso dx')] }] });
    const link = await invited(id, email, seen);
    expect(link.documentId).toBe(id);

    const info = await h.anonymous.get(`${GW}/sign/get-info/${id}?signToken=${link.signToken}`);
    expect(info.body).toMatchObject({ imgManage: 3, userIdExt: link.extUserId, canSign: true, signatureCount: 0 });
    expect(info.body.signFields).toEqual([expect.objectContaining({ FSign_User: link.extUserId, FSign_User_Name: 'Elena Externa', origin_Corner: 'Basso dx', signed: false })]);
    const file = await bytesOf(h, `${GW}/sign/file/${id}${link.query}`);
    expect(file.equals(await pdfOf(h, id))).toBe(true);

    const otpMails = await mailIds(h, email, 'sign-otp');
    const otp = await otpOf(h, h.anonymous, id, email, link.query);
    expect((await newMail(h, email, 'sign-otp', otpMails)).langKey).toBe('es');
    const signed = await h.anonymous.put(`${GW}/sign/document/${id}${link.query}`, { otp, reason: 'I approve this document' });
    expect(signed.status, signed.text).toBe(200);
    expect(signed.body).toBeGreaterThan(id);
    const [signature] = await expectValidSignatures(h, signed.body, 1);
    expect(signature.signer).toBe('Elena Externa');

    const audit = await auditOf(h, id);
    const user = `external:${link.extUserId}`;
    expect(audit.filter((e) => e.userName === user).map((e) => e.action)).toEqual(['download', 'sign-otp', 'update', 'sign']);
    expect(audit.find((e) => e.action === 'sign')!.detail).toBe(`signed by Elena Externa (${email}), signer 1 of 1 of request ${info.body.request.id}; reason "I approve this document"; 1 box(es)`);
    // Done: the link shows the signed document, and signs nothing more.
    const after = await h.anonymous.get(`${GW}/sign/get-info/${signed.body}?signToken=${link.signToken}`);
    expect(after.body).toMatchObject({ canSign: false, signatureCount: 1, request: { state: 'completed' } });
    expect((await h.anonymous.put(`${GW}/sign/document/${signed.body}${link.query}`, { otp })).body).toBe(-21);
  });

  it('wait for the accounts before them, then sign the version those made: both signatures stay valid', async () => {
    const a = await newSigner(h);
    await setSignaturePassword(a);
    const id = await newContract(h);
    const email = address('second');
    const seen = await mailIds(h, email, 'sign-invitation');
    await askSignatures(h, id, { imgManage: 3, signers: [{ login: a.login, boxes: [box('Basso sx')] }, { email, name: 'Sergio Secondo', boxes: [box('Basso dx')] }] });
    // The external signer is the second step: no invitation while the account has not signed.
    expect(await mailIds(h, email, 'sign-invitation')).toEqual(seen);

    const first = (await a.api.put(`${GW}/sign/document/${id}`, { otp: await otpOf(h, a.api, id, a.email), signUsername: a.login, signPassword: GOOD_PASSWORD, signMeaning: 'Approval' })).body;
    expect(first).toBeGreaterThan(id);
    // Then invited, on the version the account's signature made; in mode 3 they see both boxes, the first one signed.
    const link = await invited(first, email, seen);
    const seenByExternal = (await h.anonymous.get(`${GW}/sign/get-info/${first}?signToken=${link.signToken}`)).body;
    expect(seenByExternal.signFields.map((f: { FSign_User: unknown; signed: boolean }) => [f.FSign_User, f.signed])).toEqual([[a.login, true], [link.extUserId, false]]);
    expect(seenByExternal.canSign).toBe(true);
    // The link names the document, not a version: it works on the new one.
    const second = await h.anonymous.put(`${GW}/sign/document/${first}${link.query}`, { otp: await otpOf(h, h.anonymous, first, email, link.query) });
    expect(second.body, second.text).toBeGreaterThan(first);
    const signatures = await expectValidSignatures(h, second.body, 2);
    expect(signatures.map((s) => s.signer)).toEqual([a.login, 'Sergio Secondo']);
  });
});

describe('external signers: what their link opens, and to whom', () => {
  it('read, once they have signed, the version their signature made and none of those stored after it', async () => {
    const id = await newContract(h);
    const email = address('done');
    const seen = await mailIds(h, email, 'sign-invitation');
    await askSignatures(h, id, { signers: [{ email, name: 'Dora Done', boxes: [box('Basso dx')] }] });
    const link = await invited(id, email, seen);
    const info = (documentId: number) => h.anonymous.get(`${GW}/sign/get-info/${documentId}?signToken=${link.signToken}`);
    const file = (documentId: number) => fetch(`${h.server.baseUrl}/${GW}/sign/file/${documentId}${link.query}`);
    expect((await info(id)).body).toMatchObject({ canSign: true, signedDocumentId: null });
    const signed = (await h.anonymous.put(`${GW}/sign/document/${id}${link.query}`, { otp: await otpOf(h, h.anonymous, id, email, link.query) })).body;
    expect(signed).toBeGreaterThan(id);

    // Staff change the document after the signature.
    const later = await h.admin.put(`${GW}/entities/${signed}`, { fieldParameters: [{ fieldsId: 2, values: 'Changed after the signature' }] });
    expect(later.body).toBeGreaterThan(signed);
    // The link's own id leads to the signed version, not to the later one.
    const first = await file(id);
    expect([first.status, first.headers.get('x-new-doc-id')]).toEqual([200, String(signed)]);
    const own = await file(signed);
    expect([own.status, own.headers.get('x-new-doc-id')]).toEqual([200, null]);
    expect(Buffer.from(await own.arrayBuffer()).equals(await pdfOf(h, signed))).toBe(true);
    expect((await info(id)).body).toMatchObject({ canSign: false, signedDocumentId: signed, request: { state: 'completed' } });
    expect((await info(signed)).body).toMatchObject({ canSign: false, signedDocumentId: signed, signatureCount: 1 });
    // The later version is not the link's to read; accounts with the read right read it.
    const refused = await info(later.body);
    expect([refused.status, refused.body.detail]).toEqual([403, `The signing link reads the document as its signer signed it (version ${signed}); later versions are not shown to it`]);
    expect((await file(later.body)).status).toBe(403);
    expect((await h.admin.get(`${GW}/sign/get-info/${later.body}`)).body).toMatchObject({ signatureCount: 1, signedDocumentId: null });
  });

  it('cannot use a link for another document, another signer, once expired, or a session token in its place', async () => {
    const [id, other] = [await newContract(h), await newContract(h)];
    const [first, second] = [address('one'), address('two')];
    const seen = [...(await mailIds(h, first, 'sign-invitation')), ...(await mailIds(h, second, 'sign-invitation'))];
    await askSignatures(h, id, { signers: [{ email: first }, { email: second, order: 1 }] });
    const [one, two] = [await invited(id, first, seen), await invited(id, second, seen)];
    // Same order: either signs first.
    expect((await h.anonymous.get(`${GW}/sign/get-info/${id}?signToken=${two.signToken}`)).body.canSign).toBe(true);
    const calls = (query: string, documentId = id) => [
      h.anonymous.get(`${GW}/sign/get-info/${documentId}${query}`),
      h.anonymous.get(`${GW}/sign/require-otp/${documentId}${query}`),
      h.anonymous.put(`${GW}/sign/document/${documentId}${query}`, { otp: '123456' }),
      h.anonymous.get(`${GW}/sign/file/${documentId}${query}`),
    ];
    const statuses = async (query: string, documentId = id) => (await Promise.all(calls(query, documentId))).map((r) => r.status);
    expect(await statuses(one.query, other)).toEqual([403, 403, 403, 403]);
    expect(await statuses(`?signToken=${one.signToken}&extUserId=${two.extUserId}`)).toEqual([403, 403, 403, 403]);
    expect(await statuses(`?signToken=${one.signToken.slice(0, -3)}abc&extUserId=${one.extUserId}`)).toEqual([401, 401, 401, 401]);
    const expired = await new SignJWT({ signer: one.extUserId, doc: id, purpose: 'sign' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(`external:${one.extUserId}`)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const refused = await h.anonymous.get(`${GW}/sign/get-info/${id}?signToken=${expired}`);
    expect([refused.status, refused.body.detail]).toEqual([401, 'The signing link has expired or is not valid: ask the sender for a new one']);
    const session = await h.server.token('user', 'user');
    expect(await statuses(`?signToken=${session}`)).toEqual([401, 401, 401, 401]);
    // The file needs the token; extUserId alone proves nothing.
    expect((await h.anonymous.get(`${GW}/sign/file/${id}`)).status).toBe(400);
    expect((await h.anonymous.get(`${GW}/sign/file/${id}?extUserId=${one.extUserId}`)).status).toBe(400);
  });
});
