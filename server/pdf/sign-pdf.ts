import { CryptoKeySigner, PdfString, SignatureError, SignerError, TimestampError, type PDF, type SignatureField, type Signer, type TimestampAuthority } from '@libpdf/core';
import type { LongTermLevel } from '../../src/shared/signing/levels.js';
import { drawnText, handwriting, signatureBox, type Drawing, type TextStyle } from './appearance.js';
import { BadAppearance, DamagedPdf, FontUnavailable, UnsignablePdf } from './errors.js';
import { openPdf } from './open-pdf.js';
import { writeSecurityStore } from './security-store.js';
import { placeFieldWhenSaved } from './signature-widget.js';
import { shownPages, type ShownPage, type ShownRect } from './page-geometry.js';
import { DrawingPlacer } from './place-drawing.js';
import { fieldNames, signatureDictionaries } from './signature-fields.js';
import { DrawingFonts } from './text-fonts.js';

/** One box to draw for this signer. */
export interface SignatureAppearance {
  /** 1-based. */
  page: number;
  rect: ShownRect;
  /** e.g. [signer name, 'DD/MM/YY HH:mm', reason]. */
  lines: string[];
}

/** 001 §3 drawn objects (handwritten-sign polylines, text), in the same page coordinates as rect. */
export interface DrawnObjectOnPdf extends TextStyle {
  /** 1-based. */
  page: number;
  type: 'handwritten-sign' | 'text';
  /** Where a text starts (its top) and the room it has; for a handwritten signature, the points alone count. */
  rect: ShownRect;
  /** Polylines of a handwritten signature, points in page coordinates like rect. */
  segments?: Array<Array<{ x: number; y: number }>>;
  text?: string;
}

/** Who signs: the certificate, its chain up to the authority, and the private key (ECDSA P-256 or RSA). */
export interface PdfSigner {
  name: string;
  certificateDer: Uint8Array;
  chainDer: Uint8Array[];
  privateKey: CryptoKey;
  /** Where the signature's RFC 3161 timestamp comes from (PAdES B-T); none: a B-B signature. */
  timestampAuthority?: TimestampAuthority;
}

/**
 * A signature's key as the PDF library asks for it: the certificates, the key's kind and a way to
 * sign, and where the timestamp comes from. In the PDF worker, signing and timestamps are calls back
 * to the server's thread, which holds the key (worker/pdf-worker.ts).
 */
export interface SignatureKey {
  signer: Signer;
  timestampAuthority?: TimestampAuthority;
}

/** The key of a signer held in this thread. */
export function signatureKeyOf(signer: PdfSigner): SignatureKey {
  const rsa = signer.privateKey.algorithm.name !== 'ECDSA';
  return { signer: new CryptoKeySigner(signer.privateKey, signer.certificateDer, rsa ? 'RSA' : 'EC', rsa ? 'RSASSA-PKCS1-v1_5' : 'ECDSA', signer.chainDer), timestampAuthority: signer.timestampAuthority };
}

export interface SignPdfInput {
  pdf: Uint8Array;
  key: SignatureKey;
  /** What the signature carries for its later validation (src/shared/signing/levels.ts); B-T when not said. */
  level?: LongTermLevel;
  /** The revocation lists (DER) of the authority that issued the signer's and the timestamps' certificates, for B-LT and B-LTA. */
  crls?: Uint8Array[];
  appearances: SignatureAppearance[];
  drawn?: DrawnObjectOnPdf[];
  reason?: string;
  location?: string;
  signedAt: Date;
}

/** Room kept in the PDF for the signature (CMS with two certificates and a timestamp token: about 4 kB). */
const SIGNATURE_ROOM_BYTES = 16_384;

/**
 * Signs a PDF: draws this signer's boxes and drawn objects and applies a PAdES signature
 * (ETSI.CAdES.detached, SHA-256, signing-certificate-v2), all in one incremental update, so that
 * earlier signatures stay valid. Throws UnsignablePdf (NotAPdf, DamagedPdf) for a PDF it cannot sign
 * and BadAppearance for a box outside the PDF.
 */
export async function signPdf(input: SignPdfInput): Promise<Uint8Array> {
  const pdf = await openPdf(input.pdf, true);
  let outsideFailure: unknown;
  const outside = (error: unknown): never => {
    outsideFailure = error;
    throw error;
  };
  try {
    const existing = signatureFields(pdf);
    if (existing.signed > 0 && pdf.canSaveIncrementally() !== null)
      // The library rewrites such a file (a linearized one) as a whole, which would break the signatures it has.
      throw new DamagedPdf('pdf.cannot-append', 'A signature cannot be added to this PDF without breaking the signatures it has');
    const fonts = new DrawingFonts(pdf);
    const placer = new DrawingPlacer(pdf, existing.signed === 0 ? 'content' : 'annotation', fonts);
    for (const { page, drawing } of drawingsOf(pdf, input, fonts)) placer.place(page, drawing);
    fonts.subset();

    const { signer: keySigner, timestampAuthority: authority } = input.key;
    // The tokens the authority gives: their certificates go in the security store.
    const tokens: Uint8Array[] = [];
    const timestampAuthority: TimestampAuthority | undefined = authority && {
      timestamp: async (digest, algorithm) => {
        const token = await authority.timestamp(digest, algorithm).catch(outside);
        tokens.push(token);
        return token;
      },
    };
    const unplace = placeFieldWhenSaved(pdf, existing.freeName, input.appearances[0]);
    const result = await pdf.sign({
      // The key and the timestamp authority are called from inside the library: their failures
      // are kept aside, to be told apart from the file's.
      signer: {
        certificate: keySigner.certificate,
        certificateChain: keySigner.certificateChain,
        keyType: keySigner.keyType,
        signatureAlgorithm: keySigner.signatureAlgorithm,
        sign: (data, algorithm) => keySigner.sign(data, algorithm).catch(outside),
      },
      fieldName: existing.freeName,
      subFilter: 'ETSI.CAdES.detached',
      digestAlgorithm: 'SHA-256',
      reason: input.reason || undefined,
      location: input.location || undefined,
      signingTime: input.signedAt,
      timestampAuthority,
      estimatedSize: SIGNATURE_ROOM_BYTES,
    }).finally(unplace);
    // Without a timestamp a signature is B-B, whatever the level asked.
    const level = input.level;
    if (!timestampAuthority || (level !== 'B-LT' && level !== 'B-LTA')) return result.bytes;
    writeSecurityStore(pdf, {
      contents: signatureContents(pdf, existing.freeName),
      certificates: [keySigner.certificate, ...(keySigner.certificateChain ?? [])],
      timestampTokens: tokens,
      crls: input.crls ?? [],
      at: new Date(),
    });
    if (level === 'B-LT') return await pdf.save({ incremental: true });
    // B-LTA: the store and the document timestamp over it in one update. The timestamp's own
    // validation data (the same authority's) is in the store already: a later archive timestamp
    // would add it (ETSI EN 319 142-1).
    return (await pdf.addTimestamp({ timestampAuthority })).bytes;
  } catch (error) {
    // The signer's key, the timestamp authority and our own errors are not the file's fault.
    if (outsideFailure !== undefined) throw outsideFailure;
    if (error instanceof UnsignablePdf || error instanceof BadAppearance || error instanceof FontUnavailable || error instanceof SignerError || error instanceof TimestampError) throw error;
    if (error instanceof SignatureError && error.code !== 'NO_PAGES') throw error;
    // Objects are read when first used: a broken one shows only now.
    throw new DamagedPdf('pdf.damaged', `The PDF cannot be signed: ${(error as Error).message}`);
  }
}

/** The /Contents of the signature just made in the field of that name, zero padding included. */
function signatureContents(pdf: PDF, fieldName: string): Uint8Array {
  const field = pdf.getForm()?.getField(fieldName);
  const contents = field?.type === 'signature' ? (field as SignatureField).getSignatureDict()?.get('Contents') : undefined;
  if (!(contents instanceof PdfString)) throw new DamagedPdf('pdf.damaged', 'The signature just made cannot be read back');
  return contents.bytes;
}

/** The drawings of a sign call, checked against the PDF's pages. */
function drawingsOf(pdf: PDF, input: SignPdfInput, fonts: DrawingFonts): Array<{ page: number; drawing: Drawing }> {
  const pages = pdf.getPageCount();
  const pageIndex = (page: number, what: string) => {
    if (!Number.isInteger(page) || page < 1 || page > pages) throw new BadAppearance(`${what} is on page ${page}; the PDF has ${pages}`);
    return page - 1;
  };
  const out: Array<{ page: number; drawing: Drawing }> = [];
  for (const box of input.appearances) out.push({ page: pageIndex(box.page, 'A signature box'), drawing: signatureBox(box.rect, box.lines, fonts) });
  for (const object of input.drawn ?? []) {
    const page = pageIndex(object.page, 'A drawn object');
    const drawing = object.type === 'handwritten-sign' ? handwriting(object.segments ?? []) : drawnText(object.rect, object.text ?? '', object, fonts);
    if (drawing) out.push({ page, drawing });
  }
  return out;
}

/** How many signature fields are signed, and a field name not taken yet for the next one. */
function signatureFields(pdf: PDF): { signed: number; freeName: string } {
  const names = fieldNames(pdf);
  const signed = signatureDictionaries(pdf).length;
  let n = signed + 1;
  while (names.has(`Signature${n}`)) n++;
  return { signed, freeName: `Signature${n}` };
}

/** The number of digital signatures a PDF carries (its signed signature fields, document timestamps aside). */
export async function countSignatures(pdf: Uint8Array): Promise<number> {
  const doc = await openPdf(pdf, false);
  try {
    return signatureFields(doc).signed;
  } catch (error) {
    throw new DamagedPdf('pdf.damaged', `The PDF's form cannot be read: ${(error as Error).message}`);
  }
}

/** Each page's size as shown (rotation applied), in PDF points: the space of the boxes' coordinates. */
export async function pageSizes(pdf: Uint8Array): Promise<ShownPage[]> {
  const doc = await openPdf(pdf, false);
  try {
    return shownPages(doc);
  } catch (error) {
    throw new DamagedPdf('pdf.damaged', `The PDF's pages cannot be read: ${(error as Error).message}`);
  }
}
