import { createHash } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { CertificateSummary } from '../../src/shared/signing/signature-verdicts.js';

/** Short names of the attribute types distinguished names use. */
const NAMES: Record<string, string> = {
  '2.5.4.3': 'CN',
  '2.5.4.6': 'C',
  '2.5.4.7': 'L',
  '2.5.4.8': 'ST',
  '2.5.4.10': 'O',
  '2.5.4.11': 'OU',
  '2.5.4.5': 'serialNumber',
  '0.9.2342.19200300.100.1.1': 'UID',
  '1.2.840.113549.1.9.1': 'emailAddress',
};

/** A distinguished name as text, its parts in the order the certificate writes them: `UID=anna, CN=Anna`. */
export function nameText(name: pkijs.RelativeDistinguishedNames): string {
  return name.typesAndValues
    .map((t) => {
      const value = (t.value as { valueBlock?: { value?: unknown } }).valueBlock?.value;
      return `${NAMES[t.type] ?? t.type}=${typeof value === 'string' ? value : '?'}`;
    })
    .join(', ');
}

/** A name's common name, if it has one. */
export function commonNameOf(name: pkijs.RelativeDistinguishedNames): string | undefined {
  const value = name.typesAndValues.find((t) => t.type === '2.5.4.3')?.value as { valueBlock?: { value?: unknown } } | undefined;
  return typeof value?.valueBlock?.value === 'string' ? value.valueBlock.value : undefined;
}

/** A serial number as lower-case hex, as sign_revocation keeps it (keys/certificates.ts, serialOf). */
export function serialText(serial: asn1js.Integer): string {
  return Buffer.from(serial.valueBlock.valueHexView).toString('hex');
}

const iso = (date: Date | undefined) => (date && !Number.isNaN(date.getTime()) ? date.toISOString() : null);

export function summaryOf(certificate: pkijs.Certificate): CertificateSummary {
  return {
    subject: nameText(certificate.subject),
    issuer: nameText(certificate.issuer),
    serial: serialText(certificate.serialNumber),
    notBefore: iso(certificate.notBefore.value),
    notAfter: iso(certificate.notAfter.value),
  };
}

/** The SHA-256 of a certificate's DER, hex: how a root is told to be the portal's authority. */
export const fingerprintOf = (certificate: pkijs.Certificate | Uint8Array): string =>
  createHash('sha256')
    .update(certificate instanceof Uint8Array ? certificate : new Uint8Array(certificate.toSchema().toBER(false)))
    .digest('hex');

/** Reads a DER certificate; undefined when it is none. */
export function certificateOf(der: Uint8Array): pkijs.Certificate | undefined {
  try {
    return pkijs.Certificate.fromBER(new Uint8Array(der));
  } catch {
    return undefined;
  }
}

async function issuedBy(certificate: pkijs.Certificate, issuer: pkijs.Certificate): Promise<boolean> {
  if (!certificate.issuer.isEqual(issuer.subject)) return false;
  try {
    return await certificate.verify(issuer);
  } catch {
    return false;
  }
}

/** A certificate's chain from the certificates at hand: its issuer, then that one's, up to a self-signed root. */
export interface Chain {
  /** The certificates above it, its issuer first. */
  above: pkijs.Certificate[];
  /** Whether it ends at a self-signed root and each certificate checks with its issuer's key. */
  complete: boolean;
  /** Whether a certificate of the chain names an issuer whose certificate is at hand but whose key does not check it. */
  broken: boolean;
}

export async function chainOf(certificate: pkijs.Certificate, pool: pkijs.Certificate[]): Promise<Chain> {
  const above: pkijs.Certificate[] = [];
  let current = certificate;
  for (let depth = 0; depth < 10; depth++) {
    if (current.subject.isEqual(current.issuer)) return { above, complete: await issuedBy(current, current), broken: false };
    const named = pool.filter((c) => c.subject.isEqual(current.issuer));
    let issuer: pkijs.Certificate | undefined;
    for (const candidate of named) if (await issuedBy(current, candidate)) issuer = candidate;
    if (!issuer) return { above, complete: false, broken: named.length > 0 };
    above.push(issuer);
    current = issuer;
  }
  return { above, complete: false, broken: false };
}

/** What a revocation list the file carries says of a certificate. */
export interface ListedRevocation {
  /** When the certificate was revoked, if the list names it. */
  revokedAt: Date | null;
  thisUpdate: Date;
  nextUpdate: Date | null;
}

/** The newest of the lists, checked with the issuer's key, that the certificate's issuer published; undefined without one. */
export async function revocationIn(crls: Uint8Array[], certificate: pkijs.Certificate, issuer: pkijs.Certificate | undefined): Promise<ListedRevocation | undefined> {
  if (!issuer) return undefined;
  let best: ListedRevocation | undefined;
  for (const der of crls) {
    let crl: pkijs.CertificateRevocationList;
    try {
      crl = pkijs.CertificateRevocationList.fromBER(new Uint8Array(der));
      if (!crl.issuer.isEqual(issuer.subject) || !(await crl.verify({ issuerCertificate: issuer }))) continue;
    } catch {
      continue;
    }
    const thisUpdate = crl.thisUpdate.value;
    if (best && best.thisUpdate >= thisUpdate) continue;
    const entry = crl.revokedCertificates?.find((r) => r.userCertificate.isEqual(certificate.serialNumber));
    best = { revokedAt: entry ? entry.revocationDate.value : null, thisUpdate, nextUpdate: crl.nextUpdate?.value ?? null };
  }
  return best;
}
