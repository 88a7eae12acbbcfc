import type { SignatureVerdict, VerdictReason } from '../../src/shared/signing/signature-verdicts.js';
import type { SignatureFacts } from '../pdf/signature-facts.js';
import type { RevocationStore } from './revocation/store.js';

/** What the portal knows that the file does not: its own authority, and the certificates it revoked. */
export interface SignatureTrust {
  /** The SHA-256 of the authority's certificate (certificate-facts.ts, fingerprintOf). */
  authorityFingerprint: string;
  revocations: RevocationStore;
}

/**
 * One verdict per signature and document timestamp (docs/signing.md, "The signature panel"): broken
 * when what it signed changed or its certificate was revoked or out of date when it signed; valid with
 * a warning when it holds but something is to be known (a signer this portal does not know, a
 * revocation after the signature, no revocation data, no timestamp, a kind not checked); else valid.
 */
export async function signatureVerdicts(facts: SignatureFacts[], trust: SignatureTrust): Promise<SignatureVerdict[]> {
  if (!facts.length) return [];
  const revokedAt = await trust.revocations.revokedAt([...new Set(facts.flatMap((f) => (f.certificate ? [f.certificate.serial] : [])))]);
  return facts.map((f) => verdictOf(f, trust.authorityFingerprint, f.certificate ? revokedAt.get(f.certificate.serial) : undefined));
}

export function verdictOf(facts: SignatureFacts, authorityFingerprint: string, portalRevokedAt: number | undefined): SignatureVerdict {
  const { status, why, chainBroken, rootFingerprint, validAtSigning, revocation, ...shown } = facts;
  const trusted = rootFingerprint === authorityFingerprint;
  const at = Date.parse(facts.timestamp?.time ?? facts.signingTime ?? '');
  const listed = revocation.listedRevokedAt ? Date.parse(revocation.listedRevokedAt) : undefined;
  const revoked = trusted && portalRevokedAt !== undefined ? portalRevokedAt : listed;
  const broken: VerdictReason[] = [];
  const warnings: VerdictReason[] = [];
  if (status === 'broken') broken.push('bytesChanged');
  if (facts.changes.length) broken.push('changedAfterSigning');
  if (revocation.atSigning === 'revoked' || (revoked !== undefined && !(revoked > at))) broken.push('revokedAtSigning');
  if (validAtSigning === false) broken.push('notValidAtSigning');
  if (chainBroken) broken.push('chainBroken');
  if (status === 'unknown') warnings.push('notChecked');
  if (!trusted) warnings.push('signerUnknown');
  if (!facts.chainComplete && !chainBroken) warnings.push('chainIncomplete');
  if (revoked !== undefined && revoked > at && !broken.includes('revokedAtSigning')) warnings.push('revokedLater');
  if (revocation.atSigning === 'unknown' && !trusted && facts.certificate) warnings.push('noRevocationData');
  if (revocation.list?.nextUpdate && Date.parse(revocation.list.nextUpdate) < at) warnings.push('listOutdated');
  if (facts.kind === 'signature' && !facts.timestamp) warnings.push('noTimestamp');
  return {
    ...shown,
    trusted,
    revocation: { atSigning: revocation.atSigning, list: revocation.list, revokedAt: revoked !== undefined ? new Date(revoked).toISOString() : null },
    verdict: broken.length ? 'broken' : warnings.length ? 'warning' : 'valid',
    reasons: [...broken, ...warnings],
    ...(why && status !== 'valid' ? { why } : {}),
  };
}
