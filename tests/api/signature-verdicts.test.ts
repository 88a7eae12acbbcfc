import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { P12Signer, PDF } from '@libpdf/core';
import { describe, expect, it } from 'vitest';
import { unique, useServer, type Harness } from './client.js';
import { askSignatures, GW, newContract, newSigner, pdfOf, pdfWithPages, setSignaturePassword, signAs, type Account } from '../support/signing.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are checked field by field */

/**
 * One verdict per signature and document timestamp (docs/signing.md, "The signature panel"), in the
 * sign info's `verdicts`: the portal's own signatures at B-LTA, a tampered copy, a PDF signed with a
 * certificate this portal does not know, and a signature made before its certificate was revoked.
 */
const h = useServer({ env: { PORTICO_SCHEMA_DIRS: path.resolve(import.meta.dirname, '../fixtures/signing-levels'), SIGN_OTP_MAX_REQUESTS: '100' } });

const DEEDS = 90;

async function signer(harness: Harness): Promise<Account> {
  const account = await newSigner(harness);
  const permission = await harness.admin.post('api/permissions', { name: unique('perm'), type: 'FAMILY', adiutoId: DEEDS, read: true, update: true, create: true });
  expect((await harness.admin.post('api/aliases', { name: unique('alias'), adiutoId: account.id, permissions: [{ id: permission.body.id }] })).status).toBe(201);
  await setSignaturePassword(account);
  return account;
}

/** A new document of the family (a one-page PDF), signed by each signer in turn; the last version's id. */
async function signedBy(fam: 'contracts' | 'deeds', signers: Account[]): Promise<number> {
  let id: number;
  if (fam === 'contracts') id = await newContract(h);
  else {
    const res = await h.admin.post(`${GW}/entities`, { fam, fieldParameters: [{ fieldsId: 1, values: unique('REF').slice(0, 30) }], fileInfo: 'data:application/pdf;base64,', file: pdfWithPages([[595, 842]]).toString('base64'), fileName: `${fam}.pdf` });
    expect(res.status, res.text).toBe(201);
    id = res.body;
  }
  await askSignatures(h, id, { signers: signers.map((s, i) => ({ login: s.login, boxes: [{ page: 1, x: 40 + 200 * i, y: 60, corner: 'Basso dx' }] })) });
  for (const account of signers) id = await signAs(h, account, id);
  return id;
}

const verdictsOf = async (id: number) => {
  const res = await h.admin.get(`${GW}/sign/get-info/${id}`);
  expect(res.status, res.text).toBe(200);
  return res.body.verdicts as any[];
};

describe('the verdict of each signature', () => {
  it('a deed signed twice at B-LTA: two signatures and two document timestamps, each valid, its chain up to the portal authority', async () => {
    const [a, b] = [await signer(h), await signer(h)];
    const verdicts = await verdictsOf(await signedBy('deeds', [a, b]));
    expect(verdicts.map((v) => [v.kind, v.verdict, v.level, v.trusted])).toEqual([
      ['signature', 'valid', 'B-LTA', true],
      ['document-timestamp', 'valid', null, true],
      ['signature', 'valid', 'B-LTA', true],
      ['document-timestamp', 'valid', null, true],
    ]);
    // A document timestamp has no level of its own: it seals the signatures before it with their validation data (B-LTA).
    expect(verdicts.map((v) => v.seals)).toEqual([[], [1], [], [1, 3]]);
    const [first, stamp] = verdicts;
    expect(first).toMatchObject({ signer: a.login, reasons: [], chainComplete: true, coversWholeDocument: false, changes: [], page: 1, revocation: { atSigning: 'not-revoked', revokedAt: null } });
    expect(first.certificate.subject).toContain(`CN=${a.login}`);
    expect(first.chain.map((c: any) => c.subject)).toEqual([expect.stringContaining('Portico signing authority')]);
    expect(first.timestamp).toEqual({ time: expect.any(String), authority: expect.stringContaining('timestamps') });
    expect(Math.abs(Date.parse(first.timestamp.time) - Date.parse(first.signingTime))).toBeLessThan(60_000);
    expect(Date.parse(first.revocation.list.thisUpdate)).toBeLessThanOrEqual(Date.parse(first.timestamp.time) + 1_000);
    expect(stamp.signer).toMatch(/timestamps$/);
    // Each signature's field is on its signer's box (150 by 112.5 points, 40 and 240 from the
    // bottom right corner of the 595-point page, 60 up), in the page's user space; a document
    // timestamp's field is invisible.
    expect(verdicts.map((v) => [v.page, v.rect])).toEqual([
      [1, { x1: 405, y1: 60, x2: 555, y2: 172.5 }],
      [1, null],
      [1, { x1: 205, y1: 60, x2: 355, y2: 172.5 }],
      [1, null],
    ]);
  });

  it('a tampered copy: broken, saying why', async () => {
    const a = await signer(h);
    const id = await signedBy('contracts', [a]);
    const pdf = await pdfOf(h, id);
    const at = pdf.indexOf('(Contract page 1)');
    pdf[at + 1] = 'K'.charCodeAt(0);
    const res = await h.admin.put(`${GW}/entities/${id}`, { fieldParameters: [], fileInfo: 'data:application/pdf;base64,', file: pdf.toString('base64'), fileName: 'contract.pdf' });
    expect(res.status, res.text).toBe(200);
    const [verdict] = await verdictsOf(res.body);
    expect(verdict).toMatchObject({ kind: 'signature', verdict: 'broken', reasons: ['bytesChanged'], why: expect.stringContaining('digest mismatch'), trusted: true, level: 'B-LT' });
  });

  it('a PDF signed with a certificate the portal does not know: "signer unknown to this portal", with its chain, never valid and trusted', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-elsewhere-'));
    try {
      const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
      openssl('req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '30', '-subj', '/CN=Elsewhere Root CA/O=Elsewhere');
      openssl('req', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-keyout', 'signer.key', '-out', 'signer.csr', '-subj', '/CN=Erin Elsewhere/O=Elsewhere');
      fs.writeFileSync(path.join(dir, 'ext.cnf'), 'keyUsage=critical,digitalSignature,nonRepudiation\nextendedKeyUsage=emailProtection\n');
      openssl('x509', '-req', '-in', 'signer.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'signer.pem', '-days', '30', '-extfile', 'ext.cnf');
      openssl('pkcs12', '-export', '-inkey', 'signer.key', '-in', 'signer.pem', '-certfile', 'ca.pem', '-out', 'signer.p12', '-passout', 'pass:secret');
      const signerKey = await P12Signer.create(fs.readFileSync(path.join(dir, 'signer.p12')), 'secret');
      const doc = await PDF.load(pdfWithPages([[595, 842]]));
      const { bytes } = await doc.sign({ signer: signerKey, subFilter: 'ETSI.CAdES.detached', reason: 'Signed elsewhere' });
      const id = await newContract(h, Buffer.from(bytes));
      const [verdict] = await verdictsOf(id);
      expect(verdict).toMatchObject({
        kind: 'signature',
        signer: 'Erin Elsewhere',
        verdict: 'warning',
        trusted: false,
        chainComplete: true,
        level: 'B-B',
        timestamp: null,
        coversWholeDocument: true,
        revocation: { atSigning: 'unknown', list: null, revokedAt: null },
        page: 1,
        rect: null,
      });
      expect(verdict.reasons).toEqual(['signerUnknown', 'noRevocationData', 'noTimestamp']);
      expect(verdict.certificate).toMatchObject({ subject: 'CN=Erin Elsewhere, O=Elsewhere', issuer: 'CN=Elsewhere Root CA, O=Elsewhere' });
      expect(verdict.chain.map((c: any) => c.subject)).toEqual(['CN=Elsewhere Root CA, O=Elsewhere']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a signature made before its certificate was revoked: valid with a warning, its list in the file not naming it', async () => {
    const a = await newSigner(h);
    await setSignaturePassword(a);
    const id = await signedBy('contracts', [a]);
    const [serial] = (await h.admin.get(`${GW}/sign/certificates?login=${a.login}`)).body.map((c: any) => c.serial);
    expect((await h.admin.post(`${GW}/sign/certificates/${serial}/revoke`, { reason: 'keyCompromise' })).status).toBe(200);
    const [verdict] = await verdictsOf(id);
    expect(verdict).toMatchObject({ verdict: 'warning', reasons: ['revokedLater'], trusted: true, level: 'B-LT', revocation: { atSigning: 'not-revoked', revokedAt: expect.any(String) } });
    expect(verdict.certificate.serial).toBe(serial);
    expect(Date.parse(verdict.revocation.revokedAt)).toBeGreaterThan(Date.parse(verdict.timestamp.time));
  });
});
