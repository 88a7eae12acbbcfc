import type { SignatureVerdict } from '../../shared/signing/signature-verdicts.js';
import { changeText } from '../../shared/signing/pdf-findings.js';
import { formatDateTime } from '../../shared/format.js';

/** The words of the signature panel (portico.pdf.verdicts.*), kept apart from its components so that they can be checked alone. */

type Translate = (key: string, options?: Record<string, unknown>) => string;

const V = 'portico.pdf.verdicts';

/** The verdict in words: "Valid", "Valid, with a warning", "Broken". */
export const verdictText = (v: SignatureVerdict, translate: Translate) => translate(`${V}.verdict.${v.verdict}`);

/** Why, one sentence per reason, most serious first. */
export const reasonTexts = (v: SignatureVerdict, translate: Translate) => v.reasons.map((reason) => translate(`${V}.reasons.${reason}`));

/** Who signed or stamped it: "Signed by Anna", "Stamped by Portico timestamps". */
export function signerText(v: SignatureVerdict, translate: Translate): string {
  const name = v.signer ?? translate(`${V}.nameless`);
  return translate(v.kind === 'signature' ? `${V}.signedBy` : `${V}.stampedBy`, { name });
}

/** The times: the one the signer stated, and the timestamp's with its authority. */
export function timeTexts(v: SignatureVerdict, translate: Translate): string[] {
  const out: string[] = [];
  if (v.kind === 'signature' && v.signingTime) out.push(translate(`${V}.statedTime`, { at: formatDateTime(v.signingTime, { seconds: true }) }));
  if (v.kind === 'document-timestamp' && v.signingTime) out.push(translate(`${V}.stampTime`, { at: formatDateTime(v.signingTime, { seconds: true }) }));
  if (v.timestamp) out.push(translate(`${V}.timestamp`, { at: formatDateTime(v.timestamp.time, { seconds: true }), authority: v.timestamp.authority ?? '?' }));
  else if (v.kind === 'signature') out.push(translate(`${V}.noTimestamp`));
  return out;
}

/**
 * The level: a signature's PAdES level; a document timestamp has none of its own, and says which
 * signatures before it it makes B-LTA (docs/signing.md, "Levels").
 */
export function levelText(v: SignatureVerdict, translate: Translate): string | null {
  if (v.kind === 'signature') return v.level ? translate(`${V}.level`, { level: v.level }) : null;
  if (!v.seals.length) return translate(`${V}.archiveNone`);
  return translate(`${V}.archive`, { smart_count: v.seals.length, signatures: v.seals.join(', ') });
}

/** Revocation at signing time, from the file, and what the portal knows now. */
export function revocationTexts(v: SignatureVerdict, translate: Translate): string[] {
  const { atSigning, list, revokedAt } = v.revocation;
  const out = [translate(`${V}.revocation.${atSigning === 'not-revoked' ? 'notRevoked' : atSigning}`, { at: formatDateTime(list?.thisUpdate ?? null) })];
  if (revokedAt) out.push(translate(`${V}.revocation.revokedAt`, { at: formatDateTime(revokedAt) }));
  return out;
}

/** What it covers, and what changed after it. */
export function coverageText(v: SignatureVerdict, translate: Translate): string {
  if (v.changes.length) return translate(`${V}.coverage.changed`, { changes: v.changes.map((c) => changeText(c, translate)).join('; ') });
  return translate(`${V}.coverage.${v.coversWholeDocument ? 'whole' : 'revision'}`);
}

/** A certificate's validity: "Valid from 01/01/26 10:00 to 01/01/36 10:00". */
export const validityText = (c: { notBefore: string | null; notAfter: string | null }, translate: Translate) =>
  translate(`${V}.certificate.validity`, { from: formatDateTime(c.notBefore), to: formatDateTime(c.notAfter) });
