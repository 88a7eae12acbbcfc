import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.js';
import { problemBody, problemOf, type ProblemInit } from './problem.js';
import { toFieldErrors } from '../validation/field-errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Entity name reported as `objectName` in body field errors. */
    objectName?: string;
  }
}

/** PostgreSQL's codes for a server shutting down or starting (57P01-57P03) and its connection exceptions (class 08). */
const CONNECTION_CODES = /^(57P0[123]|08...)$/;
const SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);
/** node-postgres's words for a connection that closed under a query, or that is unusable after it did. */
const CONNECTION_MESSAGES = /Connection terminated|not queryable/;

/** Whether a failure is the database being out of reach (restart, failover, an ended connection) rather than a fault. */
export function isConnectionLost(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_CODES.test(code) || SOCKET_CODES.has(code))) return true;
    if (CONNECTION_MESSAGES.test(cause.message)) return true;
  }
  return false;
}

/**
 * Every failure leaves as a problem body. Client mistakes get their 4xx with what was wrong; a
 * database out of reach 503, so that the client tries again; anything else is logged and answered
 * 500 without internals.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    let problem: ProblemInit;
    if (error instanceof AppError) {
      problem = problemOf(error);
    } else if (error.validation) {
      const objectName = request.routeOptions.config?.objectName ?? 'request';
      const inBody = error.validationContext === 'body';
      problem = {
        status: 400,
        title: 'Method argument not valid',
        message: 'error.validation',
        detail: inBody ? undefined : `Invalid ${error.validationContext}: ${error.message}`,
        fieldErrors: toFieldErrors(inBody ? objectName : String(error.validationContext), error.validation, inBody && Array.isArray(request.body)),
      };
      if (inBody) problem.detail = problem.fieldErrors!.map((e) => `${e.field}: ${e.message}`).join('; ');
    } else if (isConnectionLost(error)) {
      request.log.warn({ err: error }, 'the database connection was lost');
      problem = {
        status: 503,
        title: 'Service Unavailable',
        message: 'error.http.503',
        detail: 'The database could not be reached; try again shortly',
        headers: { 'retry-after': '1' },
      };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large ...
      problem = { status: error.statusCode, title: error.name, message: `error.http.${error.statusCode}`, detail: error.message };
    } else {
      request.log.error({ err: error }, 'request failed');
      problem = { status: 500, title: 'Internal Server Error', message: 'error.http.500', detail: 'An unexpected error occurred' };
    }
    if (problem.errorKey) reply.header('app-error', problem.errorKey);
    if (problem.params) reply.header('app-params', problem.params);
    for (const [k, v] of Object.entries(problem.headers ?? {})) reply.header(k, v);
    reply.status(problem.status).type('application/problem+json').send(problemBody(problem, request.url.split('?')[0]));
  });
}
