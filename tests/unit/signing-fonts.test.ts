import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/database.js';
import type { SigningAuthority } from '../../server/signing/keys/authority.js';
import { signPdf, type PdfSigner, type SignPdfInput, signatureKeyOf } from '../../server/pdf/sign-pdf.js';
import { darkestIn, pdfFonts, pdfText, pdfWords, verifyWithPdfsig } from '../support/pdfsig.js';
import { samplePdf, signerNamed, testAuthority } from './signing-fixtures.js';

/** The lines pdftotext reads from a page, trimmed. */
async function lines(pdf: Uint8Array, page: number): Promise<string[]> {
  return (await pdfText(pdf, page)).split('\n').map((line) => line.trim());
}

const A4_HEIGHT = 841.89;

let database: Database;
let authority: SigningAuthority;
let lukasz: PdfSigner;
let zoe: PdfSigner;
let plain: Uint8Array;

beforeAll(async () => {
  ({ database, authority } = await testAuthority());
  lukasz = await signerNamed(authority, 'Łukasz Żółć');
  zoe = await signerNamed(authority, 'Zoë Dvořák');
  plain = await samplePdf(3);
});

afterAll(() => database.close());
const sign = (pdf: Uint8Array, signer: PdfSigner, input: Partial<SignPdfInput>) => signPdf({ pdf, key: signatureKeyOf(signer), appearances: [], signedAt: new Date(), ...input });

describe('texts of signature boxes and drawn objects in any of the five languages', () => {
  it('writes them exactly, as page content and as annotations, in subsets of the DejaVu fonts; both signatures stay valid', async () => {
    const once = await sign(plain, lukasz, {
      reason: 'Firmato per approvazione',
      appearances: [{ page: 1, rect: { x: 56, y: 56, width: 240, height: 70 }, lines: [lukasz.name, '23/11/26 10:15', 'Firmato per approvazione – città, perché sì'] }],
      drawn: [
        { page: 1, type: 'text', rect: { x: 56, y: 600, width: 300, height: 30 }, text: 'Żółć ß é ñ', font: 'courier', fontSize: 20 },
        { page: 1, type: 'text', rect: { x: 56, y: 500, width: 300, height: 30 }, text: 'Größe – Übergabe\nŁódź, Kraków', font: 'timesRoman', fontSize: 18 },
      ],
    });
    const twice = await sign(once, zoe, {
      reason: 'Geprüft',
      appearances: [{ page: 1, rect: { x: 320, y: 56, width: 240, height: 70 }, lines: [zoe.name, '23/11/26 11:40', 'Geprüft und genehmigt – Straße'] }],
      drawn: [{ page: 2, type: 'text', rect: { x: 56, y: 600, width: 300, height: 30 }, text: 'Żółć ß é ñ', fontSize: 20 }],
    });

    const first = await lines(twice, 1);
    for (const line of ['Łukasz Żółć', 'Firmato per approvazione – città, perché sì', 'Żółć ß é ñ', 'Größe – Übergabe', 'Łódź, Kraków', 'Zoë Dvořák', 'Geprüft und genehmigt – Straße']) expect(first).toContain(line);
    expect(await lines(twice, 2)).toContain('Żółć ß é ñ');

    const fonts = await pdfFonts(twice);
    for (const name of ['DejaVuSans', 'DejaVuSansMono', 'DejaVuSerif']) {
      const font = fonts.find((f) => f.name.endsWith(`+${name}`));
      expect(font, JSON.stringify(fonts)).toMatchObject({ embedded: true, subset: true });
    }

    const { signatures, raw } = await verifyWithPdfsig(twice, authority.certificatePem);
    expect(signatures.map((s) => [s.signer, s.valid, s.trusted]), raw).toEqual([
      ['Łukasz Żółć', true, true],
      ['Zoë Dvořák', true, true],
    ]);
  });

  it('puts the text where it was placed, anchored at its end with the embedded font’s widths', async () => {
    const signed = await sign(plain, lukasz, {
      drawn: [{ page: 1, type: 'text', rect: { x: 100, y: 600, width: 300, height: 30 }, text: 'Dvořák Żółć', textAnchor: 'end', fontSize: 20 }],
    });
    const words = await pdfWords(signed, 1);
    const first = words.find((w) => w.word === 'Dvořák')!;
    const last = words.find((w) => w.word === 'Żółć')!;
    expect(last.xMax).toBeCloseTo(400, 0);
    expect(first.x).toBeGreaterThan(100);
    // pdftotext's box starts at the font's ascent above the baseline, which sits 0.8 em below the top.
    expect(first.y).toBeGreaterThan(A4_HEIGHT - 630);
    expect(first.yMax).toBeLessThan(A4_HEIGHT - 600 + 20 * 1.1);
  });

  it('keeps texts within the standard fonts’ characters in them: nothing embedded', async () => {
    const latin = await sign(plain, lukasz, {
      appearances: [{ page: 1, rect: { x: 56, y: 56, width: 240, height: 70 }, lines: ['Zoë Müller', '23/11/26 10:15', 'Crème brûlée – señor'] }],
      drawn: [{ page: 1, type: 'text', rect: { x: 56, y: 600, width: 300, height: 30 }, text: 'Größe é ñ', font: 'courier' }],
    });
    expect((await pdfFonts(latin)).filter((f) => f.embedded)).toEqual([]);
    expect(await lines(latin, 1)).toContain('Crème brûlée – señor');

    // One name beyond them embeds only the glyphs used: a few kB, where DejaVu Sans is 740 kB.
    const polish = await sign(plain, lukasz, { appearances: [{ page: 1, rect: { x: 56, y: 56, width: 240, height: 70 }, lines: ['Łukasz Żółć', '23/11/26 10:15', 'Crème brûlée – señor'] }] });
    expect(polish.length - latin.length).toBeLessThan(8_000);
  });

  it('joins combining accents to their letters and shows characters DejaVu lacks as “?”', async () => {
    const signed = await sign(plain, lukasz, {
      appearances: [{ page: 1, rect: { x: 56, y: 56, width: 300, height: 50 }, lines: ['Jose\u0301 Z\u0307o\u0301łć', 'Ōsaka 東京'] }],
    });
    const text = await lines(signed, 1);
    expect(text).toContain('José Żółć');
    expect(text).toContain('Ōsaka ??');
  });

  it('keeps the accents over capitals of a text’s first line inside what is drawn, as page content and as annotation', async () => {
    // A 40 pt 'Ż' whose top is at 600: its dot lies 0.82 to 0.93 em above the baseline, which is 0.8 em below the top.
    const drawn = (page: number) => ({ page, type: 'text' as const, rect: { x: 100, y: 570, width: 100, height: 30 }, text: 'ŻŻŻ', fontSize: 40 });
    const once = await sign(plain, lukasz, { drawn: [drawn(1)] });
    const twice = await sign(once, zoe, { drawn: [drawn(2)] });
    const dots = { x: 100, y: A4_HEIGHT - (600 - 32 + 0.9 * 40), width: 80, height: 0.05 * 40 };
    for (const page of [1, 2]) expect(await darkestIn(twice, page, dots)).toBeLessThan(128);
    // Nothing is drawn there on the third page: the region itself is white.
    expect(await darkestIn(twice, 3, dots)).toBe(255);
  });
});
