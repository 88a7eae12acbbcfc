import type { CaptchaService } from '../captcha/captcha.js';
import type { Db } from '../database.js';
import type { SignInLimiter } from '../auth/sign-in-limiter.js';
import type { Mailer } from '../mail/mailer.js';
import type { UserStore } from '../users/store.js';
import type { AccountKeys } from './keys.js';
import type { MailLimits } from './mail-limits.js';

/**
 * What the account operations work with. Each operation takes the part it needs, so that it can be
 * called, and tested, without a server.
 */
export interface AccountContext {
  db: Db;
  users: UserStore;
  keys: AccountKeys;
  mailer: Mailer;
  captchas: CaptchaService;
  limiter: SignInLimiter;
  mailLimits: MailLimits;
  activationKeyValidityHours: number;
  resetKeyValidityHours: number;
}
