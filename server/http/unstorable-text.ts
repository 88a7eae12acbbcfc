import type { FastifyInstance } from 'fastify';
import { validationProblem } from '../errors/app-error.js';
import { fieldWithUnstorable, UNSTORABLE_TEXT } from '../validation/unstorable-text.js';

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
