import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/database.js';
import type { SigningAuthority } from '../../server/signing/keys/authority.js';
import { UnsignablePdf } from '../../server/pdf/errors.js';
import { signPdf, type PdfSigner, signatureKeyOf } from '../../server/pdf/sign-pdf.js';
import { pdfDate, verifySignatures } from '../../server/pdf/verify-signatures.js';
import { verifyWithPdfsig } from '../support/pdfsig.js';
import { inheritingPdf, samplePdf, signerNamed, testAuthority } from './signing-fixtures.js';

/** The signatures a PDF already carries, checked against its bytes: byte ranges, digests, CMS signatures. */
let database: Database;
let authority: SigningAuthority;
let alice: PdfSigner;
let bob: PdfSigner;
let once: Buffer;
let twice: Buffer;
const first = new Date('2026-03-02T10:15:00Z');
const second = new Date('2026-03-03T16:40:00Z');

const sign = async (pdf: Uint8Array, signer: PdfSigner, signedAt: Date) =>
  Buffer.from(await signPdf({ pdf, key: signatureKeyOf(signer), appearances: [{ page: 1, rect: { x: 56, y: 56, width: 220, height: 70 }, lines: [signer.name] }], signedAt }));

/** The byte range of the n-th signature (from 0) as written in the file, and where it is. */
const byteRangeIn = (pdf: Buffer, n: number) => {
  const found = [...pdf.toString('latin1').matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)][n];
  return { at: found.index!, text: found[0], numbers: found.slice(1).map(Number) };
};

/** The file with the n-th signature's byte range rewritten to `numbers`, in the same number of bytes. */
const withByteRange = (pdf: Buffer, n: number, numbers: number[]) => {
  const { at, text } = byteRangeIn(pdf, n);
  const replaced = `/ByteRange [${numbers.join(' ')}]`.padEnd(text.length, ' ');
  expect(replaced.length).toBe(text.length);
  const out = Buffer.from(pdf);
  out.write(replaced, at, 'latin1');
  return out;
};

beforeAll(async () => {
  ({ database, authority } = await testAuthority());
  alice = await signerNamed(authority, 'Alice Ferrari');
  bob = await signerNamed(authority, 'Bob Müller');
  once = await sign(inheritingPdf(), alice, first);
  twice = await sign(once, bob, second);
});

afterAll(() => database.close());

describe('checking the signatures of a PDF', () => {
  it('finds the signatures the engine made valid, with their signers and times', async () => {
    // The first covers the file up to the second's update; the second, the whole file.
    expect(await verifySignatures(twice)).toEqual([
      { name: 'Alice Ferrari', date: first, status: 'valid', signedBytes: once.length },
      { name: 'Bob Müller', date: second, status: 'valid', signedBytes: twice.length },
    ]);
    expect(await verifySignatures(await samplePdf(2))).toEqual([]);
  });

  it('finds every signature broken when one byte they cover is changed, as pdfsig does', async () => {
    const changed = Buffer.from(twice);
    const at = changed.indexOf('(Inherited resources)');
    changed[at + 1] = 'X'.charCodeAt(0);
    const checked = await verifySignatures(changed);
    expect(checked.map((s) => [s.name, s.status, s.why])).toEqual([
      ['Alice Ferrari', 'broken', 'digest mismatch: the signed bytes were changed'],
      ['Bob Müller', 'broken', 'digest mismatch: the signed bytes were changed'],
    ]);
    const { signatures, raw } = await verifyWithPdfsig(changed, authority.certificatePem);
    expect(signatures.map((s) => s.valid), raw).toEqual([false, false]);
    expect(raw).toContain('Digest Mismatch');
  });

  it('finds a signature broken whose byte range leaves out more than its value, or leaves the file', async () => {
    const { numbers } = byteRangeIn(twice, 1);
    const [, length, next, rest] = numbers;
    // The first part stops one byte short: the gap is no longer the signature's hex string alone.
    const shifted = await verifySignatures(withByteRange(twice, 1, [0, length - 1, next, rest]));
    expect(shifted.map((s) => s.status)).toEqual(['valid', 'broken']);
    expect(shifted[1].why).toBe('the gap of the byte range is not a hex string');
    const beyond = await verifySignatures(withByteRange(twice, 1, [0, length, next, rest + 10]));
    expect(beyond[1]).toMatchObject({ status: 'broken', why: 'the byte range does not match the file' });
    const late = await verifySignatures(withByteRange(twice, 1, [5, length, next, rest]));
    expect(late[1]).toMatchObject({ status: 'broken', why: 'the byte range does not start at the start of the file' });
  });

  it('finds a signature broken whose signature value was changed', async () => {
    const [, length, next] = byteRangeIn(twice, 1).numbers;
    const changed = Buffer.from(twice);
    // The last signature's CMS ends with its signature value, then zeros up to the room kept.
    const hex = changed.toString('latin1', length + 1, next - 1);
    const at = length + 1 + hex.replace(/0+$/, '').length - 10;
    changed[at] = changed[at] === 0x41 ? 0x42 : 0x41;
    const checked = await verifySignatures(changed);
    expect(checked.map((s) => [s.status, s.why])).toEqual([
      ['valid', undefined],
      ['broken', "the signature does not verify with the signer's certificate"],
    ]);
  });

  it('refuses a file that is no PDF with a domain error', async () => {
    await expect(verifySignatures(new Uint8Array(Buffer.from('GIF89a'))).catch((e) => e)).resolves.toBeInstanceOf(UnsignablePdf);
  });

  it('reads PDF dates with their time zones', () => {
    expect(pdfDate("D:20260302111500+01'00'")).toEqual(new Date('2026-03-02T10:15:00Z'));
    expect(pdfDate('D:20260302101500Z')).toEqual(new Date('2026-03-02T10:15:00Z'));
    expect(pdfDate('D:2026')).toEqual(new Date('2026-01-01T00:00:00Z'));
    expect(pdfDate('yesterday')).toBeNull();
    expect(pdfDate(undefined)).toBeNull();
  });
});
