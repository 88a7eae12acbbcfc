import { createHash, randomBytes, webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

/** Keys of the authorities and signers: ECDSA on P-256 with SHA-256 (small signatures, fast keys). */
export const KEY_ALGORITHM: EcKeyGenParams = { name: 'ECDSA', namedCurve: 'P-256' };
const subtle = webcrypto.subtle as SubtleCrypto;

const OID = {
  commonName: '2.5.4.3',
  organization: '2.5.4.10',
  userId: '0.9.2342.19200300.100.1.1',
  subjectKeyIdentifier: '2.5.29.14',
  keyUsage: '2.5.29.15',
  subjectAltName: '2.5.29.17',
  basicConstraints: '2.5.29.19',
  authorityKeyIdentifier: '2.5.29.35',
  crlDistributionPoints: '2.5.29.31',
  extKeyUsage: '2.5.29.37',
  emailProtection: '1.3.6.1.5.5.7.3.4',
  timeStamping: '1.3.6.1.5.5.7.3.8',
} as const;

/** Key usage bits, as numbered by RFC 5280 §4.2.1.3. */
const USAGE = { digitalSignature: 0, nonRepudiation: 1, keyCertSign: 5, cRLSign: 6 } as const;

export interface Subject {
  commonName: string;
  organization?: string;
  /** The portal login of an account's signer (UID). */
  userId?: string;
  email?: string;
}

/**
 * What a certificate is for:
 * - `ca`: issues the others (keyCertSign, cRLSign; no path below it).
 * - `signer`: signs PDFs (digitalSignature and nonRepudiation, e-mail protection as extended key
 *   usage: the purpose NSS, and so pdfsig, checks a signer's certificate against, with the CA trusted
 *   for S/MIME).
 * - `tsa`: signs timestamps (the timeStamping extended key usage, critical as RFC 3161 asks).
 */
export type CertificateRole = 'ca' | 'signer' | 'tsa';

export interface Issuer {
  certificate: pkijs.Certificate;
  privateKey: CryptoKey;
}

export const generateKeyPair = () => subtle.generateKey(KEY_ALGORITHM, true, ['sign', 'verify']) as Promise<CryptoKeyPair>;

/** A name of one attribute per RDN (pkijs alone would put them all in one multi-valued RDN, which readers show as "O + CN"). */
function distinguishedName(subject: Subject): pkijs.RelativeDistinguishedNames {
  const rdns: asn1js.Set[] = [];
  const add = (type: string, value: string | undefined) => {
    // Names are cut to the 64 characters X.520 allows for them.
    if (value) rdns.push(new asn1js.Set({ value: [new pkijs.AttributeTypeAndValue({ type, value: new asn1js.Utf8String({ value: value.slice(0, 64) }) }).toSchema()] }));
  };
  add(OID.organization, subject.organization);
  add(OID.userId, subject.userId);
  add(OID.commonName, subject.commonName);
  return pkijs.RelativeDistinguishedNames.fromBER(new asn1js.Sequence({ value: rdns }).toBER(false));
}

/**
 * UTCTime holds years up to 2049; later dates are GeneralizedTime, in whole seconds (RFC 5280
 * §4.1.2.5: readers refuse a fraction).
 */
export function certificateTime(date: Date): pkijs.Time {
  const value = new Date(Math.floor(date.getTime() / 1000) * 1000);
  return new pkijs.Time({ type: value.getUTCFullYear() < 2050 ? 0 : 1, value });
}

function keyUsage(...bits: number[]): asn1js.BitString {
  const bytes = new Uint8Array(1);
  for (const bit of bits) bytes[0] |= 0x80 >> bit;
  const unused = 7 - Math.max(...bits);
  return new asn1js.BitString({ valueHex: bytes.buffer, unusedBits: unused });
}

const keyIdentifier = (spki: pkijs.PublicKeyInfo) => createHash('sha1').update(new Uint8Array(spki.subjectPublicKey.valueBlock.valueHexView)).digest();

const extension = (extnID: string, critical: boolean, value: { toBER(sizeOnly?: boolean): ArrayBuffer }) => new pkijs.Extension({ extnID, critical, extnValue: value.toBER(false) });

/**
 * A certificate for `publicKey`, signed by the issuer (or by `selfKey` for a self-signed CA),
 * valid from a minute ago (clocks differ a little) for `years`.
 */
/**
 * A random 16-byte serial number, as certificates and timestamps carry: positive (first bit clear) and
 * with a non-zero first byte, so that DER needs all 16 bytes. A first byte of 0 before one under 0x80
 * would be padding DER forbids, and verifiers (OpenSSL) refuse the whole structure.
 */
export function randomSerial(): asn1js.Integer {
  const serial = randomBytes(16);
  serial[0] &= 0x7f;
  serial[0] |= 0x01;
  return new asn1js.Integer({ valueHex: serial });
}

export async function issueCertificate(input: {
  role: CertificateRole;
  subject: Subject;
  publicKey: CryptoKey;
  years: number;
  issuer?: Issuer;
  selfKey?: CryptoKey;
  /** Where readers find the issuer's revocation list (a signer's certificate). */
  crlUrl?: string;
}): Promise<pkijs.Certificate> {
  const certificate = new pkijs.Certificate();
  certificate.version = 2;
  certificate.serialNumber = randomSerial();
  certificate.subject = distinguishedName(input.subject);
  certificate.issuer = input.issuer ? input.issuer.certificate.subject : certificate.subject;
  const now = Date.now();
  certificate.notBefore = certificateTime(new Date(now - 60_000));
  certificate.notAfter = certificateTime(new Date(now + input.years * 365.25 * 86_400_000));
  await certificate.subjectPublicKeyInfo.importKey(input.publicKey);

  const extensions: pkijs.Extension[] = [];
  const isCa = input.role === 'ca';
  extensions.push(extension(OID.basicConstraints, true, new pkijs.BasicConstraints({ cA: isCa, ...(isCa ? { pathLenConstraint: 0 } : {}) }).toSchema()));
  extensions.push(
    extension(OID.keyUsage, true, isCa ? keyUsage(USAGE.keyCertSign, USAGE.cRLSign) : keyUsage(USAGE.digitalSignature, USAGE.nonRepudiation)),
  );
  if (!isCa)
    extensions.push(extension(OID.extKeyUsage, input.role === 'tsa', new pkijs.ExtKeyUsage({ keyPurposes: [input.role === 'tsa' ? OID.timeStamping : OID.emailProtection] }).toSchema()));
  extensions.push(extension(OID.subjectKeyIdentifier, false, new asn1js.OctetString({ valueHex: keyIdentifier(certificate.subjectPublicKeyInfo) })));
  if (input.issuer)
    extensions.push(
      extension(OID.authorityKeyIdentifier, false, new pkijs.AuthorityKeyIdentifier({ keyIdentifier: new asn1js.OctetString({ valueHex: keyIdentifier(input.issuer.certificate.subjectPublicKeyInfo) }) }).toSchema()),
    );
  if (input.subject.email)
    extensions.push(extension(OID.subjectAltName, false, new pkijs.GeneralNames({ names: [new pkijs.GeneralName({ type: 1, value: input.subject.email })] }).toSchema()));
  if (input.crlUrl)
    extensions.push(
      extension(
        OID.crlDistributionPoints,
        false,
        new pkijs.CRLDistributionPoints({ distributionPoints: [new pkijs.DistributionPoint({ distributionPoint: [new pkijs.GeneralName({ type: 6, value: input.crlUrl })] })] }).toSchema(),
      ),
    );
  certificate.extensions = extensions;

  const signingKey = input.issuer?.privateKey ?? input.selfKey;
  if (!signingKey) throw new Error('A certificate needs an issuer or, for a CA, its own key');
  await certificate.sign(signingKey, 'SHA-256');
  return certificate;
}

export const certificateDer = (certificate: pkijs.Certificate) => new Uint8Array(certificate.toSchema(true).toBER(false));

export function toPem(der: Uint8Array, label = 'CERTIFICATE'): string {
  const body = Buffer.from(der).toString('base64').replace(/.{64}/g, '$&\n').replace(/\n$/, '');
  return `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----\n`;
}

export function fromPem(pem: string): Uint8Array {
  const match = /-----BEGIN [A-Z ]+-----([\s\S]*?)-----END [A-Z ]+-----/.exec(pem);
  if (!match) throw new Error('Not a PEM block');
  return new Uint8Array(Buffer.from(match[1].replace(/\s+/g, ''), 'base64'));
}

export function parseCertificate(der: Uint8Array): pkijs.Certificate {
  return pkijs.Certificate.fromBER(new Uint8Array(der));
}

/** A certificate's serial number as hex (how the revocation list names it). */
export const serialOf = (certificate: pkijs.Certificate): string => Buffer.from(certificate.serialNumber.valueBlock.valueHexView).toString('hex');

/** A certificate's common name (the signer's name as readers show it). */
export function commonNameOf(certificate: pkijs.Certificate): string {
  const cn = certificate.subject.typesAndValues.find((t) => t.type === OID.commonName);
  return cn ? cn.value.valueBlock.value : '';
}

export const exportPrivateKey = async (key: CryptoKey) => new Uint8Array(await subtle.exportKey('pkcs8', key));

/** A private key for signing only, not extractable again. */
export const importPrivateKey = (pkcs8: Uint8Array) => subtle.importKey('pkcs8', new Uint8Array(pkcs8), KEY_ALGORITHM, false, ['sign']);
