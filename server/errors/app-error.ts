/**
 * The one error type the domain throws for a caller's mistake or a refusal: what kind of refusal it
 * is, the words for the caller, and, where a caller or a workflow tells it apart from the rest, a
 * domain code (`sign.not-your-turn`, `document.newer-version`) with its data. The domain knows nothing
 * of HTTP; `server/http/problem.ts` alone turns a kind into a status and the data into headers.
 */

import type { FieldError } from '../../src/shared/problem.js';

export type ErrorKind =
  /** The request cannot be done as asked (400). */
  | 'bad-request'
  /** Named fields break their rules (400, with field errors). */
  | 'invalid'
  /** Nobody is signed in, or the credentials are wrong (401). */
  | 'unauthenticated'
  /** The caller may not do this (403). */
  | 'forbidden'
  | 'not-found'
  /** The stored state stands in the way (409). */
  | 'conflict'
  | 'too-large'
  | 'unsupported-type'
  /** The request is well formed, but what it carries cannot be worked on (a PDF past the cost bounds: 422). */
  | 'unprocessable'
  /** A guessing limit was reached (429). */
  | 'too-many'
  /** A service it depends on did not answer; the same call may be tried again (503). */
  | 'unavailable';

/** One field's mistake, as the problem body carries it (src/shared/problem.ts). */
export type { FieldError };

/** A refusal named by its feature and what happened: `sign.not-your-turn`, `otp.too-many`. */
export type DomainCode = `${string}.${string}`;

export interface ErrorData {
  /** When the same call may succeed again (a limit reached, a service busy). */
  retryAfterSeconds?: number;
  /** The current version of a document that was asked for in an older one. */
  currentDocumentId?: number;
}

export interface ErrorDetails {
  /** The translation key the client shows, when not the code's own (`error.http.{status}`). */
  message?: string;
  /** A title more telling than the code's. */
  title?: string;
  fieldErrors?: FieldError[];
  /** The key of the alert the client shows (the app-error header). */
  errorKey?: string;
  /** What the alert is about (the app-params header), such as an entity name. */
  params?: string;
  /** What this refusal is, where it matters to tell it apart: `feature.what`. */
  code?: DomainCode;
  /** What the caller needs beyond the words (server/http/problem.ts sends each as the contract asks). */
  data?: ErrorData;
  /** More members of the body, such as the `errorKey` the registration form reads. */
  extra?: Record<string, unknown>;
}

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly detail: string,
    readonly details: ErrorDetails = {},
  ) {
    super(detail);
    this.name = 'AppError';
  }
}

export const badRequest = (detail: string, details: ErrorDetails = {}) => new AppError('bad-request', detail, details);

export const validationProblem = (objectName: string, fieldErrors: FieldError[], detail?: string) =>
  new AppError('invalid', detail ?? fieldErrors.map((e) => `${e.field}: ${e.message}`).join('; '), { fieldErrors });

/** A refusal the client shows as the alert `error.{key}` about `entityName` (the app-error header). */
export const badRequestAlert = (detail: string, entityName: string, key: string) =>
  new AppError('bad-request', detail, { title: detail, message: `error.${key}`, errorKey: `error.${key}`, params: entityName });

export const notFound = (detail = 'The resource was not found') => new AppError('not-found', detail);

export const conflict = (detail: string, message?: string) => new AppError('conflict', detail, { message });

export const unauthorized = (detail = 'Full authentication is required to access this resource') => new AppError('unauthenticated', detail);

export const forbidden = (detail = 'Access is denied') => new AppError('forbidden', detail);

/** A guessing limit reached: the caller may try again in `seconds`. */
export const tooMany = (code: DomainCode, detail: string, seconds: number, message?: string) =>
  new AppError('too-many', detail, { code, message, data: { retryAfterSeconds: seconds } });

/** A service the call needs is busy or out of reach, through nobody's fault: the same call may be tried again in `seconds`. */
export const unavailable = (code: DomainCode, detail: string, seconds: number) => new AppError('unavailable', detail, { code, data: { retryAfterSeconds: seconds } });
