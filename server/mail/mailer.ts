import type { Db } from '../database.js';
import type { OutboxStore } from './outbox.js';
import type { MailKey, MailParams, MailTemplates } from './templates.js';
import type { MailWorker } from './worker.js';

export interface MailRequest {
  to: string;
  /** The recipient's language; the mail falls back to English. */
  langKey: string;
  key: MailKey;
  /** Values for {{placeholders}}, or phrases written in the recipient's language; `login` is used by the greeting. */
  params: MailParams;
  /** A path of the portal (`/account/activate?key=…`), made absolute with PORTICO_BASE_URL. */
  path: string;
}

/**
 * What the rest of the server uses to send mail: it renders the message in the recipient's language
 * and writes it to the outbox within the caller's transaction, so a message exists exactly when the
 * change it tells of was committed. Call `flush` after the commit to deliver it at once.
 */
export class Mailer {
  constructor(
    private readonly outbox: OutboxStore,
    private readonly templates: MailTemplates,
    private readonly worker: MailWorker,
    private readonly baseUrl: string,
  ) {}

  async send(db: Db, request: MailRequest): Promise<number> {
    const rendered = this.templates.render(request.key, request.langKey, request.params, this.url(request.path));
    return this.outbox.add(db, {
      recipient: request.to.toLowerCase(),
      mailKey: request.key,
      langKey: rendered.lang,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
    });
  }

  /** A path of the portal as a mail shows it: absolute, with PORTICO_BASE_URL. */
  url(path: string): string {
    return `${this.baseUrl}${path}`;
  }

  /** Starts delivering what was just committed. */
  flush(): void {
    this.worker.kick();
  }
}
