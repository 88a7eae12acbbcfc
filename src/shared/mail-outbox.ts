/** The mail outbox as `api/admin/mail-outbox` answers it: declared once for the server and the client. */

export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface OutboxSummary {
  id: number;
  recipient: string;
  mailKey: string;
  langKey: string;
  subject: string;
  status: OutboxStatus;
  /** `smtp` or `outbox` once delivered. */
  transport: string | null;
  attempts: number;
  lastError: string | null;
  createdDate: string;
  sentDate: string | null;
}

/** One message (`api/admin/mail-outbox/{id}`), with its bodies. */
export interface OutboxMessage extends OutboxSummary {
  text: string;
  html: string;
}
