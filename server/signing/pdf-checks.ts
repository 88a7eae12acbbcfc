import type { PdfInspection } from '../pdf/inspect-pdf.js';
import type { StoredDocument } from '../docstore/store.js';
import { SIGN_RESULT } from '../../src/shared/signing/codes.js';
import { activeContentText, changeText } from '../../src/shared/signing/pdf-findings.js';
import { english } from '../i18n/english.js';
import type { SigningContext } from './context.js';
import { fileBytes } from './document.js';

/**
 * The inspection of a version's PDF (server/pdf/inspections.ts: read once per file content, on a PDF
 * worker, within the cost bounds: a 422 past them); undefined for a version whose file is no PDF.
 */
export async function inspectionOf(ctx: Pick<SigningContext, 'pdfs' | 'gateway'>, doc: StoredDocument): Promise<PdfInspection | undefined> {
  if (doc.file?.contentType !== 'application/pdf') return undefined;
  return ctx.pdfs.of(doc.file.sha256, async () => (await fileBytes(ctx.gateway, doc.id))?.bytes ?? new Uint8Array());
}

/** Why a PDF is not signed: the sign call's answer, its error.sign.* key, and why in words ("The PDF is encrypted", "signature 1 of 2 (…) is broken: …"). */
export interface PdfRefusal {
  result: number;
  key: string;
  why: string;
}

/** What a family lets through (docs/decisions.md, "Changes after a signature", "Active content"). */
export interface PdfAllowances {
  allowChangesAfterSigning: boolean;
  allowActiveContent: boolean;
}

/**
 * Why a document's PDF must not be signed, nor signatures asked on it; undefined when it may be. In
 * order: no PDF that can take a signature; a signature it carries broken; changed after a signature
 * beyond what a signed document may take; active content; the last two unless the family allows them.
 */
export function pdfRefusal(inspection: PdfInspection | undefined, allow: PdfAllowances): PdfRefusal | undefined {
  if (!inspection) return { result: SIGN_RESULT.unsignablePdf, key: 'error.sign.unsignablepdf', why: 'the document has no PDF file' };
  if (inspection.unsignable) return { result: SIGN_RESULT.unsignablePdf, key: 'error.sign.unsignablepdf', why: inspection.unsignable.message };
  const { signatures } = inspection;
  const told = (i: number) => {
    const s = signatures[i];
    return `signature ${i + 1} of ${signatures.length} (${s.name ?? 'unnamed'}${s.date ? `, ${s.date}` : ''})`;
  };
  const broken = signatures.flatMap((s, i) => (s.status === 'broken' ? [`${told(i)} is broken: ${s.why ?? 'it does not check'}`] : []));
  if (broken.length) return { result: SIGN_RESULT.brokenSignature, key: 'error.sign.brokensignature', why: broken.join('; ') };
  const changed = signatures.flatMap((s, i) => (s.changes.length ? [`${told(i)} was followed by changes: ${s.changes.map((c) => changeText(c, english)).join(', ')}`] : []));
  if (changed.length && !allow.allowChangesAfterSigning) return { result: SIGN_RESULT.modifiedAfterSigning, key: 'error.sign.modifiedaftersigning', why: changed.join('; ') };
  if (inspection.activeContent.length && !allow.allowActiveContent)
    return { result: SIGN_RESULT.activeContent, key: 'error.sign.activecontent', why: `the PDF holds active content: ${inspection.activeContent.map((a) => activeContentText(a, english)).join(', ')}` };
  return undefined;
}
