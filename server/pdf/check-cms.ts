import { createHash, createPublicKey, createVerify, type KeyObject } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

/** What a signature's CMS says of the bytes it covers. */
export interface CmsVerdict {
  /** valid: the digest of the covered bytes and the signature check; broken: one of them does not; unknown: it cannot be checked here. */
  status: 'valid' | 'broken' | 'unknown';
  /** Why it is broken or unknown. */
  why?: string;
  /** The signer certificate's common name. */
  name?: string;
  /** The signing-time signed attribute. */
  date?: Date;
}

const OID = {
  signedData: '1.2.840.113549.1.7.2',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  commonName: '2.5.4.3',
  subjectKeyIdentifier: '2.5.29.14',
} as const;

/** Digest algorithms by OID, as Node names them. */
export const DIGESTS: Record<string, string> = {
  '1.3.14.3.2.26': 'sha1',
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};

/**
 * Signature algorithms checked here (RSA PKCS #1 v1.5 and ECDSA, what PDF signers use), by OID: the
 * digest they name, or null for a bare key algorithm, which signs with the signer's digest algorithm.
 */
const SIGNATURES: Record<string, string | null> = {
  '1.2.840.113549.1.1.1': null,
  '1.2.840.113549.1.1.5': 'sha1',
  '1.2.840.113549.1.1.11': 'sha256',
  '1.2.840.113549.1.1.12': 'sha384',
  '1.2.840.113549.1.1.13': 'sha512',
  '1.2.840.10045.2.1': null,
  '1.2.840.10045.4.1': 'sha1',
  '1.2.840.10045.4.3.2': 'sha256',
  '1.2.840.10045.4.3.3': 'sha384',
  '1.2.840.10045.4.3.4': 'sha512',
};

/**
 * Checks a detached CMS SignedData (a PDF signature's /Contents, zero-padded) against the bytes it
 * covers (the parts of its byte range): the digest of those bytes against the message-digest signed
 * attribute, and the signature over the signed attributes (over the bytes themselves when there are
 * none) with the signer's certificate carried in the CMS. Whom the certificate belongs to and who
 * issued it are the reader's matter; this says whether the bytes are those that were signed.
 */
export function checkCms(contents: Uint8Array, covered: Uint8Array[]): CmsVerdict {
  const signedData = readSignedData(contents);
  if (typeof signedData === 'string') return broken(signedData);
  if (signedData.encapContentInfo.eContent) return unknown('the signature carries its content (not detached)');
  return checkSigner(signedData, covered);
}

/** A CMS SignedData (zero padding after it allowed), or why it is none. */
export function readSignedData(contents: Uint8Array): pkijs.SignedData | string {
  try {
    const der = asn1js.fromBER(contents);
    if (der.offset === -1) return 'the signature value is not DER';
    const info = new pkijs.ContentInfo({ schema: der.result });
    if (info.contentType !== OID.signedData) return 'the signature value is not a CMS SignedData';
    return new pkijs.SignedData({ schema: info.content });
  } catch {
    return 'the signature value is not a CMS SignedData';
  }
}

/** checkCms past the reading: the one signer's digest of `covered` (the content) and signature. */
export function checkSigner(signedData: pkijs.SignedData, covered: Uint8Array[]): CmsVerdict {
  if (signedData.signerInfos.length !== 1) return unknown(`the signature has ${signedData.signerInfos.length} signers`);
  const signerInfo = signedData.signerInfos[0];
  const digest = DIGESTS[signerInfo.digestAlgorithm.algorithmId];
  if (!digest) return unknown(`digest algorithm ${signerInfo.digestAlgorithm.algorithmId} is not checked`);
  const certificate = signerCertificate(signedData, signerInfo);
  if (!certificate) return unknown("the signer's certificate is not in the signature");
  const name = commonName(certificate);
  const hash = createHash(digest);
  for (const part of covered) hash.update(part);
  const contentDigest = hash.digest();

  let signedBytes: Uint8Array[] = covered;
  let date: Date | undefined;
  const attributes = signerInfo.signedAttrs?.attributes;
  if (attributes) {
    const messageDigest = attributes.find((a) => a.type === OID.messageDigest)?.values[0];
    if (!(messageDigest instanceof asn1js.OctetString)) return broken('the signed attributes have no message digest', name);
    date = signingTime(attributes);
    if (!contentDigest.equals(Buffer.from(messageDigest.valueBlock.valueHexView)))
      return { ...broken('digest mismatch: the signed bytes were changed', name), ...(date ? { date } : {}) };
    // The signature covers the attributes' DER as a SET (pkijs keeps them so).
    signedBytes = [new Uint8Array(signerInfo.signedAttrs!.encodedValue)];
  }
  const algorithm = signerInfo.signatureAlgorithm.algorithmId;
  if (!(algorithm in SIGNATURES)) return unknown(`signature algorithm ${algorithm} is not checked`, name, date);
  let key: KeyObject;
  try {
    key = createPublicKey({ key: Buffer.from(certificate.subjectPublicKeyInfo.toSchema().toBER(false)), format: 'der', type: 'spki' });
  } catch {
    return unknown("the signer certificate's key cannot be read", name, date);
  }
  let verified: boolean;
  try {
    const verifier = createVerify(SIGNATURES[algorithm] ?? digest);
    for (const part of signedBytes) verifier.update(part);
    verified = verifier.verify(key, Buffer.from(signerInfo.signature.valueBlock.valueHexView));
  } catch {
    verified = false;
  }
  if (!verified) return { ...broken("the signature does not verify with the signer's certificate", name), ...(date ? { date } : {}) };
  return { status: 'valid', ...(name ? { name } : {}), ...(date ? { date } : {}) };
}

function broken(why: string, name?: string): CmsVerdict {
  return { status: 'broken', why, ...(name ? { name } : {}) };
}

function unknown(why: string, name?: string, date?: Date): CmsVerdict {
  return { status: 'unknown', why, ...(name ? { name } : {}), ...(date ? { date } : {}) };
}

/** The certificate the signer info names, by issuer and serial number or by subject key identifier. */
export function signerCertificate(signedData: pkijs.SignedData, signerInfo: pkijs.SignerInfo): pkijs.Certificate | undefined {
  const certificates = (signedData.certificates ?? []).filter((c): c is pkijs.Certificate => c instanceof pkijs.Certificate);
  const sid = signerInfo.sid as unknown;
  if (sid instanceof pkijs.IssuerAndSerialNumber) return certificates.find((c) => c.issuer.isEqual(sid.issuer) && c.serialNumber.isEqual(sid.serialNumber));
  if (!(sid instanceof asn1js.Constructed) && !(sid instanceof asn1js.Primitive)) return undefined;
  const wanted = Buffer.from(sid instanceof asn1js.Primitive ? sid.valueBlock.valueHexView : (sid.valueBlock.value[0] as asn1js.OctetString).valueBlock.valueHexView);
  return certificates.find((c) => {
    const extension = c.extensions?.find((e) => e.extnID === OID.subjectKeyIdentifier);
    const parsed = extension?.parsedValue as asn1js.OctetString | undefined;
    return parsed !== undefined && Buffer.from(parsed.valueBlock.valueHexView).equals(wanted);
  });
}

function commonName(certificate: pkijs.Certificate): string | undefined {
  const value = certificate.subject.typesAndValues.find((t) => t.type === OID.commonName)?.value as { valueBlock?: { value?: unknown } } | undefined;
  return typeof value?.valueBlock?.value === 'string' ? value.valueBlock.value : undefined;
}

function signingTime(attributes: pkijs.Attribute[]): Date | undefined {
  const value = attributes.find((a) => a.type === OID.signingTime)?.values[0];
  return value instanceof asn1js.UTCTime || value instanceof asn1js.GeneralizedTime ? value.toDate() : undefined;
}
