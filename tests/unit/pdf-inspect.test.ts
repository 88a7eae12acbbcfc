import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/database.js';
import { inspectPdf, type PdfInspection } from '../../server/pdf/inspect-pdf.js';
import { signatureKeyOf, signPdf, type PdfSigner } from '../../server/pdf/sign-pdf.js';
import type { SigningAuthority } from '../../server/signing/keys/authority.js';
import { activeContentPdf, annotatedAfterSigning, paintedOverAfterSigning } from '../support/hostile-pdfs.js';
import { verifyWithPdfsig } from '../support/pdfsig.js';
import { english } from '../../server/i18n/english.js';
import { activeContentText, changeText } from '../../src/shared/signing/pdf-findings.js';
import { encryptedPdf, samplePdf, signerNamed, testAuthority } from './signing-fixtures.js';

/**
 * What the server reads of a PDF before anyone signs it (server/pdf/inspect-pdf.ts): its pages, its
 * signatures with what changed after each, its active content; and pdfsig's view of the same files.
 */
let database: Database;
let authority: SigningAuthority;
let alice: PdfSigner;
let bob: PdfSigner;
let once: Uint8Array;
const bounds = { maxInflatedBytes: 64 * 1024 * 1024, maxObjects: 100_000 };
const inspect = (bytes: Uint8Array) => inspectPdf(bytes, bounds);

/** Signs as the portal does: a box, and for a countersignature the signer's handwriting too (drawn as a locked stamp). */
const sign = (pdf: Uint8Array, signer: PdfSigner) =>
  signPdf({
    pdf,
    key: signatureKeyOf(signer),
    appearances: [{ page: 1, rect: { x: 56, y: 56, width: 220, height: 70 }, lines: [signer.name] }],
    drawn: [{ page: 1, type: 'handwritten-sign', rect: { x: 300, y: 60, width: 100, height: 40 }, segments: [[{ x: 300, y: 60 }, { x: 350, y: 90 }, { x: 400, y: 70 }]] }],
    signedAt: new Date(),
  });

/** Each signature as the inspection and pdfsig see it: [status, covers the whole file, changes], and pdfsig's [valid, whole]. */
async function bothViews(pdf: Uint8Array): Promise<{ ours: Array<[string, boolean, string[]]>; pdfsig: Array<[boolean, boolean]> }> {
  const inspection = await inspect(pdf);
  const { signatures } = await verifyWithPdfsig(pdf, authority.certificatePem);
  return {
    ours: inspection.signatures.map((s) => [s.status, s.coversWholeDocument, s.changes.map((c) => changeText(c, english))]),
    pdfsig: signatures.map((s) => [s.valid, s.wholeDocument]),
  };
}

beforeAll(async () => {
  ({ database, authority } = await testAuthority());
  alice = await signerNamed(authority, 'Alice Ferrari');
  bob = await signerNamed(authority, 'Bob Müller');
  once = await sign(await samplePdf(2), alice);
});

afterAll(() => database.close());

describe('inspecting a PDF', { timeout: 30_000 }, () => {
  it('reads its pages as shown, and a signature that covers the whole file', async () => {
    const inspection = await inspect(once);
    expect(inspection).toMatchObject<Partial<PdfInspection>>({ pages: [{ width: 595.28, height: 841.89, rotation: 0 }, { width: 595.28, height: 841.89, rotation: 0 }], activeContent: [], unsignable: null });
    expect(inspection.signatures).toMatchObject([{ name: 'Alice Ferrari', status: 'valid', coversWholeDocument: true, changes: [] }]);
    expect(await bothViews(once)).toEqual({ ours: [['valid', true, []]], pdfsig: [[true, true]] });
  });

  it("finds nothing changed after a signature that only a countersignature (with its signer's drawings) followed", async () => {
    const twice = await sign(once, bob);
    expect(await bothViews(twice)).toEqual({
      ours: [
        ['valid', false, []],
        ['valid', true, []],
      ],
      pdfsig: [
        [true, false],
        [true, true],
      ],
    });
  });

  it("tells in words what an update changed after a signature: a page's content painted over", async () => {
    const painted = await paintedOverAfterSigning(once);
    const { ours, pdfsig } = await bothViews(painted);
    expect(pdfsig).toEqual([[true, false]]);
    expect(ours).toEqual([['valid', false, ['page 1: its content changed']]]);
    // A countersignature over the change does not hide it.
    expect((await bothViews(await sign(painted, bob))).ours[0][2]).toContain('page 1: its content changed');
  });

  it('counts an annotation added after a signature, unless it is a drawing a later signature locks and covers', async () => {
    const annotated = await annotatedAfterSigning(once);
    expect((await bothViews(annotated)).ours).toEqual([['valid', false, ['page 1: an annotation (Square) was added']]]);
    const countersigned = await sign(annotated, bob);
    expect((await bothViews(countersigned)).ours).toEqual([
      ['valid', false, ['page 1: an annotation (Square) was added']],
      ['valid', true, []],
    ]);
  });

  it('lists what would run or open by itself in a reader', async () => {
    const { activeContent } = await inspect(activeContentPdf());
    expect(activeContent.map((a) => activeContentText(a, english))).toEqual([
      'JavaScript when the document opens',
      'document-level scripts (JavaScript): 1',
      'a program launch from an annotation on page 1',
    ]);
    expect((await inspect(once)).activeContent).toEqual([]);
  });

  it('says why a file cannot be signed instead of failing', async () => {
    expect((await inspect(Buffer.from('hello'))).unsignable).toEqual({ code: 'pdf.not-a-pdf', message: 'The file is not a PDF' });
    expect((await inspect(await encryptedPdf())).unsignable).toEqual({ code: 'pdf.encrypted', message: 'The PDF is encrypted' });
    expect((await inspect(Buffer.from(once).subarray(0, 5_000))).unsignable?.code).toBe('pdf.damaged');
  });
});
