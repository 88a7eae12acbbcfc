/**
 * Why a PDF cannot be signed. Domain errors with a code: the signing flows turn them into the answer
 * the caller gets (they are the client's file, never a fault of the server).
 */
export type UnsignableReason = 'pdf.not-a-pdf' | 'pdf.damaged' | 'pdf.encrypted' | 'pdf.no-pages' | 'pdf.cannot-append';

export class UnsignablePdf extends Error {
  constructor(
    readonly code: UnsignableReason,
    message: string,
  ) {
    super(message);
    this.name = 'UnsignablePdf';
  }
}

/** The bytes are not a PDF at all (no `%PDF-` header). */
export class NotAPdf extends UnsignablePdf {
  constructor() {
    super('pdf.not-a-pdf', 'The file is not a PDF');
  }
}

/**
 * A PDF that cannot take a signature: truncated or broken (its structure had to be guessed), without
 * pages, encrypted, or one whose existing signatures a new one would break.
 */
export class DamagedPdf extends UnsignablePdf {}

/** A box or drawn object that does not fit the PDF: a page it does not have, or coordinates that are not numbers. */
export class BadAppearance extends Error {
  readonly code = 'pdf.bad-appearance';
  constructor(message: string) {
    super(message);
    this.name = 'BadAppearance';
  }
}

/** A font for a drawing's text could not be read or embedded: the server's fault, never the file's. */
export class FontUnavailable extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'FontUnavailable';
  }
}

/** Which bound a PDF went past (docs/signing.md, "What reading a PDF may cost"). */
export type CostLimit = 'inflated' | 'objects' | 'time' | 'memory';

/**
 * A PDF that would cost more to read than the server allows: its structure streams inflate past the
 * bound, it has too many objects, or reading it took too long or too much memory. The caller's file,
 * refused with a problem that says which bound it went past; never a fault of the server.
 */
export class PdfTooCostly extends Error {
  readonly code = 'pdf.too-costly';
  constructor(
    readonly limit: CostLimit,
    message: string,
  ) {
    super(message);
    this.name = 'PdfTooCostly';
  }
}
