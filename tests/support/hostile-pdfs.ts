import { deflateRawSync, constants } from 'node:zlib';
import { PDF, rgb } from '@libpdf/core';
import { pdfFromObjects } from '../../server/docstore/pdf.js';

/**
 * PDFs an attacker sends, made at run time (nothing big is committed): a small file whose object
 * stream inflates to `mb` MiB, a file of many objects and no cross-reference table, active content,
 * and changes made to a signed PDF after its signature.
 */

/**
 * A PDF of `mb` MiB inflated from a few hundred kB: its catalog, page tree and page sit in an object
 * stream padded with NUL bytes (white space to a PDF reader). It holds the word /ByteRange, as a
 * comment, so that a reader looking for signatures cannot skip it.
 */
export function inflationBomb(mb: number): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'];
  let index = '';
  let body = '';
  objects.forEach((object, i) => {
    index += `${i + 1} ${body.length} `;
    body += `${object} `;
  });
  const head = Buffer.from(index + body, 'latin1');
  const stream = zlibOfPadded(head, mb * 1024 * 1024);
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n% /ByteRange\n', 'latin1')];
  const offset = () => parts.reduce((n, p) => n + p.length, 0);
  const objectStream = offset();
  parts.push(Buffer.from(`4 0 obj\n<< /Type /ObjStm /N 3 /First ${index.length} /Filter /FlateDecode /Length ${stream.length} >>\nstream\n`, 'latin1'), stream, Buffer.from('\nendstream\nendobj\n', 'latin1'));
  const xref = offset();
  // A cross-reference stream: objects 1 to 3 in the object stream 4, 4 and 5 in the file.
  const rows = [[0, 0, 0xffff], [2, 4, 0], [2, 4, 1], [2, 4, 2], [1, objectStream, 0], [1, xref, 0]];
  const table = Buffer.concat(rows.map(([type, field, generation]) => Buffer.from([type, field >>> 24, (field >>> 16) & 255, (field >>> 8) & 255, field & 255, generation >>> 8, generation & 255])));
  parts.push(Buffer.from(`5 0 obj\n<< /Type /XRef /Size 6 /W [1 4 2] /Root 1 0 R /Length ${table.length} >>\nstream\n`, 'latin1'), table, Buffer.from(`\nendstream\nendobj\nstartxref\n${xref}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

/**
 * A zlib stream of `head` followed by NUL bytes up to `size`, made without holding `size` bytes: a MiB of
 * NULs is compressed once, and its block (byte-aligned by a sync flush) repeated.
 */
function zlibOfPadded(head: Buffer, size: number): Buffer {
  const mib = 1024 * 1024;
  const first = deflateRawSync(Buffer.concat([head, Buffer.alloc(mib - head.length)]), { finishFlush: constants.Z_SYNC_FLUSH });
  const block = deflateRawSync(Buffer.alloc(mib), { finishFlush: constants.Z_SYNC_FLUSH });
  const blocks = Math.ceil(size / mib);
  const last = deflateRawSync(Buffer.alloc(0));
  // Adler-32 of the whole: NUL bytes add nothing to A and A (its running sum) to B.
  let a = 1;
  let b = 0;
  for (const byte of head) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  b = (b + a * ((blocks * mib - head.length) % 65521)) % 65521;
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(((b << 16) | a) >>> 0);
  return Buffer.concat([Buffer.from([0x78, 0xda]), first, ...Array<Buffer>(blocks - 1).fill(block), last, adler]);
}

/** A PDF of `count` small objects and one page, without a cross-reference table: a reader must find every object itself. */
export function manyObjectsWithoutXref(count: number): Buffer {
  const lines = ['%PDF-1.4', '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj', '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj', '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj'];
  for (let i = 4; i < count + 4; i++) lines.push(`${i} 0 obj << /N ${i} >> endobj`);
  lines.push('trailer << /Root 1 0 R >>', '%%EOF');
  return Buffer.from(lines.join('\n'), 'latin1');
}

/** A one-page PDF with JavaScript run on opening, a document-level script, and an annotation that launches a program. */
export function activeContentPdf(): Buffer {
  const text = 'BT /F1 18 Tf 56 770 Td (A document with scripts) Tj ET';
  return pdfFromObjects([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 6 0 R /Names << /JavaScript << /Names [(hello) 7 0 R] >> >> >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R /Annots [8 0 R] >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /S /JavaScript /JS (app.alert\\("opened"\\);) >>',
    '<< /S /JavaScript /JS (app.alert\\("hello"\\);) >>',
    '<< /Type /Annot /Subtype /Link /Rect [56 700 300 740] /A << /S /Launch /F (calc.exe) >> >>',
  ]);
}

/** A signed PDF with an incremental update that paints a white box over the top of page 1 and writes over it, as an attacker would. */
export async function paintedOverAfterSigning(signed: Uint8Array): Promise<Uint8Array> {
  const pdf = await PDF.load(signed);
  const page = pdf.getPage(0)!;
  const { width, height } = page.getMediaBox();
  page.drawRectangle({ x: 0, y: height - 120, width, height: 120, color: rgb(1, 1, 1) });
  page.drawText('CHANGED AFTER SIGNING', { x: 56, y: height - 80, size: 20 });
  return pdf.save({ incremental: true });
}

/** A signed PDF with an incremental update that adds a square annotation on page 1 (a comment anyone may add). */
export async function annotatedAfterSigning(signed: Uint8Array): Promise<Uint8Array> {
  const pdf = await PDF.load(signed);
  pdf.getPage(0)!.addSquareAnnotation({ rect: { x: 40, y: 40, width: 100, height: 60 }, color: rgb(1, 0, 0) });
  return pdf.save({ incremental: true });
}
