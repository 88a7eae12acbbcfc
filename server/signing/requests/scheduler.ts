import type { Db } from '../../database.js';
import type { DialectName } from '../../db/connect.js';
import type { SigningContext } from '../context.js';
import { completeRequest } from '../completion/complete-request.js';
import { endRequest } from './end-request.js';
import { shownDate } from './model.js';
import { sendReminders } from './remind.js';
import { dueReminders, expiresAt, nextRunOf } from './schedule.js';


/** How long a server holds a request it took: past it, another server (or this one, restarted) takes it again. */
export const LEASE_MS = 5 * 60_000;
/** Requests taken at once: a round takes them again and again while it finds this many due. */
const ROUND = 200;
/**
 * Requests worked on at once on PostgreSQL, each in a transaction of its own on a connection of its
 * own: most of a reminder's time is the database's round trips and its commit, which then overlap.
 * A few, so that the pool keeps connections for the requests people make. SQLite has one connection.
 */
const PARALLEL = 4;

/** Another server took the request back after this one's lease ran out: this one's work is rolled back. */
class LeaseLost extends Error {}

/**
 * Sends the reminders that fell due, expires requests at their due date and completes those whose last
 * signer signed (their certificate and mails), on one server or several on one database, exactly once
 * each, across restarts (docs/signing.md, "Reminders and expiry", "Completion").
 *
 * Each open request carries `next_run_at`, when it next needs looking at (schedule.ts). A round takes
 * due requests in a short transaction that moves their `next_run_at` to a lease (`FOR UPDATE SKIP
 * LOCKED` on PostgreSQL, so that two servers never take the same one; SQLite has one writer). Each is
 * then worked on in one transaction with its mails (the outbox) and its audit entry, which first
 * checks that the lease is still this server's and last sets the request's next `next_run_at`. A
 * server that stops mid-way commits nothing for that request, and its lease runs out.
 */
export class SignRequestScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly ctx: SigningContext,
    private readonly dialect: DialectName,
  ) {}

  start(): void {
    const every = this.ctx.options.schedulerIntervalSeconds * 1000;
    this.timer = setInterval(() => void this.round(), every);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.stopped = true;
    await this.running;
  }

  /** One round, unless one is running; its failures are logged, and the next round tries again. */
  round(now = Date.now()): Promise<void> {
    this.running ??= this.runDue(now)
      .then(
        () => undefined,
        (error: unknown) => this.ctx.log.error({ err: error }, 'the signature request scheduler failed a round'),
      )
      .finally(() => (this.running = undefined));
    return this.running;
  }

  /**
   * Takes the requests due at `now` and works on each, again while a take finds a full ROUND (a
   * backlog is worked off at once, not a ROUND a tick); answers how many were worked on.
   */
  async runDue(now: number): Promise<number> {
    let worked = 0;
    for (let full = true; full && !this.stopped; ) {
      // The lease counts from when they are taken: a long round's last takes hold theirs as long.
      const lease = Math.max(now, Date.now()) + LEASE_MS;
      const taken = await this.take(now, lease);
      const before = worked;
      const queue = [...taken];
      const worker = async () => {
        for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
          try {
            if (await this.work(id, lease, now)) worked++;
          } catch (error) {
            if (!(error instanceof LeaseLost)) this.ctx.log.error({ err: error, request: id }, 'a signature request could not be followed up');
          }
        }
      };
      await Promise.all(Array.from({ length: this.dialect === 'postgres' ? PARALLEL : 1 }, worker));
      if (worked) this.ctx.mailer.flush();
      // Another take only while they come full and are worked off: requests that fail wait for their lease.
      full = taken.length === ROUND && worked > before;
    }
    return worked;
  }

  /** Moves up to ROUND requests due at `now` to this server's lease, in one short transaction. */
  private take(now: number, lease: number): Promise<number[]> {
    return this.ctx.db.transaction().execute(async (trx) => {
      let due = trx.selectFrom('sign_request').select('id').where('state', 'in', ['open', 'completed']).where('next_run_at', '<=', now).orderBy('next_run_at').limit(ROUND);
      if (this.dialect === 'postgres') due = due.forUpdate().skipLocked();
      const ids = (await due.execute()).map((r) => r.id);
      if (ids.length) await trx.updateTable('sign_request').set({ next_run_at: lease }).where('id', 'in', ids).execute();
      return ids;
    });
  }

  /** Expires the request, or sends the reminders due, if the lease is still ours. */
  private async work(id: number, lease: number, now: number): Promise<boolean> {
    const request = await this.ctx.requests.byId(this.ctx.db, id);
    const root = request && (await this.ctx.gateway.store.get(request.rootId));
    const doc = root && (root.currentId === root.id ? root : await this.ctx.gateway.store.get(root.currentId));
    if (!request || !doc) return false;
    const guard = async (trx: Db) => {
      let row = trx.selectFrom('sign_request').select('next_run_at').where('id', '=', id);
      if (this.dialect === 'postgres') row = row.forUpdate();
      if ((await row.executeTakeFirst())?.next_run_at !== lease) throw new LeaseLost();
    };
    if (request.state === 'completed') {
      await completeRequest(this.ctx, request, guard);
      return true;
    }
    const expiry = expiresAt(request);
    if (expiry !== null && expiry <= now) {
      await endRequest(this.ctx, doc, request, { state: 'expired', by: 'system', byName: 'system', reason: `its due date, ${shownDate(request.dueDate!)}, passed` }, guard);
      return true;
    }
    const signers = dueReminders(request, now);
    if (!signers.length) {
      // Nothing fell due after all (a signer signed meanwhile): look again when something will.
      await this.ctx.db.transaction().execute(async (trx) => {
        await guard(trx);
        await this.ctx.requests.setNextRun(trx, id, nextRunOf(request));
      });
      return false;
    }
    await this.ctx.gateway.store.recordEvent(doc.id, { action: 'sign-reminded', detail: `reminded ${signers.map((s) => s.name).join(', ')} (scheduled)` }, 'system', async (trx) => {
      await guard(trx);
      await sendReminders(this.ctx, trx, doc, request, signers, now);
    });
    return true;
  }
}
