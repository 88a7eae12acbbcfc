import { PDF } from '@libpdf/core';
import { DamagedPdf, NotAPdf, type UnsignablePdf } from './errors.js';

/** How far into a file its `%PDF-` header may start (readers accept some leading bytes). */
const HEADER_WINDOW = 1024;
const HEADER = Buffer.from('%PDF-', 'latin1');

/**
 * Parses a PDF, or throws NotAPdf / DamagedPdf. `forSigning` also refuses what cannot take a new
 * signature as an incremental update (signingProblem).
 */
export async function openPdf(bytes: Uint8Array, forSigning: boolean): Promise<PDF> {
  if (Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, HEADER_WINDOW)).indexOf(HEADER) < 0) throw new NotAPdf();
  let pdf: PDF;
  try {
    pdf = await PDF.load(bytes);
  } catch (error) {
    throw new DamagedPdf('pdf.damaged', `The PDF cannot be read: ${(error as Error).message}`);
  }
  const problem = forSigning ? signingProblem(pdf) : undefined;
  if (problem) throw problem;
  return pdf;
}

/**
 * Why a PDF that could be read cannot take a new signature as an incremental update: it is
 * encrypted, its structure had to be rebuilt from its objects (truncated, broken cross-reference
 * table), or it has no pages.
 */
export function signingProblem(pdf: PDF): UnsignablePdf | undefined {
  if (pdf.isEncrypted) return new DamagedPdf('pdf.encrypted', 'The PDF is encrypted');
  // A file whose structure had to be guessed is cut short or broken: an update appended to it
  // would point at a cross-reference section that is not there.
  if (pdf.recoveredViaBruteForce) return new DamagedPdf('pdf.damaged', 'The PDF is damaged or incomplete');
  if (pdf.getPageCount() === 0) return new DamagedPdf('pdf.no-pages', 'The PDF has no pages');
  return undefined;
}
