import type { Db } from '../database.js';
import type { Mailer } from '../mail/mailer.js';
import type { UserStore } from '../users/store.js';
import { tooMany } from '../errors/app-error.js';
import type { CrashReport } from '../../src/shared/crash-report.js';

/** Reports one address may send a minute: a crash loop must not flood the administrators' mail. */
const REPORTS_PER_MINUTE = 5;
const MINUTE_MS = 60_000;


/** Who sent a report: the client's address, the account signed in if any, the browser. */
export interface Reporter {
  address: string;
  login?: string;
  agent: string;
}

/**
 * A screen that crashed in a browser: every activated administrator with an email address receives
 * the report by mail, in their language. Counted per address in the database (table
 * client_error_report), so that the limit holds whichever server answers. Answers how many were told.
 */
export async function reportCrash(db: Db, users: UserStore, mailer: Mailer, report: CrashReport, reporter: Reporter, now = Date.now()): Promise<number> {
  const address = reporter.address.slice(0, 100);
  const recent = await db
    .selectFrom('client_error_report')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min<number>('reported_at').as('oldest')])
    .where('address', '=', address)
    .where('reported_at', '>', now - MINUTE_MS)
    .executeTakeFirstOrThrow();
  if (recent.n >= REPORTS_PER_MINUTE) {
    const seconds = Math.max(1, Math.ceil((recent.oldest + MINUTE_MS - now) / 1000));
    throw tooMany('crash-report.too-many', 'Too many error reports; try again in a minute', seconds);
  }

  const admins = await users.administratorAddresses();
  const { message, stack = '', url = '' } = report;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('client_error_report').where('reported_at', '<=', now - MINUTE_MS).execute();
    await trx.insertInto('client_error_report').values({ address, reported_at: now }).execute();
    for (const admin of admins)
      await mailer.send(trx, {
        to: admin.email,
        langKey: admin.langKey,
        key: 'crash-report',
        params: { login: admin.login, url, message, stack, account: reporter.login ?? '-', agent: reporter.agent },
        path: '/',
      });
  });
  mailer.flush();
  return admins.length;
}
