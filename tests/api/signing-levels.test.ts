import { X509Certificate } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unique, useServer, type Harness } from './client.js';
import { dssCrls, dssEntries, documentTimestamps, opensslCrl, opensslTimestamp, qpdfCheck } from '../support/pdf-ltv.js';
import { verifyWithPdfsig } from '../support/pdfsig.js';
import { askSignatures, caPem, GW, newContract, newSigner, pdfOf, pdfWithPages, setSignaturePassword, signAs, type Account } from '../support/signing.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are checked field by field */

/**
 * Signatures that stay verifiable (docs/signing.md, "Levels" and "Revocation"): each family's level
 * (the fixture's notes at B-T and deeds at B-LTA, the demonstration's contracts at the default B-LT),
 * checked by pdfsig, qpdf and OpenSSL; the authority's revocation list, and a certificate revoked.
 */
const h = useServer({ env: { PORTICO_SCHEMA_DIRS: path.resolve(import.meta.dirname, '../fixtures/signing-levels'), SIGN_OTP_MAX_REQUESTS: '100' } });

const box = { page: 1, x: 40, y: 60, corner: 'Basso dx' };
const FAMILIES = { notes: 91, deeds: 90 } as const;

/** A signer who may read and update contracts, notes and deeds, with a signature password. */
async function signer(harness: Harness): Promise<Account> {
  const account = await newSigner(harness);
  for (const adiutoId of Object.values(FAMILIES)) {
    const permission = await harness.admin.post('api/permissions', { name: unique('perm'), type: 'FAMILY', adiutoId, read: true, update: true, create: true });
    expect((await harness.admin.post('api/aliases', { name: unique('alias'), adiutoId: account.id, permissions: [{ id: permission.body.id }] })).status).toBe(201);
  }
  await setSignaturePassword(account);
  return account;
}

/** A new document of the family with a one-page PDF, asked of the signers in turn; its id. */
async function asked(fam: 'contracts' | keyof typeof FAMILIES, signers: Account[]): Promise<number> {
  let id: number;
  if (fam === 'contracts') id = await newContract(h);
  else {
    const res = await h.admin.post(`${GW}/entities`, { fam, fieldParameters: [{ fieldsId: 1, values: unique('REF').slice(0, 30) }], fileInfo: 'data:application/pdf;base64,', file: pdfWithPages([[595, 842]]).toString('base64'), fileName: `${fam}.pdf` });
    expect(res.status, res.text).toBe(201);
    id = res.body;
  }
  await askSignatures(h, id, { signers: signers.map((s, i) => ({ login: s.login, boxes: [{ ...box, x: 40 + 200 * i }] })) });
  return id;
}

async function signedBy(fam: 'contracts' | keyof typeof FAMILIES, signers: Account[]): Promise<number> {
  let id = await asked(fam, signers);
  for (const account of signers) {
    const next = await signAs(h, account, id);
    expect(next, `signed by ${account.login}`).toBeGreaterThan(id);
    id = next;
  }
  return id;
}

describe('a family signs at its level', () => {
  it('B-T: a timestamp in the signature, nothing after it', async () => {
    const a = await signer(h);
    const pdf = await pdfOf(h, await signedBy('notes', [a]));
    const { signatures, raw } = await verifyWithPdfsig(pdf, await caPem(h));
    expect(signatures.map((s) => [s.signer, s.valid, s.trusted, s.wholeDocument]), raw).toEqual([[a.login, true, true, true]]);
    expect(await dssCrls(pdf)).toEqual([]);
  });

  it("B-LT: the authority's revocation list in the document security store, verified by OpenSSL; qpdf finds no damage", async () => {
    const [a, b] = [await signer(h), await signer(h)];
    const id = await signedBy('contracts', [a, b]);
    const pdf = await pdfOf(h, id);
    const ca = await caPem(h);
    const { signatures, raw } = await verifyWithPdfsig(pdf, ca);
    expect(signatures.map((s) => [s.signer, s.valid, s.trusted]), raw).toEqual([[a.login, true, true], [b.login, true, true]]);
    const crls = await dssCrls(pdf);
    expect(crls.length).toBeGreaterThan(0);
    for (const crl of crls) expect((await opensslCrl(crl, ca)).verified).toBe(true);
    // Each signature's /VRI entry names its certificates (the signer's, the authority's, the
    // timestamps') and the list; the store holds the authority's certificate.
    const store = await dssEntries(pdf);
    expect(store.signatures).toEqual([{ certs: 3, crls: 1 }, { certs: 3, crls: 1 }]);
    expect(store.certificates.map((der) => new X509Certificate(der).fingerprint256)).toContain(new X509Certificate(ca).fingerprint256);
    expect(await qpdfCheck(pdf)).toMatch(/No syntax or stream encoding errors found/);
    // The portal's own check: the validation data is no change after either signature.
    const info = (await a.api.get(`${GW}/sign/get-info/${id}`)).body;
    expect(info.signatures.map((s: any) => [s.status, s.modifiedAfterSigning, s.changes])).toEqual([['valid', false, []], ['valid', false, []]]);
  });

  it('B-LTA: then a document timestamp over the whole file, listed by pdfsig and verified by OpenSSL', async () => {
    const [a, b] = [await signer(h), await signer(h)];
    const id = await signedBy('deeds', [a, b]);
    const pdf = await pdfOf(h, id);
    const ca = await caPem(h);
    const { signatures, raw } = await verifyWithPdfsig(pdf, ca);
    const signed = signatures.filter((s) => s.signer === a.login || s.signer === b.login);
    expect(signed.map((s) => [s.signer, s.valid, s.trusted]), raw).toEqual([[a.login, true, true], [b.login, true, true]]);
    // pdfsig 22 lists document timestamps but cannot check them ("not yet verified"): OpenSSL does.
    expect(signatures.filter((s) => /timestamps$/.test(s.signer)), raw).toHaveLength(2);
    const stamps = await documentTimestamps(pdf);
    expect(stamps).toHaveLength(2);
    for (const stamp of stamps) expect(await opensslTimestamp(stamp, ca)).toMatch(/Verification: OK/);
    expect(stamps.at(-1)!.covered.length).toBeGreaterThan(stamps[0].covered.length);
    for (const crl of await dssCrls(pdf)) expect((await opensslCrl(crl, ca)).verified).toBe(true);
    expect(await qpdfCheck(pdf)).toMatch(/No syntax or stream encoding errors found/);
    const info = (await a.api.get(`${GW}/sign/get-info/${id}`)).body;
    expect(info.signatureCount).toBe(2);
    expect(info.signatures.filter((s: any) => s.modifiedAfterSigning)).toEqual([]);
  });
});

describe('revoking a signer certificate', () => {
  it('lists it, revokes it with a reason, publishes the list, and refuses later signatures until a new password', async () => {
    const a = await signer(h);
    const before = await signedBy('contracts', [a]);
    const ca = await caPem(h);

    const listed = await h.admin.get(`${GW}/sign/certificates?login=${a.login}`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([expect.objectContaining({ login: a.login, state: 'in-force', subject: expect.stringContaining(`CN=${a.login}`), issuer: expect.stringContaining('Portico signing authority') })]);
    const serial = listed.body[0].serial;

    expect((await a.api.post(`${GW}/sign/certificates/${serial}/revoke`, { reason: 'keyCompromise' })).status).toBe(403);
    expect((await h.admin.post(`${GW}/sign/certificates/${serial}/revoke`, { reason: 'stolen' })).status).toBe(400);
    const revoked = await h.admin.post(`${GW}/sign/certificates/${serial}/revoke`, { reason: 'keyCompromise', note: 'The signature password was written on a sticky note' });
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.body).toMatchObject({ serial, state: 'revoked', revoked: { by: 'admin', reason: 'keyCompromise', note: 'The signature password was written on a sticky note' } });
    expect((await h.admin.post(`${GW}/sign/certificates/${serial}/revoke`, { reason: 'keyCompromise' })).status).toBe(409);
    expect((await h.admin.post(`${GW}/sign/certificates/0badc0de/revoke`, { reason: 'keyCompromise' })).status).toBe(404);

    // The published list names it, signed by the authority.
    const res = await fetch(`${h.server.baseUrl}/${GW}/sign/ca.crl`);
    expect(res.headers.get('content-type')).toBe('application/pkix-crl');
    const crl = await opensslCrl(new Uint8Array(await res.arrayBuffer()), ca);
    expect(crl.verified).toBe(true);
    expect(crl.text.toLowerCase().replace(/[^0-9a-z]/g, '')).toContain(serial);
    expect(crl.text).toMatch(/Key Compromise/);

    // A signature made before stays valid; the next one waits for a new signature password (-4), which brings a new certificate.
    const info = (await a.api.get(`${GW}/sign/get-info/${before}`)).body;
    expect(info.signatures.map((s: any) => s.status)).toEqual(['valid']);
    const next = await asked('contracts', [a]);
    expect(await signAs(h, a, next)).toBe(-4);
    await setSignaturePassword(a);
    expect(await signAs(h, a, next)).toBeGreaterThan(next);
    const now = (await h.admin.get(`${GW}/sign/certificates?login=${a.login}`)).body;
    expect(now.map((c: any) => c.state)).toEqual(['in-force', 'revoked']);
    expect(now[0].serial).not.toBe(serial);
  });
});
