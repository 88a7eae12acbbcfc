/**
 * What the signing flows need from the signing engine (server/pdf and keys/): PDFs signed, signer
 * keys issued and unlocked. The flows take it as one object, wired to the engine in open-engine.ts;
 * what a PDF holds they read from its inspection (pdf-checks.ts).
 */
import type { ShownRect } from '../pdf/page-geometry.js';
import type { LongTermLevel } from '../../src/shared/signing/levels.js';

/** One box drawn for this signer: page from 1, in PDF points from the bottom left of the page as shown. */
export interface Appearance {
  page: number;
  rect: ShownRect;
  lines: string[];
}

/** A drawn object of 001 §3 in the same coordinates as an appearance's rect. */
export interface DrawnOnPdf {
  page: number;
  type: 'handwritten-sign' | 'text';
  rect: ShownRect;
  segments?: Array<Array<{ x: number; y: number }>>;
  text?: string;
  fontSize?: number;
  font?: 'courier' | 'helvetica' | 'timesRoman';
  color?: string;
  textAnchor?: 'start' | 'middle' | 'end';
}

/** A signer key unlocked or made for one signature; opaque to the flows. */
export type Signer = unknown;

export interface SigningEngine {
  /**
   * The PDF signed by `signer` as an incremental update, on a PDF worker within the cost bounds
   * (server/pdf/engine.ts); throws UnsignablePdf (or BadAppearance) for a PDF it cannot sign, a 422
   * past the bounds.
   */
  signPdf(input: { pdf: Uint8Array; signer: Signer; appearances: Appearance[]; drawn?: DrawnOnPdf[]; reason?: string; signedAt: Date; level: LongTermLevel }): Promise<Uint8Array>;
  /** A new signer key and certificate for an account, its private key encrypted under the signature password. */
  issueSignerKey(subject: { login: string; name: string; email?: string }, password: string): Promise<{ certificatePem: string; encryptedPrivateKey: string }>;
  /** The account's signer, its key unlocked with the signature password; throws when the password does not unlock it. */
  accountSigner(credential: { certificatePem: string; encryptedPrivateKey: string }, password: string, name: string): Promise<Signer>;
  /** A one-off key and certificate for an external signer's one signature (never stored). */
  externalSigner(subject: { name: string; email: string }): Promise<Signer>;
  /** A one-off key and certificate, issued by the portal's authority under its own name, that seals what the portal writes itself. */
  sealSigner(name: string): Promise<Signer>;
}
