/**
 * RFC 7807 problem bodies in the shape the client expects (message, fieldErrors, params),
 * and the one error type that route code throws to answer a client's mistake.
 */

export interface FieldError {
  objectName: string;
  field: string;
  message: string;
  /** Words the constraint's name cannot give (a permission check's compiler message). */
  detail?: string;
}

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

export class HttpProblem extends Error {
  constructor(readonly problem: ProblemInit) {
    super(problem.detail ?? problem.title);
  }
}

export const badRequest = (detail: string, extra: Partial<ProblemInit> = {}) =>
  new HttpProblem({ status: 400, title: 'Bad Request', message: 'error.http.400', detail, ...extra });

export const validationProblem = (objectName: string, fieldErrors: FieldError[], detail?: string) =>
  new HttpProblem({
    status: 400,
    title: 'Method argument not valid',
    message: 'error.validation',
    detail: detail ?? fieldErrors.map((e) => `${e.field}: ${e.message}`).join('; '),
    fieldErrors,
  });

/** A 400 that the client shows as the alert `error.{key}` about `entityName` (the app-error header). */
export const badRequestAlert = (detail: string, entityName: string, key: string) =>
  new HttpProblem({
    status: 400,
    title: detail,
    message: `error.${key}`,
    detail,
    errorKey: `error.${key}`,
    params: entityName,
  });

export const notFound = (detail = 'The resource was not found') =>
  new HttpProblem({ status: 404, title: 'Not Found', message: 'error.http.404', detail });

export const conflict = (detail: string, message = 'error.http.409') =>
  new HttpProblem({ status: 409, title: 'Conflict', message, detail });

export const unauthorized = (detail = 'Full authentication is required to access this resource') =>
  new HttpProblem({ status: 401, title: 'Unauthorized', message: 'error.http.401', detail });

export const forbidden = (detail = 'Access is denied') =>
  new HttpProblem({ status: 403, title: 'Forbidden', message: 'error.http.403', detail });

export function problemBody(problem: ProblemInit, path: string) {
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
