import { TimestampError } from '@libpdf/core';
import { unavailable, type AppError } from '../errors/app-error.js';
import { TimestampUnavailable } from './keys/errors.js';
import { BadAppearance, UnsignablePdf } from '../pdf/errors.js';

/** The engine's refusals of a PDF: the flows answer them (-30, or 400 when asking for signatures) instead of failing. */
export const isUnsignable = (error: unknown): error is UnsignablePdf => error instanceof UnsignablePdf;

/** A box the engine could not place on the PDF. */
export const isBadAppearance = (error: unknown): error is BadAppearance => error instanceof BadAppearance;

/** A timestamp authority that did not answer is no fault of the caller's: 503, the call may be tried again (nothing was written). */
export function timestampProblem(error: unknown): AppError | undefined {
  if (!(error instanceof TimestampUnavailable) && !(error instanceof TimestampError)) return undefined;
  return unavailable('sign.timestamp-unreachable', 'The timestamp authority did not answer; try again shortly', 5);
}
