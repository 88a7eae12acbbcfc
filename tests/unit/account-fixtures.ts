import { AccountKeys } from '../../server/accounts/keys.js';
import { MailLimits } from '../../server/accounts/mail-limits.js';
import type { AccountContext } from '../../server/accounts/context.js';
import type { AdminUserContext } from '../../server/admin/users/context.js';
import type { CaptchaService } from '../../server/captcha/captcha.js';
import { SignInLimiter } from '../../server/auth/sign-in-limiter.js';
import { connect, type Database } from '../../server/database.js';
import { Mailer } from '../../server/mail/mailer.js';
import { OutboxStore } from '../../server/mail/outbox.js';
import { MailTemplates } from '../../server/mail/templates.js';
import type { MailWorker } from '../../server/mail/worker.js';
import { migrate } from '../../server/migrations/migrate.js';
import { UserStore } from '../../server/users/store.js';
import type { NewUser } from '../../server/users/types.js';

/** A mail written to the outbox. */
export interface SentMail {
  recipient: string;
  mailKey: string;
  text: string;
}

/**
 * What the account and user administration operations work with, on a new database in memory made by
 * the server's migrations: the accounts, their keys, and a mailer whose outbox the test reads (nothing
 * is delivered). Captchas are always answered right.
 */
export async function accountWorld() {
  const database: Database = await connect('sqlite::memory:');
  await migrate(database, []);
  const users = new UserStore(database.db, database.dialect);
  let flushes = 0;
  const worker = { kick: () => void flushes++ } as unknown as MailWorker;
  const mailer = new Mailer(new OutboxStore(database.db), new MailTemplates(), worker, 'https://portal.example.com');
  const captchas = { requireCaptcha: async () => undefined } as unknown as CaptchaService;
  const ctx: AccountContext & AdminUserContext = {
    db: database.db,
    users,
    keys: new AccountKeys(),
    mailer,
    captchas,
    limiter: new SignInLimiter(database.db, { perLogin: 3, perAddress: 50, windowSeconds: 900 }),
    mailLimits: new MailLimits(database.dialect, { perRecipient: 3, perClientAddress: 50, windowSeconds: 900 }),
    activationKeyValidityHours: 24,
    resetKeyValidityHours: 1,
    creationKeyValidityHours: 24,
  };

  const mails = async (): Promise<SentMail[]> => {
    const rows = await database.db.selectFrom('mail_outbox').select(['recipient', 'mail_key', 'text']).orderBy('id').execute();
    return rows.map((r) => ({ recipient: r.recipient, mailKey: r.mail_key, text: r.text }));
  };
  /** The key in the link of the last mail of this kind. */
  const mailedKey = async (mailKey: string): Promise<string> => {
    const mail = (await mails()).filter((m) => m.mailKey === mailKey).at(-1);
    const match = mail && /(?:key=|finish\/)([\w-]{32})(?![\w-])/.exec(mail.text);
    if (!match) throw new Error(`No ${mailKey} mail with a key`);
    return match[1];
  };
  const addUser = (user: Partial<NewUser> & { login: string }) =>
    users.create({ password: 'Secret-password-1', email: `${user.login}@example.com`, activated: true, authorities: ['ROLE_USER'], createdBy: 'system', ...user });

  return { database, users, ctx, mails, mailedKey, addUser, flushes: () => flushes, close: () => database.close() };
}

export type AccountWorld = Awaited<ReturnType<typeof accountWorld>>;
