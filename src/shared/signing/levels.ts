/**
 * The PAdES levels a family's signatures are made at (docs/signing.md, "Levels"): B-T a timestamp in
 * each signature; B-LT its validation data (certificates, revocation lists) in the document's
 * security store; B-LTA then a document timestamp over the whole file. A signature made without a
 * timestamp authority (SIGN_TIMESTAMPS=false) is B-B whatever the family asks.
 */
export const LONG_TERM_LEVELS = ['B-T', 'B-LT', 'B-LTA'] as const;
export type LongTermLevel = (typeof LONG_TERM_LEVELS)[number];

/** The level of a family that names none. */
export const DEFAULT_LEVEL: LongTermLevel = 'B-LT';
