import type { FastifyInstance } from 'fastify';
import type { Db } from '../database.js';
import type { Mailer } from '../mail/mailer.js';
import type { UserStore } from '../users/store.js';
import { reportCrash, type CrashReport } from './report-crash.js';

const reportBody = {
  type: 'object',
  properties: {
    message: { type: 'string', maxLength: 2000 },
    stack: { type: 'string', maxLength: 20000 },
    url: { type: 'string', maxLength: 2000 },
  },
  required: ['message'],
  additionalProperties: false,
} as const;

/** `POST api/client-errors`: a screen that crashed in a browser sends what happened (202). */
export function registerClientErrorRoutes(app: FastifyInstance, db: Db, users: UserStore, mailer: Mailer): void {
  app.post<{ Body: CrashReport }>('/api/client-errors', { schema: { body: reportBody }, config: { objectName: 'clientError' } }, async (request, reply) => {
    const account = await request.currentUser();
    const reporter = { address: request.ip, login: account?.login, agent: String(request.headers['user-agent'] ?? '-') };
    const reported = await reportCrash(db, users, mailer, request.body, reporter);
    return reply.status(202).send({ reported });
  });
}
