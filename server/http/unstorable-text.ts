import type { FastifyInstance } from 'fastify';
import { validationProblem } from '../errors/app-error.js';

/** The NUL character, or half of a UTF-16 surrogate pair without its other half. */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => UNSTORABLE.test(text);

/** Why such text is refused, after the name of where it is. */
export const UNSTORABLE_TEXT = 'text may not hold the NUL character (U+0000) or a lone surrogate (half of a UTF-16 pair)';

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
      const detail = `${field || part}: ${UNSTORABLE_TEXT}`;
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

const holdsUnstorable = (value: unknown) => unstorableAt(value) !== undefined;

/**
 * Where a value holds unstorable text at any depth, as a path from it (`[0].text`; '' for the value
 * itself; a member whose name is unstorable is named by its holder's path), or undefined. For text
 * that a member carries serialised (a JSON string parsed by its route). Walks with a list of its
 * own, not recursion, so that a deeply nested value cannot exhaust the stack.
 */
export function unstorableAt(root: unknown): string | undefined {
  const pending: [path: string, value: unknown][] = [['', root]];
  while (pending.length) {
    const [path, value] = pending.pop()!;
    if (typeof value === 'string') {
      if (unstorable(value)) return path;
    } else if (isWalkable(value)) {
      for (const [name, member] of Object.entries(value)) {
        if (unstorable(name)) return path;
        pending.push([Array.isArray(value) ? `${path}[${name}]` : `${path}.${name}`, member]);
      }
    }
  }
  return undefined;
}

const isWalkable = (value: unknown): value is object => typeof value === 'object' && value !== null && !Buffer.isBuffer(value);
