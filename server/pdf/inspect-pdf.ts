import { PDF } from '@libpdf/core';
import { activeContent } from './active-content.js';
import { checkCost, type CostBounds } from './cost-bounds.js';
import { DamagedPdf, UnsignablePdf, type UnsignableReason } from './errors.js';
import { openPdf, signingProblem } from './open-pdf.js';
import { shownPages, type ShownPage } from './page-geometry.js';
import { resolverOf } from './pdf-objects.js';
import { annotationsOf, changesAfterSignature } from './revisions.js';
import { signatureFacts, type SignatureFacts } from './signature-facts.js';
import { checkSignatures, type CheckedSignature } from './verify-signatures.js';
import type { ActiveContent, PdfChange } from '../../src/shared/signing/pdf-findings.js';

/** A signature a PDF carries, checked (verify-signatures.ts), with what the file's later revisions did. */
export interface InspectedSignature {
  name: string | null;
  /** ISO 8601. */
  date: string | null;
  status: CheckedSignature['status'];
  why?: string;
  /** Whether it covers the whole file, as it is now (no revision was added after it). */
  coversWholeDocument: boolean;
  /** What revisions added after it changed beyond what a signed document may take (revisions.ts); empty when nothing. */
  changes: PdfChange[];
}

/**
 * What the server needs to know of a PDF before anyone signs it, read once per file content and kept
 * (inspections.ts): plain data, as it crosses from the PDF worker and is kept as JSON.
 */
export type { ShownPage };

export interface PdfInspection {
  pages: ShownPage[];
  signatures: InspectedSignature[];
  /** Every signature and document timestamp, in the form's order, with what the file says of it (signature-facts.ts). */
  signatureFacts: SignatureFacts[];
  /** What a reader that allows it would run or open by itself (active-content.ts). */
  activeContent: ActiveContent[];
  /** Why it cannot take a signature (not a PDF, damaged, encrypted, no pages); null when it can. */
  unsignable: { code: UnsignableReason; message: string } | null;
}

/**
 * Reads a PDF within the cost bounds (throws PdfTooCostly past them) and inspects it: its pages,
 * its signatures, what changed after each, its active content. A file that is no readable PDF is
 * no error: the inspection says why it cannot be signed.
 */
export async function inspectPdf(bytes: Uint8Array, bounds: CostBounds): Promise<PdfInspection> {
  checkCost(bytes, bounds);
  let pdf: PDF;
  try {
    pdf = await openPdf(bytes, false);
  } catch (error) {
    if (error instanceof UnsignablePdf) return unreadable(error);
    throw error;
  }
  try {
    const problem = signingProblem(pdf);
    const signatures = await inspectSignatures(bytes, pdf);
    return {
      pages: shownPages(pdf),
      signatures,
      signatureFacts: await signatureFacts(bytes, pdf, signatures),
      activeContent: activeContent(pdf),
      unsignable: problem ? { code: problem.code, message: problem.message } : null,
    };
  } catch (error) {
    // Objects are read when first used: a broken one shows only now, and is the file's matter.
    if (error instanceof UnsignablePdf) return unreadable(error);
    return unreadable(new DamagedPdf('pdf.damaged', `The PDF cannot be read: ${(error as Error).message}`));
  }
}

function unreadable(error: UnsignablePdf): PdfInspection {
  return { pages: [], signatures: [], signatureFacts: [], activeContent: [], unsignable: { code: error.code, message: error.message } };
}

/**
 * The signatures, each with what the revisions after it changed. The revision a signature covers is
 * the file up to the end of its byte range, read as a PDF of its own; each is read once.
 */
async function inspectSignatures(bytes: Uint8Array, pdf: PDF): Promise<InspectedSignature[]> {
  const checked = checkSignatures(bytes, pdf);
  const revisions = new Map<number, PDF | null>();
  const revisionAt = async (end: number) => {
    if (!revisions.has(end)) revisions.set(end, await PDF.load(bytes.subarray(0, end)).catch(() => null));
    return revisions.get(end)!;
  };
  const out: InspectedSignature[] = [];
  for (const signature of checked) {
    const { name, date, status, why, signedBytes } = signature;
    const coversWholeDocument = signedBytes === bytes.length;
    let changes: PdfChange[] = [];
    if (status !== 'broken' && signedBytes !== null && !coversWholeDocument) {
      const revision = await revisionAt(signedBytes);
      const later = await laterAnnotations(checked, signedBytes, revisionAt);
      changes = revision && !revision.recoveredViaBruteForce ? changesAfterSignature(revision, pdf, (key) => later.has(key)) : [{ key: 'unreadable' }];
    }
    out.push({ name, date: date ? date.toISOString() : null, status, ...(why ? { why } : {}), coversWholeDocument, changes });
  }
  return out;
}

/** The annotations (by object: `12.0`) in the revisions of the valid signatures after `end`; those written in a page itself are never counted. */
async function laterAnnotations(checked: CheckedSignature[], end: number, revisionAt: (end: number) => Promise<PDF | null>): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const later of checked) {
    if (later.status !== 'valid' || later.signedBytes === null || later.signedBytes <= end) continue;
    const revision = await revisionAt(later.signedBytes);
    if (!revision) continue;
    const resolve = resolverOf(revision);
    for (const page of revision.getPages()) for (const key of annotationsOf(page, resolve).keys()) if (!key.startsWith('direct')) keys.add(key);
  }
  return keys;
}
