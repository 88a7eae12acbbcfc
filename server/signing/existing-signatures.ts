import type { Gateway } from '../docstore/gateway.js';
import { fileBytes } from './document.js';
import type { ExistingSignature, SigningEngine } from './engine.js';
import { isUnsignable } from './pdf-problems.js';

/** How many versions' verdicts a server keeps. */
const KEPT_VERSIONS = 1_000;

/**
 * The verdicts on the signatures of versions, kept by each server by version id, newest use last. A
 * version's file never changes, so its verdict never does; the sign info, asked each time a document
 * is shown for signing, reads it from here instead of checking the PDF again.
 */
export class SignatureVerdicts {
  private readonly kept = new Map<number, ExistingSignature[]>();

  get(id: number): ExistingSignature[] | undefined {
    const verdict = this.kept.get(id);
    if (verdict) this.keep(id, verdict);
    return verdict;
  }

  keep(id: number, verdict: ExistingSignature[]): void {
    this.kept.delete(id);
    this.kept.set(id, verdict);
    if (this.kept.size > KEPT_VERSIONS) this.kept.delete(this.kept.keys().next().value!);
  }
}

/**
 * The signatures a version's PDF carries, each checked (docs/signing.md, "Signatures already in a
 * PDF"). With the version's bytes at hand (a signature, a request), they are checked again; otherwise
 * the kept verdict answers, or the file is read and checked once. None for a version without a PDF,
 * or with one that is no readable PDF (which cannot be signed either).
 */
export async function existingSignatures(ctx: { verdicts: SignatureVerdicts; gateway: Gateway; engine: SigningEngine }, id: number, bytes?: Uint8Array): Promise<ExistingSignature[]> {
  if (!bytes) {
    const kept = ctx.verdicts.get(id);
    if (kept) return kept;
    const file = await fileBytes(ctx.gateway, id);
    if (!file || file.contentType !== 'application/pdf') return [];
    bytes = file.bytes;
  }
  let verdict: ExistingSignature[];
  try {
    verdict = await ctx.engine.verifySignatures(bytes);
  } catch (error) {
    if (!isUnsignable(error)) throw error;
    verdict = [];
  }
  ctx.verdicts.keep(id, verdict);
  return verdict;
}

/** Why a PDF with these signatures must not be signed: its broken signatures, each with its reason; undefined when none is broken. */
export function brokenSignatures(signatures: ExistingSignature[]): string | undefined {
  const broken = signatures.flatMap((s, i) =>
    s.status === 'broken' ? [`signature ${i + 1} of ${signatures.length} (${s.name ?? 'unnamed'}${s.date ? `, ${s.date.toISOString()}` : ''}) is broken: ${s.why ?? 'it does not check'}`] : [],
  );
  return broken.length ? broken.join('; ') : undefined;
}
