import { PDF } from '@libpdf/core';
import { connect, type Database } from '../../server/database.js';
import { migrate } from '../../server/migrations/migrate.js';
import { signingAuthority, type SigningAuthority, type SigningKeysConfig } from '../../server/signing/keys/authority.js';
import { ephemeralSigner } from '../../server/signing/keys/signer-keys.js';
import type { PdfSigner } from '../../server/pdf/sign-pdf.js';

/** PDFs made for the signing tests (nothing big is committed). */

/** An A4 PDF of `pages` pages, each saying "Page n"; `rotate` turns every page for display. */
export async function samplePdf(pages: number, options: { rotate?: 0 | 90 | 180 | 270 } = {}): Promise<Uint8Array> {
  const pdf = PDF.create();
  for (let i = 1; i <= pages; i++) {
    const page = pdf.addPage({ size: 'a4' });
    page.drawText(`Page ${i} of the sample`, { x: 56, y: 770, size: 18 });
    if (options.rotate) page.setRotation(options.rotate);
  }
  return pdf.save();
}

/**
 * A one-page PDF written by hand whose page inherits its MediaBox and Resources (its font) from the
 * page tree, as many producers write them; with `annotations`, its page holds its /Annots array by
 * reference, with a link in it.
 */
export function inheritingPdf(options: { annotations?: boolean } = {}): Uint8Array {
  const text = 'BT /F1 14 Tf 72 720 Td (Inherited resources) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> >>',
    `<< /Type /Page /Parent 2 0 R /Contents 5 0 R${options.annotations ? ' /Annots 6 0 R' : ''} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    ...(options.annotations ? ['[7 0 R]', '<< /Type /Annot /Subtype /Link /Rect [72 700 200 740] /Border [0 0 0] /A << /S /URI /URI (https://example.com/) >> >>'] : []),
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

/** A PDF that opens only with a password. */
export async function encryptedPdf(): Promise<Uint8Array> {
  const pdf = PDF.create();
  pdf.addPage({ size: 'a4' }).drawText('Secret', { x: 56, y: 770 });
  pdf.setProtection({ userPassword: 'user', ownerPassword: 'owner' });
  return pdf.save();
}

/** A signing authority on a database of its own (SQLite in memory), without timestamps unless asked. */
export async function testAuthority(config: Partial<SigningKeysConfig> = {}): Promise<{ database: Database; authority: SigningAuthority }> {
  const database = await connect('sqlite::memory:');
  await migrate(database, []);
  const authority = await signingAuthority(database.db, { timestamps: false, ...config });
  return { database, authority };
}

export const signerNamed = (authority: SigningAuthority, name: string): Promise<PdfSigner> =>
  ephemeralSigner(authority, { name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com` });
