import type { FastifyInstance } from 'fastify';
import { validationProblem } from './problem.js';

/** The NUL character, or half of a UTF-16 surrogate pair without its other half. */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => UNSTORABLE.test(text);

/**
 * Refuses text that the databases cannot keep as it was sent, in any body, query string or path
 * parameter, with a 400 naming the field: the NUL character (U+0000), which PostgreSQL cannot store in
 * text at all, and a lone surrogate (`"\ud800"` in JSON), which is no character of Unicode and which
 * each database would store differently (SQLite as it came, PostgreSQL's driver as U+FFFD). Both are
 * refused alike on both databases, before validation, for every route.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts: [part: string, objectName: string, value: unknown][] = [
      ['params', 'params', request.params],
      ['querystring', 'querystring', request.query],
      ['body', request.routeOptions.config?.objectName ?? 'request', request.body],
    ];
    for (const [part, objectName, value] of parts) {
      const field = fieldWithUnstorable(value);
      if (field === undefined) continue;
      const detail = `${field || part}: text may not hold the NUL character (U+0000) or a lone surrogate (half of a UTF-16 pair)`;
      throw validationProblem(objectName, [{ objectName, field, message: 'Pattern' }], detail);
    }
  });
}

/** The top-level member whose value (at any depth) or name holds unstorable text; '' for a text value itself; undefined when none does. */
function fieldWithUnstorable(value: unknown): string | undefined {
  if (typeof value === 'string') return unstorable(value) ? '' : undefined;
  if (!isWalkable(value)) return undefined;
  return Object.entries(value).find(([name, member]) => unstorable(name) || holdsUnstorable(member))?.[0];
}

/** Walks with a list of its own, not recursion, so that a deeply nested body cannot exhaust the stack. */
function holdsUnstorable(root: unknown): boolean {
  const pending = [root];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (unstorable(value)) return true;
    } else if (isWalkable(value)) {
      for (const [name, member] of Object.entries(value)) {
        if (unstorable(name)) return true;
        pending.push(member);
      }
    }
  }
  return false;
}

const isWalkable = (value: unknown): value is object => typeof value === 'object' && value !== null && !Buffer.isBuffer(value);
