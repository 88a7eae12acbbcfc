import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect.js';
import type { Mailer } from '../mail/mailer.js';
import { HttpProblem } from '../http/problem.js';

/** Reports one address may send a minute: a crash loop must not flood the administrators' mail. */
const REPORTS_PER_MINUTE = 5;

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

/**
 * `POST api/client-errors`: a screen that crashed in a browser sends what happened, and every
 * activated administrator with an email address receives it by mail, in their language.
 */
export function registerCrashReports(app: FastifyInstance, db: Db, mailer: Mailer): void {
  const recent = new Map<string, number[]>();
  app.post<{ Body: { message: string; stack?: string; url?: string } }>(
    '/api/client-errors',
    { schema: { body: reportBody }, config: { objectName: 'clientError' } },
    async (request, reply) => {
      const now = Date.now();
      const times = (recent.get(request.ip) ?? []).filter((t) => now - t < 60_000);
      if (times.length >= REPORTS_PER_MINUTE)
        throw new HttpProblem({ status: 429, title: 'Too Many Requests', message: 'error.http.429', detail: 'Too many error reports; try again in a minute', headers: { 'retry-after': '60' } });
      recent.set(request.ip, [...times, now]);
      if (recent.size > 10_000) recent.clear();

      const account = await request.currentUser();
      const admins = (
        await db
          .selectFrom('app_user')
          .innerJoin('app_user_authority', 'app_user_authority.user_id', 'app_user.id')
          .select(['app_user.login', 'app_user.email', 'app_user.lang_key', 'app_user.activated'])
          .where('app_user_authority.authority_name', '=', 'ROLE_ADMIN')
          .where('app_user.email', 'is not', null)
          .execute()
      ).filter((admin) => Boolean(admin.activated)); // 1/0 on SQLite, true/false on PostgreSQL
      const { message, stack = '', url = '' } = request.body;
      await db.transaction().execute(async (trx) => {
        for (const admin of admins)
          await mailer.send(trx, {
            to: admin.email as string,
            langKey: admin.lang_key as string,
            key: 'crash-report',
            params: { login: admin.login as string, url, message, stack, account: account?.login ?? '-', agent: String(request.headers['user-agent'] ?? '-') },
            path: '/',
          });
      });
      mailer.flush();
      return reply.status(202).send({ reported: admins.length });
    },
  );
}
