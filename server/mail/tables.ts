import type { Generated } from 'kysely';
import type { IdColumn } from '../db/column-values.js';
import type { OutboxStatus } from '../../src/shared/mail-outbox.js';

/** The mail outbox (migration 0002); outbox.ts owns it. Times are epoch milliseconds. */
export interface MailOutboxTable {
  id: IdColumn;
  recipient: string;
  mail_key: string;
  lang_key: string;
  subject: string;
  text: string;
  html: string;
  status: OutboxStatus;
  transport: string | null;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
  locked_until: number | null;
}

export interface MailTables {
  mail_outbox: MailOutboxTable;
}
