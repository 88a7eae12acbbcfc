import type { Db } from '../database.js';
import { notFound } from '../errors/app-error.js';
import type { MailOutboxTable } from './tables.js';
import type { ListSort } from '../lists/list-sort.js';
import type { OutboxMessage, OutboxStatus, OutboxSummary } from '../../src/shared/mail-outbox.js';

export interface NewOutboxMessage {
  recipient: string;
  mailKey: string;
  langKey: string;
  subject: string;
  text: string;
  html: string;
}


/** The outbox at a glance, for health and metrics. */
export type OutboxFigures = Record<OutboxStatus, number> & { oldestPendingSeconds: number };

const SUMMARY_COLUMNS = [
  'id',
  'recipient',
  'mail_key as mailKey',
  'lang_key as langKey',
  'subject',
  'status',
  'transport',
  'attempts',
  'last_error as lastError',
  'created_at as createdAt',
  'sent_at as sentAt',
] as const;

/** The members the outbox list sorts by, with their columns. */
export const OUTBOX_SORTABLE: Record<string, keyof MailOutboxTable> = {
  id: 'id',
  recipient: 'recipient',
  mailKey: 'mail_key',
  langKey: 'lang_key',
  subject: 'subject',
  status: 'status',
  transport: 'transport',
  attempts: 'attempts',
  lastError: 'last_error',
  createdDate: 'created_at',
  sentDate: 'sent_at',
};

const iso = (ms: unknown) => (ms == null ? null : new Date(Number(ms)).toISOString());

function fromRow(row: Record<string, unknown>): OutboxSummary {
  const { createdAt, sentAt, ...rest } = row;
  return {
    ...(rest as Omit<OutboxSummary, 'createdDate' | 'sentDate'>),
    id: Number(row.id),
    attempts: Number(row.attempts),
    createdDate: iso(createdAt)!,
    sentDate: iso(sentAt),
  };
}

/**
 * The mail_outbox table: every message is written here first (inside the transaction of the change
 * that causes it), then delivered by the MailWorker. A message is claimed by setting locked_until, so
 * several servers never deliver the same message at once, and a server that dies mid-delivery only
 * holds it until the lease runs out.
 */
export class OutboxStore {
  constructor(private readonly db: Db) {}

  async add(db: Db, message: NewOutboxMessage): Promise<number> {
    const { id } = await db
      .insertInto('mail_outbox')
      .values({
        recipient: message.recipient,
        mail_key: message.mailKey,
        lang_key: message.langKey,
        subject: message.subject.slice(0, 255),
        text: message.text,
        html: message.html,
        status: 'pending',
        attempts: 0,
        created_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(id);
  }

  /** Pending messages no server holds now, oldest first. */
  async due(limit: number): Promise<number[]> {
    const now = Date.now();
    const rows = await this.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }

  /** Takes the message for `leaseMs`; undefined when another server took it first. */
  async claim(id: number, leaseMs: number): Promise<OutboxMessage | undefined> {
    const now = Date.now();
    const result = await this.db
      .updateTable('mail_outbox')
      .set({ locked_until: now + leaseMs })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return undefined;
    return this.get(id);
  }

  async recordFailure(id: number, attempts: number, error: string): Promise<void> {
    await this.db.updateTable('mail_outbox').set({ attempts, last_error: error.slice(0, 2_000) }).where('id', '=', id).execute();
  }

  async markSent(id: number, attempts: number, transport: string): Promise<void> {
    await this.db
      .updateTable('mail_outbox')
      .set({ status: 'sent', attempts, transport, sent_at: Date.now(), locked_until: null })
      .where('id', '=', id)
      .execute();
  }

  async markFailed(id: number, attempts: number, error: string): Promise<void> {
    await this.db
      .updateTable('mail_outbox')
      .set({ status: 'failed', attempts, last_error: error.slice(0, 2_000), locked_until: null })
      .where('id', '=', id)
      .execute();
  }

  async get(id: number): Promise<OutboxMessage | undefined> {
    const row = await this.db.selectFrom('mail_outbox').select([...SUMMARY_COLUMNS, 'text', 'html']).where('id', '=', id).executeTakeFirst();
    return row ? ({ ...fromRow(row), text: row.text, html: row.html } as OutboxMessage) : undefined;
  }

  /** The message, or a not-found refusal (an administrator's read of one). */
  async read(id: number): Promise<OutboxMessage> {
    const message = await this.get(id);
    if (!message) throw notFound(`No message ${id} in the outbox`);
    return message;
  }

  /** How many messages are in each status, and how long the oldest pending one has waited. */
  async figures(now = Date.now()): Promise<OutboxFigures> {
    const rows = await this.db.selectFrom('mail_outbox').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute();
    const counts: Record<string, number> = { pending: 0, sent: 0, failed: 0 };
    for (const row of rows) counts[row.status as string] = row.n;
    const oldest = await this.db.selectFrom('mail_outbox').select((eb) => eb.fn.min('created_at').as('at')).where('status', '=', 'pending').executeTakeFirst();
    const oldestPendingSeconds = oldest?.at == null ? 0 : Math.max(0, Math.round((now - oldest.at) / 1000));
    return { ...(counts as Record<OutboxStatus, number>), oldestPendingSeconds };
  }

  /** A page of messages, newest first, optionally to one recipient. */
  async list(page: number, size: number, sort: ListSort, recipient?: string): Promise<{ total: number; rows: OutboxSummary[] }> {
    let query = this.db.selectFrom('mail_outbox');
    if (recipient !== undefined) query = query.where('recipient', '=', recipient.toLowerCase());
    const { n } = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    let ordered = query.select([...SUMMARY_COLUMNS]);
    for (const [field, direction] of sort) ordered = ordered.orderBy(OUTBOX_SORTABLE[field], direction);
    const rows = await ordered
      .orderBy('id', 'desc')
      .limit(size)
      .offset(page * size)
      .execute();
    return { total: Number(n), rows: rows.map(fromRow) };
  }
}
