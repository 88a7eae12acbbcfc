/**
 * What operations log through: the server's pino logger or a request's, seen without Fastify, so
 * that an operation is called the same way from a route, a scheduled job or a test.
 */
export interface Log {
  error(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  info(object: object, message?: string): void;
  debug(object: object, message?: string): void;
}
