import { createHash } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { checkSigner, DIGESTS, readSignedData, signerCertificate, type CmsVerdict } from './check-cms.js';

/** An RFC 3161 timestamp token, checked: over what it says it covers, and signed by its authority's certificate. */
export interface CheckedTimestamp {
  status: CmsVerdict['status'];
  why?: string;
  /** The time it states. */
  time: Date | null;
  /** The authority's certificate, and the certificates the token carries. */
  authority?: pkijs.Certificate;
  certificates: pkijs.Certificate[];
}

const TST_INFO = '1.2.840.113549.1.9.16.1.4';

/** The bytes of an OCTET STRING, primitive or constructed. */
function octets(value: asn1js.OctetString): Uint8Array {
  if (!value.idBlock.isConstructed) return value.valueBlock.valueHexView;
  return Buffer.concat((value.valueBlock.value as asn1js.OctetString[]).map((part) => octets(part)));
}

/**
 * Checks a timestamp token (a document timestamp's /Contents, or the token a signature carries over
 * its signature value) against the bytes it stamps: the imprint, then its signer's digest and signature.
 */
export function checkTimestamp(token: Uint8Array, stamped: Uint8Array[]): CheckedTimestamp {
  const signedData = readSignedData(token);
  if (typeof signedData === 'string') return { status: 'broken', why: signedData, time: null, certificates: [] };
  const certificates = (signedData.certificates ?? []).filter((c): c is pkijs.Certificate => c instanceof pkijs.Certificate);
  const authority = signedData.signerInfos.length === 1 ? signerCertificate(signedData, signedData.signerInfos[0]) : undefined;
  const content = signedData.encapContentInfo.eContent;
  if (signedData.encapContentInfo.eContentType !== TST_INFO || !content) return { status: 'broken', why: 'the timestamp carries no TSTInfo', time: null, certificates, authority };
  let info: pkijs.TSTInfo;
  const tstInfo = octets(content);
  try {
    info = pkijs.TSTInfo.fromBER(new Uint8Array(tstInfo));
  } catch {
    return { status: 'broken', why: 'the timestamp carries no TSTInfo', time: null, certificates, authority };
  }
  const time = info.genTime;
  const digest = DIGESTS[info.messageImprint.hashAlgorithm.algorithmId];
  if (!digest) return { status: 'unknown', why: 'the timestamp digest algorithm is not checked', time, certificates, authority };
  const hash = createHash(digest);
  for (const part of stamped) hash.update(part);
  if (!hash.digest().equals(Buffer.from(info.messageImprint.hashedMessage.valueBlock.valueHexView)))
    return { status: 'broken', why: 'digest mismatch: the stamped bytes were changed', time, certificates, authority };
  const signer = checkSigner(signedData, [tstInfo]);
  return { status: signer.status, ...(signer.why ? { why: `the timestamp: ${signer.why}` } : {}), time, certificates, authority };
}
