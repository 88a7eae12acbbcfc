import { createHash } from 'node:crypto';
import { PdfArray, PdfStream, type PDF, type PdfDict, type SignatureField } from '@libpdf/core';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { SignatureVerdict } from '../../src/shared/signing/signature-verdicts.js';
import type { PdfChange } from '../../src/shared/signing/pdf-findings.js';
import { certificateOf, chainOf, commonNameOf, fingerprintOf, revocationIn, summaryOf } from './certificate-facts.js';
import { readSignedData, signerCertificate } from './check-cms.js';
import { checkTimestamp, type CheckedTimestamp } from './check-timestamp.js';
import { dictOf, resolverOf, type Resolve } from './pdf-objects.js';
import { byteRange, pdfDate } from './verify-signatures.js';

/**
 * What the file itself says of one signature or document timestamp, for the portal to judge
 * (server/signing/signature-verdicts.ts adds what it knows: its own authority, its revocations).
 * Plain data: it is kept with the inspection.
 */
export type SignatureFacts = Omit<SignatureVerdict, 'trusted' | 'verdict' | 'reasons' | 'why' | 'revocation'> & {
  status: 'valid' | 'broken' | 'unknown';
  why?: string;
  /** Whether a certificate of the chain does not check with its issuer's key. */
  chainBroken: boolean;
  /** The SHA-256 of the chain's root (its last certificate when complete); null without. */
  rootFingerprint: string | null;
  /** Whether the certificate was within its validity at the signing time (the timestamp's, else the stated one); null without either. */
  validAtSigning: boolean | null;
  revocation: Pick<SignatureVerdict['revocation'], 'atSigning' | 'list'> & { listedRevokedAt: string | null };
};

const TIMESTAMP_TOKEN = '1.2.840.113549.1.9.16.2.14';
const SIGNING_TIME = '1.2.840.113549.1.9.5';
const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** The certificates and revocation lists of the PDF's document security store. */
function dssOf(pdf: PDF, resolve: Resolve): { certificates: pkijs.Certificate[]; crls: Uint8Array[] } {
  const dss = dictOf(pdf.getCatalog().get('DSS', resolve), resolve);
  const streams = (key: string) => {
    const array = dss?.getArray(key, resolve);
    if (!(array instanceof PdfArray)) return [];
    return array.toArray().flatMap((item) => {
      const stream = item.type === 'ref' ? resolve(item) : item;
      return stream instanceof PdfStream ? [stream.getDecodedData()] : [];
    });
  };
  return { certificates: streams('Certs').flatMap((der) => certificateOf(der) ?? []), crls: streams('CRLs') };
}

/** A signed field's page (from 1) and its widget's rectangle, in the page's user space; rect null when it has no area (an invisible signature). */
function placeOf(pdf: PDF, field: SignatureField, resolve: Resolve): Pick<SignatureFacts, 'page' | 'rect'> {
  const widget = field.getWidgets()[0];
  if (!widget) return { page: null, rect: null };
  const pages = pdf.getPages();
  const page = pages.find((p) => p.ref === widget.pageRef) ?? pages.find((p) => (p.dict.getArray('Annots', resolve)?.toArray() ?? []).some((a) => a === widget.ref));
  if (!page) return { page: null, rect: null };
  const [x1, y1, x2, y2] = widget.rect;
  if (![x1, y1, x2, y2].every(Number.isFinite) || Math.abs(x2 - x1) < 1 || Math.abs(y2 - y1) < 1) return { page: page.index + 1, rect: null };
  return { page: page.index + 1, rect: { x1: Math.min(x1, x2), y1: Math.min(y1, y2), x2: Math.max(x1, x2), y2: Math.max(y1, y2) } };
}

/** The timestamp token a signature carries over its signature value (PAdES B-T), checked. */
function signatureTimestamp(signerInfo: pkijs.SignerInfo): CheckedTimestamp | undefined {
  const token = signerInfo.unsignedAttrs?.attributes.find((a) => a.type === TIMESTAMP_TOKEN)?.values[0];
  if (!token) return undefined;
  return checkTimestamp(new Uint8Array(token.toBER(false)), [signerInfo.signature.valueBlock.valueHexView]);
}

interface Parsed {
  certificate?: pkijs.Certificate;
  pool: pkijs.Certificate[];
  stated: Date | null;
  timestamp?: CheckedTimestamp;
}

function parseSignature(contents: Uint8Array, dict: PdfDict, resolve: Resolve): Parsed {
  const stated = pdfDate(dict.getString('M', resolve)?.asString());
  const signedData = readSignedData(contents);
  if (typeof signedData === 'string' || signedData.signerInfos.length !== 1) return { pool: [], stated };
  const signerInfo = signedData.signerInfos[0];
  const pool = (signedData.certificates ?? []).filter((c): c is pkijs.Certificate => c instanceof pkijs.Certificate);
  const time = signerInfo.signedAttrs?.attributes.find((a) => a.type === SIGNING_TIME)?.values[0];
  const timestamp = signatureTimestamp(signerInfo);
  return {
    certificate: signerCertificate(signedData, signerInfo),
    pool: [...pool, ...(timestamp?.certificates ?? [])],
    stated: time instanceof asn1js.UTCTime || time instanceof asn1js.GeneralizedTime ? time.toDate() : stated,
    timestamp,
  };
}

/** What a signature's own check said of it (inspect-pdf.ts's InspectedSignature has it). */
type OwnCheck = { name: string | null; date: string | null; status: SignatureFacts['status']; why?: string; coversWholeDocument: boolean; changes: PdfChange[] };

/**
 * The facts of every signature and document timestamp of a PDF, in the form's order; `inspected`
 * are the signatures' own checks (inspect-pdf.ts), in the same order, document timestamps aside.
 */
export async function signatureFacts(bytes: Uint8Array, pdf: PDF, inspected: OwnCheck[]): Promise<SignatureFacts[]> {
  const resolve = resolverOf(pdf);
  const dss = dssOf(pdf, resolve);
  const fields = (pdf.getForm()?.getFields() ?? []).filter((f): f is SignatureField => f.type === 'signature' && (f as SignatureField).isSigned());
  const read: { kind: SignatureFacts['kind']; end: number | null; facts: Omit<SignatureFacts, 'level' | 'seals'> & { timestamped: boolean; inDss: boolean } }[] = [];
  let signatureIndex = 0;
  for (const field of fields) {
    const dict = field.getSignatureDict();
    if (!dict) continue;
    const kind = dict.getName('Type')?.value === 'DocTimeStamp' ? 'document-timestamp' : 'signature';
    const own = kind === 'signature' ? inspected[signatureIndex++] : undefined;
    const range = byteRange(dict, resolve);
    const end = range && range.every((n) => Number.isSafeInteger(n) && n >= 0) ? range[2] + range[3] : null;
    const contents = dict.getString('Contents', resolve)?.bytes ?? new Uint8Array();
    let parsed: Parsed;
    let status: SignatureFacts['status'];
    let why: string | undefined;
    if (kind === 'document-timestamp') {
      const covered = range && end !== null && end <= bytes.length ? [bytes.subarray(range[0], range[0] + range[1]), bytes.subarray(range[2], end)] : undefined;
      const checked = covered ? checkTimestamp(contents, covered) : undefined;
      status = checked?.status ?? 'broken';
      why = checked ? checked.why : 'the byte range does not match the file';
      parsed = { certificate: checked?.authority, pool: checked?.certificates ?? [], stated: checked?.time ?? null };
    } else {
      ({ status, why } = own ?? { status: 'unknown', why: 'it cannot be read' });
      parsed = parseSignature(contents, dict, resolve);
    }
    const { certificate, stated, timestamp } = parsed;
    const validTimestamp = timestamp?.status === 'valid' ? timestamp : undefined;
    const at = validTimestamp?.time ?? stated;
    const chain = certificate ? await chainOf(certificate, [...parsed.pool, ...dss.certificates]) : { above: [], complete: false, broken: false };
    const listed = certificate ? await revocationIn(dss.crls, certificate, chain.above[0]) : undefined;
    const root = chain.complete ? (chain.above.at(-1) ?? certificate) : undefined;
    const revokedBefore = listed?.revokedAt && at && listed.revokedAt <= at;
    read.push({
      kind,
      end,
      facts: {
        kind,
        signer: (certificate && commonNameOf(certificate.subject)) || (own?.name ?? dict.getString('Name', resolve)?.asString() ?? null),
        signingTime: iso(kind === 'signature' ? (own?.date ? new Date(own.date) : stated) : stated),
        timestamp: validTimestamp ? { time: iso(validTimestamp.time), authority: (validTimestamp.authority && commonNameOf(validTimestamp.authority.subject)) ?? null } : null,
        certificate: certificate ? summaryOf(certificate) : null,
        chain: chain.above.map(summaryOf),
        chainComplete: chain.complete,
        chainBroken: chain.broken,
        rootFingerprint: root ? fingerprintOf(root) : null,
        validAtSigning: certificate && at ? certificate.notBefore.value <= at && at <= certificate.notAfter.value : null,
        revocation: {
          atSigning: !listed ? 'unknown' : revokedBefore ? 'revoked' : 'not-revoked',
          list: listed ? { thisUpdate: iso(listed.thisUpdate), nextUpdate: iso(listed.nextUpdate) } : null,
          listedRevokedAt: iso(listed?.revokedAt),
        },
        coversWholeDocument: own?.coversWholeDocument ?? end === bytes.length,
        changes: own?.changes ?? [],
        ...placeOf(pdf, field, resolve),
        status,
        ...(why ? { why } : {}),
        timestamped: !!validTimestamp,
        inDss: !!listed || vriHas(pdf, resolve, contents),
      },
    });
  }
  // The level: a timestamp (B-T), its validation data in the store (B-LT), then a valid document
  // timestamp after it (B-LTA), which seals it.
  const before = (a: (typeof read)[number], b: (typeof read)[number]) => a.end !== null && b.end !== null && a.end < b.end;
  const sealing = (stamp: (typeof read)[number]) => stamp.kind === 'document-timestamp' && stamp.facts.status === 'valid';
  const sealable = (signature: (typeof read)[number]) => signature.kind === 'signature' && signature.facts.timestamped && signature.facts.inDss;
  return read.map((entry) => {
    const { timestamped, inDss, ...facts } = entry.facts;
    if (entry.kind === 'document-timestamp') return { ...facts, level: null, seals: sealing(entry) ? read.flatMap((r, i) => (sealable(r) && before(r, entry) ? [i + 1] : [])) : [] };
    const sealed = read.some((r) => sealing(r) && before(entry, r));
    const level = !timestamped ? 'B-B' : !inDss ? 'B-T' : sealed ? 'B-LTA' : 'B-LT';
    return { ...facts, level, seals: [] };
  });
}

/**
 * Whether the store has a /VRI entry for the signature: keyed by the SHA-1 of its /Contents as
 * written, zero padding included (ISO 32000-2 §12.8.4.3; what the portal and Acrobat write), or by
 * some writers of the signature's DER alone.
 */
function vriHas(pdf: PDF, resolve: Resolve, contents: Uint8Array): boolean {
  const vri = dictOf(dictOf(pdf.getCatalog().get('DSS', resolve), resolve)?.get('VRI', resolve), resolve);
  if (!vri) return false;
  const der = asn1js.fromBER(contents);
  const exact = der.offset > 0 ? contents.subarray(0, der.offset) : contents;
  return [contents, exact].some((bytes) => vri.has(createHash('sha1').update(bytes).digest('hex').toUpperCase()));
}
