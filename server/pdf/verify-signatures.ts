import type { PDF, PdfDict } from '@libpdf/core';
import { checkCms } from './check-cms.js';
import { DamagedPdf } from './errors.js';
import { openPdf } from './open-pdf.js';
import { resolverOf, type Resolve } from './pdf-objects.js';
import { signatureDictionaries } from './signature-fields.js';

/** A signature a PDF already carries, as checked against the PDF's bytes. */
export interface CheckedSignature {
  /** The signer certificate's common name, else the signature's /Name; null without either. */
  name: string | null;
  /** The signing-time signed attribute, else the signature's /M; null without either. */
  date: Date | null;
  /**
   * valid: its byte range is the file around its /Contents, the digest of those bytes is the one
   * signed, and the signature checks with the signer's certificate. broken: one of these fails (the
   * PDF was changed within what was signed). unknown: a kind of signature not checked here.
   */
  status: 'valid' | 'broken' | 'unknown';
  /** Why it is broken or unknown. */
  why?: string;
  /** The end of its byte range: how many bytes from the file's start it covers; null when its range cannot be read. */
  signedBytes: number | null;
}

/** The sub-filters whose /Contents is a detached CMS over the byte range. */
const DETACHED = new Set(['ETSI.CAdES.detached', 'adbe.pkcs7.detached']);
const HEX = /^[0-9A-Fa-f\s]*$/;

/**
 * Checks every signature of a PDF (its signed signature fields, document timestamps aside: the
 * signatures `countSignatures` counts) against the PDF's bytes: each one's byte range, the digest of
 * the bytes it covers, and its CMS signature. Throws UnsignablePdf for a file that is no readable
 * PDF. Trust in the signers' certificates is not judged here: readers judge it.
 */
export async function verifySignatures(bytes: Uint8Array): Promise<CheckedSignature[]> {
  return checkSignatures(bytes, await openPdf(bytes, false));
}

/** verifySignatures on a PDF already read from `bytes`. */
export function checkSignatures(bytes: Uint8Array, pdf: PDF): CheckedSignature[] {
  let dictionaries: PdfDict[];
  try {
    dictionaries = signatureDictionaries(pdf);
  } catch (error) {
    throw new DamagedPdf('pdf.damaged', `The PDF's form cannot be read: ${(error as Error).message}`);
  }
  const resolve = resolverOf(pdf);
  return dictionaries.map((dict) => {
    try {
      return checkSignature(bytes, dict, resolve);
    } catch (error) {
      // A structure this reader did not foresee: the file's matter, not a failure of the server.
      return { name: null, date: null, status: 'unknown', why: `it cannot be read: ${(error as Error).message}`, signedBytes: null };
    }
  });
}

function checkSignature(bytes: Uint8Array, dict: PdfDict, resolve: Resolve): CheckedSignature {
  const name = dict.getString('Name', resolve)?.asString() || null;
  const date = pdfDate(dict.getString('M', resolve)?.asString());
  const contents = dict.getString('Contents', resolve)?.bytes;
  const range = byteRange(dict, resolve);
  const problem = rangeProblem(bytes, range, contents);
  if (problem) return { name, date, status: 'broken', why: problem, signedBytes: null };
  const [start, length, next, rest] = range!;
  const signedBytes = next + rest;
  const subFilter = dict.getName('SubFilter', resolve)?.value ?? '(none)';
  if (!DETACHED.has(subFilter)) return { name, date, status: 'unknown', why: `sub-filter ${subFilter} is not checked`, signedBytes };
  const verdict = checkCms(contents!, [bytes.subarray(start, start + length), bytes.subarray(next, next + rest)]);
  return { name: verdict.name ?? name, date: verdict.date ?? date, status: verdict.status, ...(verdict.why ? { why: verdict.why } : {}), signedBytes };
}

export function byteRange(dict: PdfDict, resolve: Resolve): number[] | undefined {
  const array = dict.getArray('ByteRange', resolve);
  if (!array || array.length !== 4) return undefined;
  const numbers: number[] = [];
  for (let i = 0; i < 4; i++) {
    const item = array.at(i, resolve);
    if (item?.type !== 'number') return undefined;
    numbers.push(item.value);
  }
  return numbers;
}

/**
 * What is wrong with a byte range, if anything: it must be two parts of the file from its start,
 * the gap between them exactly the hex string of this signature's /Contents (so that every other
 * byte up to the part's end is covered).
 */
function rangeProblem(bytes: Uint8Array, range: number[] | undefined, contents: Uint8Array | undefined): string | undefined {
  if (!contents?.length) return 'the signature has no /Contents';
  if (!range || !range.every((n) => Number.isSafeInteger(n) && n >= 0)) return 'the byte range is not four whole numbers';
  const [start, length, next, rest] = range;
  if (start !== 0) return 'the byte range does not start at the start of the file';
  if (next <= length || next + rest > bytes.length) return 'the byte range does not match the file';
  if (bytes[length] !== 0x3c || bytes[next - 1] !== 0x3e) return 'the gap of the byte range is not a hex string';
  const hex = Buffer.from(bytes.subarray(length + 1, next - 1)).toString('latin1');
  if (!HEX.test(hex)) return 'the gap of the byte range is not a hex string';
  const digits = hex.replace(/\s+/g, '');
  if (!Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex').equals(Buffer.from(contents)))
    return "the gap of the byte range is not this signature's /Contents";
  return undefined;
}

/** A PDF date (`D:YYYYMMDDHHmmSS+HH'mm'`, every part after the year optional), or null. */
export function pdfDate(text: string | undefined): Date | null {
  const m = /^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(?:([Zz+-])(\d{2})?'?(\d{2})?'?)?/.exec(text?.trim() ?? '');
  if (!m) return null;
  const [year, month = '01', day = '01', hour = '00', minute = '00', second = '00'] = m.slice(1, 7);
  const sign = m[7] === '-' ? -1 : 1;
  const offset = m[7] && m[7] !== 'Z' && m[7] !== 'z' ? sign * (Number(m[8] ?? 0) * 60 + Number(m[9] ?? 0)) : 0;
  const time = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)) - offset * 60_000;
  return Number.isNaN(time) ? null : new Date(time);
}
