import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { decodePDFRawStream, PDFArray, PDFDict, PDFHexString, PDFName, PDFNumber, PDFRawStream, PDFDocument } from 'pdf-lib';

/**
 * What a signed PDF carries for its validation in years to come, read with pdf-lib and checked with
 * OpenSSL (tools the portal's signing does not use): the revocation lists in its document security
 * store, and its document timestamps with the bytes each covers.
 */
const run = promisify(execFile);

/** A DER value's own length (its header and content), so that the zeros padding a signature's /Contents are left out. */
function derLength(bytes: Uint8Array): number {
  const first = bytes[1];
  if (first < 0x80) return 2 + first;
  const count = first & 0x7f;
  let length = 0;
  for (let i = 0; i < count; i++) length = length * 256 + bytes[2 + i];
  return 2 + count + length;
}

const streamBytes = (stream: PDFRawStream) => decodePDFRawStream(stream).decode();

/** The revocation lists (DER) in the PDF's /DSS. */
export async function dssCrls(pdf: Uint8Array): Promise<Uint8Array[]> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const dss = doc.catalog.lookupMaybe(PDFName.of('DSS'), PDFDict);
  const crls = dss?.lookupMaybe(PDFName.of('CRLs'), PDFArray);
  return crls ? crls.asArray().map((ref) => streamBytes(doc.context.lookup(ref) as PDFRawStream)) : [];
}

/**
 * The PDF's /DSS as PAdES asks for it: the certificates (DER) in /Certs, and for each signature (not
 * document timestamps) its /VRI entry, keyed by the SHA-1 of its /Contents as written (zero padding
 * included), with the number of certificates and lists it names; null for a signature without one.
 */
export async function dssEntries(pdf: Uint8Array): Promise<{ certificates: Uint8Array[]; signatures: ({ certs: number; crls: number } | null)[] }> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const dss = doc.catalog.lookupMaybe(PDFName.of('DSS'), PDFDict);
  const certs = dss?.lookupMaybe(PDFName.of('Certs'), PDFArray);
  const vri = dss?.lookupMaybe(PDFName.of('VRI'), PDFDict);
  const signatures: ({ certs: number; crls: number } | null)[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('Sig')) continue;
    const key = createHash('sha1').update(object.lookup(PDFName.of('Contents'), PDFHexString).asBytes()).digest('hex').toUpperCase();
    const entry = vri?.lookupMaybe(PDFName.of(key), PDFDict);
    const count = (name: string) => entry?.lookupMaybe(PDFName.of(name), PDFArray)?.size() ?? 0;
    signatures.push(entry ? { certs: count('Cert'), crls: count('CRL') } : null);
  }
  return { certificates: certs ? certs.asArray().map((ref) => streamBytes(doc.context.lookup(ref) as PDFRawStream)) : [], signatures };
}

/** The document timestamps of the PDF: each one's token (DER) and the bytes its byte range covers. */
export async function documentTimestamps(pdf: Uint8Array): Promise<{ token: Uint8Array; covered: Uint8Array }[]> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const found: { token: Uint8Array; covered: Uint8Array }[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('DocTimeStamp')) continue;
    const range = object.lookup(PDFName.of('ByteRange'), PDFArray).asArray().map((n) => (n as PDFNumber).asNumber());
    const contents = object.lookup(PDFName.of('Contents'), PDFHexString).asBytes();
    const covered = Buffer.concat([pdf.subarray(range[0], range[0] + range[1]), pdf.subarray(range[2], range[2] + range[3])]);
    found.push({ token: contents.subarray(0, derLength(contents)), covered });
  }
  return found;
}

async function withFiles<T>(files: Record<string, Uint8Array | string>, work: (dir: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-ltv-'));
  try {
    for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), content);
    return await work(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** `openssl crl -verify` against the CA, with the list's text (its serial numbers and reasons). */
export function opensslCrl(crl: Uint8Array, caPem: string): Promise<{ verified: boolean; text: string }> {
  return withFiles({ 'list.crl': crl, 'ca.pem': caPem }, async (dir) => {
    const { stdout, stderr } = await run('openssl', ['crl', '-inform', 'DER', '-in', path.join(dir, 'list.crl'), '-CAfile', path.join(dir, 'ca.pem'), '-noout', '-text']).catch((e) => e);
    return { verified: /verify OK/.test(`${stdout}${stderr}`), text: String(stdout) };
  });
}

/** `openssl ts -verify` of a document timestamp over the bytes it covers, against the CA. */
export function opensslTimestamp(stamp: { token: Uint8Array; covered: Uint8Array }, caPem: string): Promise<string> {
  return withFiles({ 'token.der': stamp.token, 'covered.bin': stamp.covered, 'ca.pem': caPem }, async (dir) => {
    const { stdout, stderr } = await run('openssl', ['ts', '-verify', '-data', path.join(dir, 'covered.bin'), '-in', path.join(dir, 'token.der'), '-token_in', '-CAfile', path.join(dir, 'ca.pem')]).catch((e) => e);
    return `${stdout}${stderr}`.trim();
  });
}

/** `qpdf --check`'s verdict on the file's structure. */
export function qpdfCheck(pdf: Uint8Array): Promise<string> {
  return withFiles({ 'file.pdf': pdf }, async (dir) => {
    const { stdout, stderr } = await run('qpdf', ['--check', path.join(dir, 'file.pdf')]).catch((e) => e);
    return `${stdout}${stderr}`;
  });
}
