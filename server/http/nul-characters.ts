import type { FastifyInstance } from 'fastify';
import { validationProblem } from './problem.js';

const NUL = '\u0000';

/**
 * Refuses text holding the NUL character (U+0000) in any body, query string or path parameter, with
 * a 400 naming the field. PostgreSQL cannot store it in text at all; SQLite could, but the server
 * answers the same on both databases. Checked before validation, for every route.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts: [part: string, objectName: string, value: unknown][] = [
      ['params', 'params', request.params],
      ['querystring', 'querystring', request.query],
      ['body', request.routeOptions.config?.objectName ?? 'request', request.body],
    ];
    for (const [part, objectName, value] of parts) {
      const field = fieldWithNul(value);
      if (field === undefined) continue;
      const detail = `${field || part}: text may not hold the NUL character (U+0000)`;
      throw validationProblem(objectName, [{ objectName, field, message: 'Pattern' }], detail);
    }
  });
}

/** The top-level member whose value (at any depth) or name holds a NUL; '' for a text value itself; undefined when none does. */
function fieldWithNul(value: unknown): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? '' : undefined;
  if (!isWalkable(value)) return undefined;
  return Object.entries(value).find(([name, member]) => name.includes(NUL) || holdsNul(member))?.[0];
}

/** Walks with a list of its own, not recursion, so that a deeply nested body cannot exhaust the stack. */
function holdsNul(root: unknown): boolean {
  const pending = [root];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes(NUL)) return true;
    } else if (isWalkable(value)) {
      for (const [name, member] of Object.entries(value)) {
        if (name.includes(NUL)) return true;
        pending.push(member);
      }
    }
  }
  return false;
}

const isWalkable = (value: unknown): value is object => typeof value === 'object' && value !== null && !Buffer.isBuffer(value);
