import { describe, expect, it } from 'vitest';
import { useServer } from './client.js';
import { verifyWithPdfsig } from '../support/pdfsig.js';
import { askSignatures, auditOf, caPem, GOOD_PASSWORD, GW, newContract, newSigner, otpOf, pdfOf, setSignaturePassword, signedByFirstOfTwo, type Account } from '../support/signing.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are checked field by field */

/**
 * Signatures already in a document (docs/signing.md, "Signatures already in a PDF"): the sign info
 * lists them, checked on the server; a document whose signatures are broken takes no request and no
 * signature (-31), and the audit trail says why.
 */
const h = useServer({ env: { SIGN_OTP_MAX_REQUESTS: '100' } });

const box = (corner: string) => ({ page: 1, x: 40, y: 60, corner });
const credentials = (account: Account) => ({ signUsername: account.login, signPassword: GOOD_PASSWORD, signMeaning: 'Approval' });

/** A copy of a PDF with one letter of its page's text (inside what its signatures cover) changed. */
function oneByteChanged(pdf: Buffer): Buffer {
  const copy = Buffer.from(pdf);
  const at = copy.indexOf('(Contract page 1)');
  expect(at).toBeGreaterThan(0);
  copy[at + 1] = 'K'.charCodeAt(0);
  return copy;
}

/** Stores a file as the document's new version, as staff do; the new version's id. */
async function storeVersion(id: number, pdf: Buffer): Promise<number> {
  const res = await h.admin.put(`${GW}/entities/${id}`, { fieldParameters: [], fileInfo: 'data:application/pdf;base64,', file: pdf.toString('base64'), fileName: 'contract.pdf' });
  expect(res.status, res.text).toBe(200);
  expect(res.body).toBeGreaterThan(id);
  return res.body;
}

describe('signatures already in a document', () => {
  it('lists them as valid after a signature, as broken once the signed file was changed; a broken document is not countersigned (-31)', async () => {
    const { a, b, id, signed } = await signedByFirstOfTwo(h);

    const valid = (await b.api.get(`${GW}/sign/get-info/${signed}`)).body;
    expect(valid).toMatchObject({ signatureCount: 1, canSign: true, signatures: [{ name: a.login, status: 'valid' }] });
    expect(Date.now() - Date.parse(valid.signatures[0].date)).toBeLessThan(120_000);

    const tampered = await storeVersion(signed, oneByteChanged(await pdfOf(h, signed)));
    const info = (await b.api.get(`${GW}/sign/get-info/${tampered}`)).body;
    expect(info).toMatchObject({ signatureCount: 1, canSign: false, signatures: [{ name: a.login, status: 'broken', date: valid.signatures[0].date }] });

    const refused = await b.api.put(`${GW}/sign/document/${tampered}`, { otp: await otpOf(h, b.api, tampered, b.email), ...credentials(b) });
    expect([refused.status, refused.body]).toEqual([200, -31]);
    const audit = await auditOf(h, id);
    expect(audit.filter((e) => e.action === 'sign-refused' && e.userName === b.login).map((e) => [e.documentId, e.detail])).toEqual([
      [tampered, `signature refused (-31): signature 1 of 1 (${a.login}, ${valid.signatures[0].date}) is broken: digest mismatch: the signed bytes were changed`],
    ]);
    // Nothing was signed: the changed file is still the current version, with its one broken signature.
    expect(audit.filter((e) => e.action === 'sign').map((e) => e.documentId)).toEqual([signed]);
    expect((await b.api.get(`${GW}/sign/get-info/${tampered}`)).body.request.signers.map((s: any) => s.signed)).toEqual([true, false]);
    const { signatures, raw } = await verifyWithPdfsig(await pdfOf(h, tampered), await caPem(h));
    expect(signatures.map((s) => s.valid), raw).toEqual([false]);
    expect(raw).toContain('Digest Mismatch');
  });

  it('asks no signatures of a document whose signatures are broken', async () => {
    const a = await newSigner(h);
    await setSignaturePassword(a);
    const id = await newContract(h);
    await askSignatures(h, id, { signers: [{ login: a.login, boxes: [box('Basso sx')] }] });
    const signed = (await a.api.put(`${GW}/sign/document/${id}`, { otp: await otpOf(h, a.api, id, a.email), ...credentials(a) })).body;
    const copy = await newContract(h, oneByteChanged(await pdfOf(h, signed)));
    const refused = await h.admin.post(`${GW}/sign/requests/${copy}`, { signers: [{ login: a.login, boxes: [box('Basso dx')] }] });
    expect([refused.status, refused.body.message]).toEqual([400, 'error.sign.brokensignature']);
    expect(refused.body.detail).toContain('is broken: digest mismatch');
    const audit = await auditOf(h, copy);
    expect(audit.filter((e) => e.action === 'sign-refused').map((e) => e.userName)).toEqual(['admin']);
    expect(audit.find((e) => e.action === 'sign-refused')!.detail).toMatch(/^signature request refused: signature 1 of 1 \(.+\) is broken: digest mismatch/);
    expect(audit.some((e) => e.action === 'sign-request')).toBe(false);
  });
});
