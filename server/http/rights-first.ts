import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';

type Part = 'params' | 'querystring';

/**
 * A route hook that checks the caller's right on the document its address names before the body is
 * checked against its schema: a caller without the right is refused for that (401, 403, 404)
 * whatever the body holds, and learns nothing of its rules. It runs after the rules every route
 * applies to what it is sent (JSON that parses, no unstorable text). The address and query string
 * are read as the route's schemas read them; when those refuse them, the answer (400) is theirs.
 */
export function rightsFirst<Query>(check: (request: FastifyRequest, id: number, query: Query) => Promise<void>): preValidationAsyncHookHandler {
  return async (request) => {
    const params = { ...(request.params as object) } as { id: number };
    const query = { ...(request.query as object) } as Query;
    if (valid(request, 'params', params) && valid(request, 'querystring', query)) await check(request, params.id, query);
  };
}

/** Whether the route's schema of a part takes the value (a copy: the schema converts it in place, as validation will do to the request's own). */
function valid(request: FastifyRequest, part: Part, value: unknown): boolean {
  const validate = request.getValidationFunction(part);
  return !validate || validate(value) === true;
}
