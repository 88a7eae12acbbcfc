/**
 * RFC 7807 problem bodies in the shape the client expects (message, fieldErrors, params), the one
 * table that turns the domain's kinds of refusal into statuses, and the headers its data asks for.
 */
import type { AppError, ErrorData, ErrorKind, FieldError } from '../errors/app-error.js';
import type { Problem } from '../../src/shared/problem.js';

export interface ProblemInit {
  status: number;
  title: string;
  /** A translation key such as `error.validation`. */
  message: string;
  detail?: string;
  fieldErrors?: FieldError[];
  /** Sent as the app-error header, for the client alert named from this key. */
  errorKey?: string;
  /** Sent as the app-params header (the entity name for errorKey alerts). */
  params?: string;
  headers?: Record<string, string>;
  /** More members of the body, such as the `errorKey` the registration form reads. */
  extra?: Record<string, unknown>;
}

/** Each kind's status, and the title and message key it has unless the error names its own. */
const STATUSES: Record<ErrorKind, { status: number; title: string; message: string }> = {
  'bad-request': { status: 400, title: 'Bad Request', message: 'error.http.400' },
  invalid: { status: 400, title: 'Method argument not valid', message: 'error.validation' },
  unauthenticated: { status: 401, title: 'Unauthorized', message: 'error.http.401' },
  forbidden: { status: 403, title: 'Forbidden', message: 'error.http.403' },
  'not-found': { status: 404, title: 'Not Found', message: 'error.http.404' },
  conflict: { status: 409, title: 'Conflict', message: 'error.http.409' },
  'too-large': { status: 413, title: 'Payload Too Large', message: 'error.http.413' },
  'unsupported-type': { status: 415, title: 'Unsupported Media Type', message: 'error.http.415' },
  unprocessable: { status: 422, title: 'Unprocessable Content', message: 'error.http.422' },
  'too-many': { status: 429, title: 'Too Many Requests', message: 'error.http.429' },
  unavailable: { status: 503, title: 'Service Unavailable', message: 'error.http.503' },
};

export const statusOf = (kind: ErrorKind) => STATUSES[kind].status;

/** The headers the contract names for what a refusal carries: Retry-After, and x-new-doc-id (spec 001 §7). */
function headersOf(data: ErrorData = {}): Record<string, string> | undefined {
  const headers: Record<string, string> = {};
  if (data.retryAfterSeconds !== undefined) headers['retry-after'] = String(data.retryAfterSeconds);
  if (data.currentDocumentId !== undefined) headers['x-new-doc-id'] = String(data.currentDocumentId);
  return Object.keys(headers).length ? headers : undefined;
}

export function problemOf(error: AppError): ProblemInit {
  const { status, title, message } = STATUSES[error.kind];
  const { details } = error;
  return {
    status,
    title: details.title ?? title,
    message: details.message ?? message,
    detail: error.detail,
    fieldErrors: details.fieldErrors,
    errorKey: details.errorKey,
    params: details.params,
    headers: headersOf(details.data),
    extra: details.extra,
  };
}

export function problemBody(problem: ProblemInit, path: string): Problem {
  return {
    type: problem.fieldErrors ? 'https://portico.dev/problem/constraint-violation' : 'about:blank',
    title: problem.title,
    status: problem.status,
    detail: problem.detail,
    path,
    message: problem.message,
    ...(problem.fieldErrors ? { fieldErrors: problem.fieldErrors } : {}),
    ...(problem.params ? { params: problem.params } : {}),
    ...problem.extra,
  };
}
