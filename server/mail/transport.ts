export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where the mail worker delivers a message. */
export interface MailTransport {
  /** Recorded with each delivered message: `smtp` or `outbox`. */
  readonly name: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer when SMTP_URL is set. Otherwise the outbox table is the destination: the
 * message is already there, so delivering it only marks it sent, and an administrator reads it at
 * api/admin/mail-outbox.
 */
export function createTransport(smtpUrl: string | undefined): MailTransport {
  if (!smtpUrl) return { name: 'outbox', send: async () => undefined, close: () => undefined };
  const smtp = nodemailerModule().then((nodemailer) => nodemailer.createTransport(smtpUrl));
  return {
    name: 'smtp',
    async send(mail) {
      await (await smtp).sendMail(mail);
    },
    close: () => void smtp.then((transport) => transport.close()),
  };
}

/** nodemailer is loaded when SMTP is first used: most installations deliver to the outbox, and every start would pay for it. */
const nodemailerModule = async () => (await import('nodemailer')).default;

/**
 * Whether the SMTP server of the URL answers: connects, greets and, when the URL holds credentials,
 * accepts them. A fresh connection each time, given up after timeoutMs, so a health check never hangs.
 */
export async function verifySmtp(smtpUrl: string, timeoutMs = 5_000): Promise<void> {
  const nodemailer = await nodemailerModule();
  const smtp = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs });
  try {
    await smtp.verify();
  } finally {
    smtp.close();
  }
}

/** A refusal that no retry changes: a 5xx SMTP answer (unknown mailbox, rejected sender ...). */
export const isPermanentMailError = (error: unknown): boolean => {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};
