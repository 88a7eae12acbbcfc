/**
 * What the signing flows need from the signing engine (server/signing/pdf and keys; the interface
 * agreed in notes of the split, signing-split.md): PDFs signed and measured, signer keys issued and
 * unlocked. The flows take it as one object, wired to the engine in open-engine.ts.
 */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One box drawn for this signer: page from 1, in PDF points from the bottom left of the page as shown. */
export interface Appearance {
  page: number;
  rect: Rect;
  lines: string[];
}

/** A drawn object of 001 §3 in the same coordinates as an appearance's rect. */
export interface DrawnOnPdf {
  page: number;
  type: 'handwritten-sign' | 'text';
  rect: Rect;
  segments?: Array<Array<{ x: number; y: number }>>;
  text?: string;
  fontSize?: number;
  font?: 'courier' | 'helvetica' | 'timesRoman';
  color?: string;
  textAnchor?: 'start' | 'middle' | 'end';
}

/** A signature a PDF already carries, checked against the PDF's bytes (pdf/verify-signatures.ts). */
export interface ExistingSignature {
  name: string | null;
  date: Date | null;
  /** valid; broken (the signed bytes, the byte range or the signature do not check); unknown (a kind not checked). */
  status: 'valid' | 'broken' | 'unknown';
  /** Why it is broken or unknown. */
  why?: string;
}

/** A signer key unlocked or made for one signature; opaque to the flows. */
export type Signer = unknown;

export interface SigningEngine {
  /** The PDF signed by `signer` as an incremental update; throws UnsignablePdf (or BadAppearance) for a PDF it cannot sign. */
  signPdf(input: { pdf: Uint8Array; signer: Signer; appearances: Appearance[]; drawn?: DrawnOnPdf[]; reason?: string; signedAt: Date }): Promise<Uint8Array>;
  /** The signatures the PDF carries (those a reader counts), each checked; throws UnsignablePdf for a file that is no readable PDF. */
  verifySignatures(pdf: Uint8Array): Promise<ExistingSignature[]>;
  /** Each page's size as shown, in PDF points. */
  pageSizes(pdf: Uint8Array): Promise<Array<{ width: number; height: number }>>;
  /** A new signer key and certificate for an account, its private key encrypted under the signature password. */
  issueSignerKey(subject: { login: string; name: string; email?: string }, password: string): Promise<{ certificatePem: string; encryptedPrivateKey: string }>;
  /** The account's signer, its key unlocked with the signature password; throws when the password does not unlock it. */
  accountSigner(credential: { certificatePem: string; encryptedPrivateKey: string }, password: string, name: string): Promise<Signer>;
  /** A one-off key and certificate for an external signer's one signature (never stored). */
  externalSigner(subject: { name: string; email: string }): Promise<Signer>;
}
