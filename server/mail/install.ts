import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../database.js';
import { Mailer } from './mailer.js';
import { OutboxStore } from './outbox.js';
import { registerMailRoutes } from './routes.js';
import { MailTemplates } from './templates.js';
import { createTransport } from './transport.js';
import { MailWorker } from './worker.js';

/** The mail service of one server: outbox, delivery worker (stopped before the database closes) and admin routes. */
export function installMail(app: FastifyInstance, db: Db, config: Config['mail']): Mailer {
  const outbox = new OutboxStore(db);
  const worker = new MailWorker(outbox, createTransport(config.smtpUrl), {
    from: config.from,
    retryAttempts: config.retryAttempts,
    retryBaseDelayMs: config.retryBaseDelayMs,
    pollIntervalSeconds: config.pollIntervalSeconds,
  }, app.log);
  app.addHook('onReady', () => worker.start());
  app.addHook('preClose', () => worker.stop());
  registerMailRoutes(app, outbox);
  return new Mailer(outbox, new MailTemplates(), worker, config.baseUrl);
}
