import type { Log } from '../logging/log.js';
import type { UserStore } from '../users/store.js';
import type { Config } from '../config.js';
import type { Db } from '../database.js';
import type { DialectName } from '../db/connect.js';
import type { Gateway } from '../docstore/gateway.js';
import type { Mailer } from '../mail/mailer.js';
import type { PdfInspections } from '../pdf/inspections.js';
import type { CredentialStore } from './credentials/store.js';
import type { SigningEngine } from './engine.js';
import type { OtpStore } from './otp/store.js';
import type { SignRequestStore } from './requests/store.js';
import type { SignTokens } from './sign-tokens.js';
import type { SignatureTrust } from './signature-verdicts.js';

/** What the signing operations share: the gateway (store, rights, tokens), their own stores, the engine, mail and settings. */
export interface SigningContext {
  db: Db;
  /** Which database: a few reads differ between them (the scheduler's locks, the inboxes' byte order of names). */
  dialect: DialectName;
  gateway: Gateway;
  users: UserStore;
  requests: SignRequestStore;
  otps: OtpStore;
  credentials: CredentialStore;
  signTokens: SignTokens;
  engine: SigningEngine;
  /** What each PDF holds, read once per file content (pdf-checks.ts). */
  pdfs: PdfInspections;
  mailer: Mailer;
  options: Config['signingFlows'];
  log: Log;
  /** Asks the scheduler to look now (a request just completed); nothing where none runs (the demonstration's seed). */
  kickScheduler: () => void;
  /** What the portal knows of signers that a PDF does not (signature-verdicts.ts). */
  trust: SignatureTrust;
}
