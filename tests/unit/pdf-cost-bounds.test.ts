import { describe, expect, it } from 'vitest';
import { PDF } from '@libpdf/core';
import { pdfFromObjects } from '../../server/docstore/pdf.js';
import { checkCost } from '../../server/pdf/cost-bounds.js';
import { PdfTooCostly } from '../../server/pdf/errors.js';
import { inflationBomb, manyObjectsWithoutXref } from '../support/hostile-pdfs.js';
import { samplePdf } from './signing-fixtures.js';

/** What reading a PDF may cost, measured before the PDF library reads it (server/pdf/cost-bounds.ts). */
const MIB = 1024 * 1024;
const bounds = { maxInflatedBytes: 8 * MIB, maxObjects: 1_000 };

function refusal(bytes: Uint8Array, over = bounds): PdfTooCostly {
  try {
    checkCost(bytes, over);
  } catch (error) {
    if (error instanceof PdfTooCostly) return error;
    throw error;
  }
  throw new Error('The PDF was not refused');
}

describe('the cost bounds of a PDF', () => {
  it('let ordinary PDFs through, with object streams or without', async () => {
    const plain = await samplePdf(20);
    expect(() => checkCost(plain, bounds)).not.toThrow();
    const packed = PDF.create();
    for (let i = 0; i < 20; i++) packed.addPage({ size: 'a4' }).drawText(`Page ${i + 1}`, { x: 56, y: 770 });
    const withStreams = await packed.save({ useXRefStream: true });
    expect(() => checkCost(withStreams, bounds)).not.toThrow();
    expect(() => checkCost(inflationBomb(4), bounds)).not.toThrow();
  });

  it("count the objects of a PDF that holds long runs of digits, as a signature's padding does, once each", () => {
    // A signature's /Contents is tens of thousands of hex zeros; a hostile file may hold millions of
    // digits. The objects around them are counted as any others, and the run is read in one pass.
    const digits = '0'.repeat(2_000_000);
    const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>', `<< /Contents <${digits}> >>`, `(${digits} 7 0 obj)`];
    const pdf = pdfFromObjects(objects);
    expect(() => checkCost(pdf, { ...bounds, maxObjects: 5 })).not.toThrow();
    // "7 0 obj" inside the string starts after the run: it counts, so that four objects and it are five.
    expect(refusal(pdf, { ...bounds, maxObjects: 4 }).limit).toBe('objects');
  });

  it('refuse an object stream that inflates past the bound, after inflating no more than the bound', () => {
    const bomb = inflationBomb(512);
    expect(bomb.length).toBeLessThan(600_000);
    const started = performance.now();
    const error = refusal(bomb);
    expect([error.limit, error.message]).toEqual(['inflated', 'The PDF is too costly to read: its object streams inflate to more than 8 MiB']);
    // Inflating 8 MiB, not 512.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('count the objects written in the file and those packed in object streams', () => {
    const error = refusal(manyObjectsWithoutXref(2_000));
    expect([error.limit, error.message]).toEqual(['objects', 'The PDF is too costly to read: it holds more than 1,000 objects']);
    // The bomb writes two objects and packs three.
    expect(refusal(inflationBomb(1), { ...bounds, maxObjects: 4 }).limit).toBe('objects');
    expect(() => checkCost(inflationBomb(1), { ...bounds, maxObjects: 5 })).not.toThrow();
  });

  it('refuse object streams packed with a filter that is not measured', () => {
    const pdf = pdfFromObjects(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>', '<< /Type /ObjStm /N 1 /First 4 /Filter /LZWDecode /Length 4 >>\nstream\nabcd\nendstream']);
    expect(refusal(pdf).message).toMatch(/packed with \/LZWDecode/);
  });

  it('follow a length written as an object of its own, and count a damaged stream as far as it inflates', () => {
    const bomb = inflationBomb(16);
    const text = bomb.toString('latin1');
    const length = /\/Length (\d+) >>\nstream/.exec(text)!;
    // The stream's length moved to object 6, appended after the file's end.
    const moved = Buffer.concat([Buffer.from(text.replace(length[0], '/Length 6 0 R >>\nstream'.padEnd(length[0].length, ' ')), 'latin1'), Buffer.from(`6 0 obj ${length[1]} endobj\n`)]);
    expect(refusal(moved).limit).toBe('inflated');
    // Cut in the middle of its data: what it inflated to before the cut still counts.
    const cut = Buffer.concat([bomb.subarray(0, text.indexOf('stream\n') + 7 + Math.floor(Number(length[1]) * 0.9)), Buffer.from('\nendstream\nendobj\n')]);
    expect(refusal(cut).limit).toBe('inflated');
  });
});
