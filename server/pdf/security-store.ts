import { createHash } from 'node:crypto';
import { PdfArray, PdfDict, PdfName, PdfStream, PdfString, type PDF, type PdfRef } from '@libpdf/core';
import * as asn1js from 'asn1js';
import { dictOf, resolverOf, type Resolve } from './pdf-objects.js';

/** What a signature just made needs for its validation years later (PAdES B-LT). */
export interface ValidationData {
  /** The signature's /Contents as written, zero padding included: its /VRI key is their SHA-1. */
  contents: Uint8Array;
  /** The signer's certificate and its chain (DER). */
  certificates: Uint8Array[];
  /** The RFC 3161 tokens the signature carries: their certificates join the store. */
  timestampTokens: Uint8Array[];
  /** Revocation lists (DER): each one whose issuer issued a certificate above goes in, the last given per issuer. */
  crls: Uint8Array[];
  /** When the data was gathered (the /VRI entry's /TU). */
  at: Date;
}

const sha1 = (data: Uint8Array) => createHash('sha1').update(data).digest('hex');

/**
 * Writes the document security store (/DSS: /Certs, /CRLs and a /VRI entry for the signature) into
 * the catalog, to go out in the next incremental update, keeping what an earlier store holds.
 *
 * Written here rather than by the library's `sign({ level: 'B-LT' })`: that gathers the same data
 * back out of the signature (parsing its CMS, its timestamp token and every certificate again, 8 ms
 * on a 100-page PDF) and writes it in an update of its own, the file parsed once more after it. The
 * caller holds the certificates and lists already, and at B-LTA the store goes out in the document
 * timestamp's update.
 */
export function writeSecurityStore(pdf: PDF, data: ValidationData): void {
  const resolve = resolverOf(pdf);
  const catalog = pdf.getCatalog();
  const existing = dictOf(catalog.get('DSS', resolve), resolve);
  const certs = new StreamList(pdf, existing, 'Certs', resolve);
  const crls = new StreamList(pdf, existing, 'CRLs', resolve);

  const certificates = [...data.certificates, ...data.timestampTokens.flatMap(certificatesOf)];
  const issuers = new Set(certificates.flatMap((der) => issuerOf(der, 'certificate') ?? []));
  const byIssuer = new Map<string, Uint8Array>();
  for (const crl of data.crls) {
    const issuer = issuerOf(crl, 'crl');
    if (issuer && issuers.has(issuer)) byIssuer.set(issuer, crl);
  }

  const entry = PdfDict.of({ TU: PdfString.fromString(pdfDate(data.at)) });
  const certRefs = unique(certificates.map((der) => certs.add(der)));
  const crlRefs = unique([...byIssuer.values()].map((der) => crls.add(der)));
  if (certRefs.length) entry.set('Cert', new PdfArray(certRefs));
  if (crlRefs.length) entry.set('CRL', new PdfArray(crlRefs));
  const vri = dictOf(existing?.get('VRI', resolve), resolve)?.clone() ?? new PdfDict();
  vri.set(sha1(data.contents).toUpperCase(), entry);

  const store = PdfDict.of({ Type: PdfName.of('DSS'), VRI: vri });
  for (const [key, list] of [['Certs', certs], ['CRLs', crls]] as const) if (list.refs.length) store.set(key, new PdfArray(list.refs));
  // Validation data of other kinds (OCSP answers) an earlier store holds stays as it was.
  for (const key of ['OCSPs'] as const) {
    const kept = existing?.get(key);
    if (kept) store.set(key, kept);
  }
  catalog.set('DSS', pdf.register(store));
}

/** The streams of one array of a store: those an earlier store has, by their content, and new ones. */
class StreamList {
  readonly refs: PdfRef[] = [];
  private readonly byHash = new Map<string, PdfRef>();

  constructor(
    private readonly pdf: PDF,
    existing: PdfDict | undefined,
    key: string,
    resolve: Resolve,
  ) {
    for (const item of existing?.getArray(key, resolve)?.toArray() ?? []) {
      if (item.type !== 'ref') continue;
      const stream = resolve(item);
      if (!(stream instanceof PdfStream)) continue;
      this.refs.push(item);
      this.byHash.set(sha1(stream.getDecodedData()), item);
    }
  }

  add(der: Uint8Array): PdfRef {
    const hash = sha1(der);
    let ref = this.byHash.get(hash);
    if (!ref) {
      ref = this.pdf.register(new PdfStream(new PdfDict(), der));
      this.byHash.set(hash, ref);
      this.refs.push(ref);
    }
    return ref;
  }
}

const unique = (refs: PdfRef[]) => [...new Set(refs)];

/** The elements of a DER SEQUENCE, or undefined. */
function elementsOf(block: asn1js.AsnType | undefined): asn1js.AsnType[] | undefined {
  const value = (block as asn1js.Constructed | undefined)?.valueBlock?.value;
  return Array.isArray(value) ? (value as asn1js.AsnType[]) : undefined;
}

const isContext = (block: asn1js.AsnType | undefined, tag: number) => block?.idBlock.tagClass === 3 && block.idBlock.tagNumber === tag;

/**
 * The certificates a CMS SignedData (an RFC 3161 token) carries, as written: read with asn1js's
 * parser alone, since pkijs's schema matching costs milliseconds a token.
 */
export function certificatesOf(cms: Uint8Array): Uint8Array[] {
  const parsed = asn1js.fromBER(cms);
  if (parsed.offset === -1) return [];
  const content = elementsOf(parsed.result)?.[1];
  const signedData = isContext(content, 0) ? elementsOf(content)?.[0] : undefined;
  const set = elementsOf(signedData)?.find((block) => isContext(block, 0));
  return (elementsOf(set) ?? []).filter((block) => block.idBlock.tagClass === 1).map((block) => new Uint8Array(block.valueBeforeDecodeView));
}

/** The issuer's name (hex of its DER) of a certificate or a revocation list. */
function issuerOf(der: Uint8Array, kind: 'certificate' | 'crl'): string | undefined {
  const parsed = asn1js.fromBER(der);
  if (parsed.offset === -1) return undefined;
  const fields = elementsOf(elementsOf(parsed.result)?.[0]);
  if (!fields) return undefined;
  // A certificate: [0] version, serial, algorithm, issuer. A list: optional version, algorithm, issuer.
  const skip = kind === 'certificate' ? (isContext(fields[0], 0) ? 3 : 2) : fields[0] instanceof asn1js.Integer ? 2 : 1;
  const issuer = fields[skip];
  return issuer ? Buffer.from(issuer.valueBeforeDecodeView).toString('hex') : undefined;
}

/** A PDF date (D:YYYYMMDDHHmmSSZ), in UTC. */
function pdfDate(date: Date): string {
  return `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
}
