import { PDF, type PdfArray, type PdfDict, type PdfRef, type PdfStream } from '@libpdf/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/database.js';
import type { SigningAuthority } from '../../server/signing/keys/authority.js';
import { BadAppearance, DamagedPdf, NotAPdf, UnsignablePdf } from '../../server/pdf/errors.js';
import { inspectPdf } from '../../server/pdf/inspect-pdf.js';
import { resolverOf } from '../../server/pdf/pdf-objects.js';
import { countSignatures, pageSizes, signPdf, type PdfSigner, type SignPdfInput, signatureKeyOf } from '../../server/pdf/sign-pdf.js';
import { verifySignatures } from '../../server/pdf/verify-signatures.js';
import { pdfText, pdfWords, verifyWithPdfsig } from '../support/pdfsig.js';
import { encryptedPdf, inheritingPdf, samplePdf, signerNamed, testAuthority } from './signing-fixtures.js';

let database: Database;
let authority: SigningAuthority;
let alice: PdfSigner;
let bob: PdfSigner;
let plain: Uint8Array;

beforeAll(async () => {
  ({ database, authority } = await testAuthority());
  alice = await signerNamed(authority, 'Alice Ferrari');
  bob = await signerNamed(authority, 'Bob Müller');
  plain = await samplePdf(3);
});

afterAll(() => database.close());

const sign = (pdf: Uint8Array, signer: PdfSigner, extra: Partial<SignPdfInput> = {}) =>
  signPdf({
    pdf,
    key: signatureKeyOf(signer),
    appearances: [{ page: 1, rect: { x: 56, y: 56, width: 220, height: 70 }, lines: [signer.name, '23/11/26 10:15', 'Approved'] }],
    reason: 'Approved',
    signedAt: new Date(),
    ...extra,
  });

describe('signing PDFs (PAdES, incremental)', () => {
  it('signs once: pdfsig finds one valid ETSI.CAdES.detached SHA-256 signature by a trusted certificate, covering the whole file', async () => {
    const signed = await sign(plain, alice);
    // An incremental update: the original bytes come first, untouched.
    expect(Buffer.from(signed.subarray(0, plain.length)).equals(Buffer.from(plain))).toBe(true);
    const { signatures, raw } = await verifyWithPdfsig(signed, authority.certificatePem);
    expect(signatures, raw).toHaveLength(1);
    expect(signatures[0]).toMatchObject({ valid: true, trusted: true, signer: 'Alice Ferrari', wholeDocument: true, subFilter: 'ETSI.CAdES.detached', hashAlgorithm: 'SHA-256' });
    expect(await countSignatures(signed)).toBe(1);
  });

  it('signs twice, by two signers: both signatures stay valid and trusted, and both boxes show', async () => {
    const once = await sign(plain, alice);
    const twice = await sign(once, bob, {
      appearances: [{ page: 1, rect: { x: 300, y: 56, width: 220, height: 70 }, lines: [bob.name, '23/11/26 11:40', 'Seen'] }],
    });
    expect(Buffer.from(twice.subarray(0, once.length)).equals(Buffer.from(once))).toBe(true);
    const { signatures, raw } = await verifyWithPdfsig(twice, authority.certificatePem);
    expect(signatures.map((s) => [s.signer, s.valid, s.trusted]), raw).toEqual([
      ['Alice Ferrari', true, true],
      ['Bob Müller', true, true],
    ]);
    expect(signatures.map((s) => s.wholeDocument)).toEqual([false, true]);
    expect(await countSignatures(twice)).toBe(2);
    const text = await pdfText(twice, 1);
    // The first box is page content, the second an annotation's appearance: both are read.
    for (const line of ['Alice Ferrari', 'Approved', 'Bob Müller', '23/11/26 11:40', 'Seen']) expect(text).toContain(line);
  });

  it('draws the signer’s handwriting and texts with the signature', async () => {
    const signed = await sign(plain, alice, {
      drawn: [
        { page: 2, type: 'text', rect: { x: 100, y: 500, width: 200, height: 30 }, text: 'Read and agreed', fontSize: 16, font: 'timesRoman', color: '#1a237e' },
        { page: 2, type: 'handwritten-sign', rect: { x: 100, y: 400, width: 120, height: 50 }, segments: [[{ x: 100, y: 400 }, { x: 140, y: 440 }, { x: 180, y: 410 }], [{ x: 200, y: 420 }]] },
      ],
    });
    expect(await pdfText(signed, 2)).toContain('Read and agreed');
    const again = await sign(signed, bob, { drawn: [{ page: 3, type: 'text', rect: { x: 100, y: 500, width: 200, height: 30 }, text: 'Noted by Bob' }] });
    expect(await pdfText(again, 3)).toContain('Noted by Bob');
    const { signatures } = await verifyWithPdfsig(again, authority.certificatePem);
    expect(signatures.map((s) => s.valid && s.trusted)).toEqual([true, true]);
  });

  it('reports a signed PDF changed afterwards as invalid', async () => {
    const signed = Buffer.from(await sign(inheritingPdf(), alice));
    // One letter of the page's text (an uncompressed content stream, inside the signed range) changed.
    const at = signed.indexOf('(Inherited resources)');
    expect(at).toBeGreaterThan(0);
    signed[at + 1] = 'X'.charCodeAt(0);
    expect(await pdfText(signed)).toContain('Xnherited resources');
    const { signatures, raw } = await verifyWithPdfsig(signed, authority.certificatePem);
    expect(signatures, raw).toHaveLength(1);
    expect(signatures[0].valid, raw).toBe(false);
    expect(raw).toContain('Digest Mismatch');
  });

  it('is not trusted by a reader who trusts another authority', async () => {
    const other = await testAuthority();
    try {
      const { signatures } = await verifyWithPdfsig(await sign(plain, alice), other.authority.certificatePem);
      expect(signatures[0]).toMatchObject({ valid: true, trusted: false });
    } finally {
      await other.database.close();
    }
  });

  it('places boxes on the page as shown, on turned pages too', async () => {
    const turned = await samplePdf(1, { rotate: 90 });
    expect(await pageSizes(turned)).toEqual([{ width: 841.89, height: 595.28, rotation: 90 }]);
    const once = await sign(turned, alice, { appearances: [{ page: 1, rect: { x: 20, y: 20, width: 200, height: 60 }, lines: ['Bottom left as shown'] }] });
    const twice = await sign(once, bob, { appearances: [{ page: 1, rect: { x: 600, y: 500, width: 200, height: 60 }, lines: ['Top right as shown'] }] });
    // pdftotext -bbox gives positions on the page as shown, y from the top.
    const words = await pdfWords(twice);
    const bottom = words.find((w) => w.word === 'Bottom')!;
    const top = words.find((w) => w.word === 'Top')!;
    expect(bottom.x).toBeGreaterThan(20);
    expect(bottom.x).toBeLessThan(40);
    expect(595.28 - bottom.y).toBeLessThan(85);
    expect(top.x).toBeGreaterThan(600);
    expect(595.28 - top.y).toBeGreaterThan(500);
    const { signatures } = await verifyWithPdfsig(twice, authority.certificatePem);
    expect(signatures.map((s) => s.valid)).toEqual([true, true]);
  });
});

/** Each signature field's widget: its page (from 1), its rectangle, whether the page lists it, and its appearance's content. */
async function signatureWidgets(bytes: Uint8Array) {
  const pdf = await PDF.load(bytes);
  const resolve = resolverOf(pdf);
  return (pdf.getForm()?.getFields() ?? []).map((field) => {
    const widget = field.getWidgets()[0];
    const page = pdf.getPages().find((p) => p.ref === widget.pageRef)!;
    const listed = (page.dict.get('Annots', resolve) as PdfArray | undefined)?.toArray().some((a) => a === field.getRef()) ?? false;
    const appearance = (widget.dict.get('AP', resolve) as PdfDict | undefined)?.get('N', resolve) as PdfStream | undefined;
    return { page: page.index + 1, rect: widget.rect.map((n) => Math.round(n * 100) / 100), listed, appearance: appearance && Buffer.from(appearance.getDecodedData()).toString().trim() };
  });
}

describe("the signature's field", () => {
  it('is on the signer\'s first box, on turned pages too, with an empty appearance; without a box, invisible', async () => {
    const turned = await samplePdf(2, { rotate: 90 });
    const box = { x: 20, y: 20, width: 200, height: 60 };
    const once = await sign(turned, alice, { appearances: [{ page: 2, rect: box, lines: ['Alice'] }, { page: 1, rect: { ...box, x: 400 }, lines: ['Alice'] }] });
    const twice = await sign(once, bob, { appearances: [] });
    // Shown 841.89 wide and 595.28 high, turned a quarter: a shown (x, y) is (595.28 - y, x) in the page's own space.
    expect(await signatureWidgets(twice)).toEqual([
      { page: 2, rect: [515.28, 20, 575.28, 220], listed: true, appearance: '' },
      { page: 1, rect: [0, 0, 0, 0], listed: false, appearance: undefined },
    ]);
    const { signatures } = await verifyWithPdfsig(twice, authority.certificatePem);
    expect(signatures.map((s) => s.valid && s.trusted)).toEqual([true, true]);
    // The portal's own reading: no change after the first signature, and the field where the box is.
    const inspection = await inspectPdf(twice, { maxInflatedBytes: 64 * 1024 * 1024, maxObjects: 100_000 });
    expect(inspection.signatures.map((s) => [s.status, s.changes])).toEqual([['valid', []], ['valid', []]]);
    expect(inspection.signatureFacts.map((f) => [f.page, f.rect && Object.values(f.rect).map((n) => Math.round(n * 100) / 100)])).toEqual([[2, [515.28, 20, 575.28, 220]], [1, null]]);
  });
});

describe('signing PDFs: pages, fonts, broken files and refusals', () => {
  it('keeps a page’s inherited fonts when it draws on it', async () => {
    const signed = await sign(inheritingPdf(), alice);
    const text = await pdfText(signed);
    expect(text).toContain('Inherited resources');
    expect(text).toContain('Alice Ferrari');
    expect(await pageSizes(signed)).toEqual([{ width: 612, height: 792, rotation: 0 }]);
  });

  it('adds its annotation to a page whose annotation list is held by reference, keeping what it holds', async () => {
    const once = await sign(inheritingPdf({ annotations: true }), alice);
    const twice = await sign(once, bob, { appearances: [{ page: 1, rect: { x: 300, y: 56, width: 220, height: 70 }, lines: [bob.name] }] });
    expect(await pdfText(twice)).toContain('Bob Müller');
    // Read through the reference (the library's own getAnnotations does not follow it).
    const pdf = await PDF.load(twice);
    const annots = pdf.getPage(0)!.dict.get('Annots', resolverOf(pdf)) as PdfArray;
    const subtypes = [...Array(annots.length).keys()].map((i) => ((pdf.getObject(annots.at(i) as PdfRef) as PdfDict).getName('Subtype')?.value));
    // The page's link, Bob's box (a stamp) and the two signatures' fields.
    expect(subtypes.sort()).toEqual(['Link', 'Stamp', 'Widget', 'Widget']);
    const { signatures } = await verifyWithPdfsig(twice, authority.certificatePem);
    expect(signatures.map((s) => s.valid && s.trusted)).toEqual([true, true]);
  });

  it('writes names with letters beyond the standard fonts as they are', async () => {
    const signed = await sign(plain, alice, { appearances: [{ page: 1, rect: { x: 56, y: 56, width: 300, height: 40 }, lines: ['Łucja Dvořák – Zoë'] }] });
    expect(await pdfText(signed, 1)).toContain('Łucja Dvořák – Zoë');
  });

  it('refuses what is not a PDF, a truncated or encrypted PDF, with domain errors', async () => {
    await expect(sign(new Uint8Array(Buffer.from('just some text')), alice)).rejects.toBeInstanceOf(NotAPdf);
    await expect(sign(new Uint8Array(0), alice)).rejects.toBeInstanceOf(NotAPdf);
    await expect(sign(plain.subarray(0, Math.floor(plain.length / 2)), alice)).rejects.toMatchObject({ code: 'pdf.damaged' });
    await expect(sign(new Uint8Array(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\n')), alice)).rejects.toBeInstanceOf(DamagedPdf);
    await expect(sign(await encryptedPdf(), alice)).rejects.toMatchObject({ code: 'pdf.encrypted' });
    await expect(countSignatures(new Uint8Array(Buffer.from('GIF89a'))).catch((e) => e)).resolves.toBeInstanceOf(UnsignablePdf);
    await expect(pageSizes(new Uint8Array(Buffer.from('not a pdf'))).catch((e) => e)).resolves.toBeInstanceOf(NotAPdf);
  });

  it('answers every broken file with a domain error, never another failure', async () => {
    const base = Buffer.from(await sign(plain, alice));
    // A fixed pseudo-random sequence: the same cases on every run.
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const cases: Buffer[] = [];
    for (let i = 0; i < 30; i++) {
      cases.push(base.subarray(0, Math.floor(random() * base.length)));
      const flipped = Buffer.from(base);
      for (let k = 0; k < 5; k++) flipped[Math.floor(random() * flipped.length)] = Math.floor(random() * 256);
      cases.push(flipped);
      cases.push(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(Array.from({ length: Math.floor(random() * 4000) }, () => Math.floor(random() * 256)))]));
    }
    const outcomes = new Set<string>();
    for (const bytes of cases) {
      for (const call of [() => sign(bytes, bob), () => countSignatures(bytes), () => pageSizes(bytes), () => verifySignatures(bytes)]) {
        const outcome = await call().then(
          () => 'ok',
          (error) => (error instanceof UnsignablePdf ? error.code : `${(error as Error).name}: ${(error as Error).message}`),
        );
        outcomes.add(outcome);
      }
    }
    expect([...outcomes].filter((o) => o !== 'ok' && !o.startsWith('pdf.'))).toEqual([]);
    expect(outcomes).toContain('pdf.damaged');
  }, 30_000); // 360 calls, 90 of them signatures: seconds of CPU, more on a shared machine

  it('refuses a box on a page the PDF does not have, or with no size', async () => {
    await expect(sign(plain, alice, { appearances: [{ page: 4, rect: { x: 0, y: 0, width: 10, height: 10 }, lines: [] }] })).rejects.toBeInstanceOf(BadAppearance);
    await expect(sign(plain, alice, { appearances: [{ page: 1, rect: { x: Number.NaN, y: 0, width: 10, height: 10 }, lines: [] }] })).rejects.toBeInstanceOf(BadAppearance);
    await expect(sign(plain, alice, { drawn: [{ page: 0, type: 'text', rect: { x: 0, y: 0, width: 10, height: 10 }, text: 'x' }] })).rejects.toBeInstanceOf(BadAppearance);
  });

  it('counts no signature on an unsigned PDF', async () => {
    expect(await countSignatures(plain)).toBe(0);
    expect(await pageSizes(plain)).toEqual(Array(3).fill({ width: 595.28, height: 841.89, rotation: 0 }));
  });
});
