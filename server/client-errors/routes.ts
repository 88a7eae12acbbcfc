import type { FastifyInstance } from 'fastify';
import type { Db } from '../database.js';
import type { Mailer } from '../mail/mailer.js';
import type { UserStore } from '../users/store.js';
import { reportCrash } from './report-crash.js';
import { crashReportedSchema, crashReportSchema, type CrashReport } from '../../src/shared/crash-report.js';

/** `POST api/client-errors`: a screen that crashed in a browser sends what happened (202). */
export function registerClientErrorRoutes(app: FastifyInstance, db: Db, users: UserStore, mailer: Mailer): void {
  app.post<{ Body: CrashReport }>('/api/client-errors', { schema: { body: crashReportSchema, response: { 202: crashReportedSchema } }, config: { objectName: 'clientError' } }, async (request, reply) => {
    const account = await request.currentUser();
    const reporter = { address: request.ip, login: account?.login, agent: String(request.headers['user-agent'] ?? '-') };
    const reported = await reportCrash(db, users, mailer, request.body, reporter);
    return reply.status(202).send({ reported });
  });
}
