import { BadAppearance, DamagedPdf, FontUnavailable, NotAPdf, PdfTooCostly, type CostLimit, type UnsignableReason } from '../errors.js';
import type { WireError } from './protocol.js';

/**
 * A worker's error as this thread's own class, so that the flows tell a file's refusals (UnsignablePdf,
 * BadAppearance, PdfTooCostly) from the server's faults. Anything else stays an Error, with the
 * worker's stack.
 */
export function errorFromWire(wire: WireError): Error {
  switch (wire.name) {
    case 'PdfTooCostly':
      return new PdfTooCostly(wire.limit as CostLimit, wire.message);
    case 'UnsignablePdf':
      return wire.code === 'pdf.not-a-pdf' ? new NotAPdf() : new DamagedPdf(wire.code as UnsignableReason, wire.message);
    case 'BadAppearance':
      return new BadAppearance(wire.message);
    case 'FontUnavailable':
      return new FontUnavailable(wire.message);
    default: {
      const error = new Error(`${wire.name} in the PDF worker: ${wire.message}`);
      if (wire.stack) error.stack = wire.stack;
      return error;
    }
  }
}
