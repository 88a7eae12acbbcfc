import type { FastifyInstance } from 'fastify';
import type { Db } from '../database.js';
import type { Mailer } from '../mail/mailer.js';
import type { UserStore } from '../users/store.js';
import { tooMany } from '../errors/app-error.js';

/** Reports one address may send a minute: a crash loop must not flood the administrators' mail. */
const REPORTS_PER_MINUTE = 5;
const MINUTE_MS = 60_000;

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
export function registerCrashReports(app: FastifyInstance, db: Db, users: UserStore, mailer: Mailer): void {
  app.post<{ Body: { message: string; stack?: string; url?: string } }>(
    '/api/client-errors',
    { schema: { body: reportBody }, config: { objectName: 'clientError' } },
    async (request, reply) => {
      const now = Date.now();
      // Counted in the database (table client_error_report), so that the limit holds whichever server answers.
      const address = request.ip.slice(0, 100);
      const recent = await db
        .selectFrom('client_error_report')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min<number>('reported_at').as('oldest')])
        .where('address', '=', address)
        .where('reported_at', '>', now - MINUTE_MS)
        .executeTakeFirstOrThrow();
      if (recent.n >= REPORTS_PER_MINUTE) {
        const seconds = Math.max(1, Math.ceil((recent.oldest + MINUTE_MS - now) / 1000));
        throw tooMany('Too many error reports; try again in a minute', seconds);
      }

      const account = await request.currentUser();
      const admins = await users.administratorAddresses();
      const { message, stack = '', url = '' } = request.body;
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('client_error_report').where('reported_at', '<=', now - MINUTE_MS).execute();
        await trx.insertInto('client_error_report').values({ address, reported_at: now }).execute();
        for (const admin of admins)
          await mailer.send(trx, {
            to: admin.email,
            langKey: admin.langKey,
            key: 'crash-report',
            params: { login: admin.login, url, message, stack, account: account?.login ?? '-', agent: String(request.headers['user-agent'] ?? '-') },
            path: '/',
          });
      });
      mailer.flush();
      return reply.status(202).send({ reported: admins.length });
    },
  );
}
