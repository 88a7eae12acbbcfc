import os from 'node:os';
import path from 'node:path';
import { CRL_PATH } from '../src/shared/signing/certificates.js';

/** Everything the server reads from its environment, in one place (documented in docs/configuration.md). */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  /** Extra folders of entity schemas, loaded after schemas/entities (used by tests and extensions). */
  schemaDirs: string[];
  /** Seeds the demonstration site and its accounts on an empty database. */
  demo: boolean;
  /** First administrator created on an empty database outside the demonstration profile. */
  initialAdmin?: { login: string; password: string };
  /** HS512 signing secret; when absent one is generated and kept in the database. */
  jwtSecret?: string;
  tokenValiditySeconds: number;
  rememberMeValiditySeconds: number;
  /** Folder of the built client, served at /. */
  clientDir: string;
  logLevel: string;
  /** `text`: a readable line per entry, for a terminal (server/logging/readable-log.ts); `json`: a JSON line per entry. */
  logFormat: 'json' | 'text';
  /** The address people reach the portal at (https://portal.example.com), for the sign-in redirect address; by default each request's own. */
  publicUrl?: string;
  /** Lets external sign-in talk plain http to issuers other than this machine (https otherwise). */
  oauth2AllowHttpIssuers: boolean;
  /** Application profiles shown by management/info: `prod` (production), `dev` (ribbon), `api-docs`. */
  profiles: string[];
  /** Which proxies to believe about the client address (fastify's trustProxy): false, true, a hop count or addresses. */
  trustProxy: boolean | number | string;
  /** Days a password stays valid; 0 = for ever. */
  passwordMaxAgeDays: number;
  /** Failed sign-ins per login (then a captcha too) and per client address (then 429) within the window. */
  signInLimits: { perLogin: number; perAddress: number; windowSeconds: number };
  /** Requests that mail an address they name (registration, resets), per recipient and per client address within the window, then 429. */
  accountMailLimits: { perRecipient: number; perClientAddress: number; windowSeconds: number };
  captchaValiditySeconds: number;
  /** Captchas one client address may ask each server for in a minute, then 429. */
  captchaMaxPerMinute: number;
  /** The most rows one xlsx download of the document gateway holds. */
  exportMaxRows: number;
  /** The longest life a shared query token may be given. */
  queryTokenMaxValiditySeconds: number;
  activationKeyValidityHours: number;
  resetKeyValidityHours: number;
  /** The largest file the document library accepts, in bytes; a larger upload answers 413. */
  documentLibraryMaxFileBytes: number;
  /** Public keys trusted for licences besides the built-in one (Ed25519, base64url raw bytes). */
  licensePublicKeys: string[];
  mail: {
    /** smtp://user:pass@host:587 (or smtps://); without it messages stay in the outbox. */
    smtpUrl?: string;
    from: string;
    /** Where links in mails point: the portal's public address. */
    baseUrl: string;
    retryAttempts: number;
    retryBaseDelayMs: number;
    /** How often each server looks for messages left by others or by a crash. */
    pollIntervalSeconds: number;
  };
  /** Certificates and timestamps of PDF signatures (server/signing/keys, docs/signing.md). */
  signingKeys: {
    /** Seals the signing authority's private key; when absent one is generated and kept in the database. */
    masterKey?: string;
    /** An RFC 3161 timestamp authority; the installation's own when absent. */
    tsaUrl?: string;
    /** Whether signatures carry a timestamp (PAdES B-T) at all. */
    timestamps: boolean;
    /** Where the authority's revocation list is published (the portal's public address), written into signer certificates. */
    crlUrl: string;
  };
  /** One-time passwords, external signers' links and signature passwords (server/signing, docs/signing.md). */
  signingFlows: {
    otpValiditySeconds: number;
    /** Wrong codes one OTP takes before it is spent. */
    otpMaxAttempts: number;
    /** OTPs one signer may ask for within the window, then 429. */
    otpMaxRequests: number;
    otpRequestWindowSeconds: number;
    /** How long an external signer's invitation link works. */
    signTokenValidityHours: number;
    /** Days a signature password stays valid; 0 = for ever. */
    signaturePasswordMaxAgeDays: number;
    /** How often each server looks for reminders and expiries that fell due (server/signing/requests/scheduler.ts). */
    schedulerIntervalSeconds: number;
  };
  /** What the server may spend on one PDF it was given: its PDF workers and their bounds (server/pdf). */
  pdf: {
    /** Worker threads reading and signing PDFs at once. */
    workers: number;
    /** Tasks that may wait for a worker; past them, 503. */
    maxQueued: number;
    /** Seconds one PDF may take to read or sign. */
    maxSeconds: number;
    /** MiB a worker may hold while reading one PDF. */
    maxMemoryMb: number;
    bounds: { maxInflatedBytes: number; maxObjects: number };
  };
  documents: {
    /** Where document files and attachments are kept: in the database, or in files under filesDir. */
    storage: 'database' | 'filesystem';
    filesDir: string;
    /** Age after which a file of the filesystem storage that no row names is removed on start (what a crash left). */
    orphanGraceSeconds: number;
    /** The largest file or attachment accepted, in bytes; larger uploads get 413. */
    maxFileBytes: number;
    /** Lifetime of the links that open one document's file or attachment in a new tab. */
    fileTokenSeconds: number;
    retryAttempts: number;
    retryBaseDelayMs: number;
  };
}

export const ROOT_DIR = path.resolve(import.meta.dirname, '..');

function int(value: string | undefined, fallback: number, name: string, max = Infinity): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > max)
    throw new Error(`${name} must be a whole number${max < Infinity ? ` from 0 to ${max}` : ''}, not "${value}"`);
  return parsed;
}

/** LOG_FORMAT; unset, readable text on a terminal and JSON lines wherever the output is collected. */
export function logFormat(value: string | undefined, terminal: boolean): Config['logFormat'] {
  if (value === undefined || value === '') return terminal ? 'text' : 'json';
  if (value === 'json' || value === 'text') return value;
  throw new Error(`LOG_FORMAT must be json or text, not "${value}"`);
}

function trustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

function positive(value: string | undefined, fallback: number, name: string): number {
  const n = int(value, fallback, name);
  if (n === 0) throw new Error(`${name} must be at least 1`);
  return n;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL ?? 'sqlite:./data/portico.db';
  // Checked here: a port beyond 65535 would otherwise fail later, inside listen, with a vaguer error.
  const port = int(env.PORT, 8080, 'PORT', 65_535);
  const baseUrl = (env.PORTICO_BASE_URL || env.PORTICO_PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new Error(`SMTP_URL must start with smtp:// or smtps://, not "${smtpUrl.replace(/\/\/[^@/]*@/, '//***@')}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    schemaDirs: (env.PORTICO_SCHEMA_DIRS ?? '').split(path.delimiter).filter(Boolean),
    // The embedded default is the demonstration; a PostgreSQL deployment starts empty unless asked.
    demo: (env.PORTICO_DEMO ?? String(databaseUrl.startsWith('sqlite:'))) === 'true',
    initialAdmin: env.PORTICO_ADMIN_PASSWORD
      ? { login: env.PORTICO_ADMIN_LOGIN ?? 'admin', password: env.PORTICO_ADMIN_PASSWORD }
      : undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    tokenValiditySeconds: int(env.TOKEN_VALIDITY_SECONDS, 86_400, 'TOKEN_VALIDITY_SECONDS'),
    rememberMeValiditySeconds: int(env.REMEMBER_ME_VALIDITY_SECONDS, 2_592_000, 'REMEMBER_ME_VALIDITY_SECONDS'),
    clientDir: path.resolve(ROOT_DIR, env.PORTICO_CLIENT_DIR ?? 'dist/client'),
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: logFormat(env.LOG_FORMAT, process.stdout.isTTY === true),
    publicUrl: env.PORTICO_PUBLIC_URL || undefined,
    oauth2AllowHttpIssuers: env.OAUTH2_ALLOW_HTTP_ISSUERS === 'true',
    profiles: (env.PORTICO_PROFILES ?? 'prod,api-docs').split(',').map((p) => p.trim()).filter(Boolean),
    trustProxy: trustProxy(env.TRUST_PROXY),
    passwordMaxAgeDays: int(env.PASSWORD_MAX_AGE_DAYS, 0, 'PASSWORD_MAX_AGE_DAYS'),
    signInLimits: {
      perLogin: positive(env.SIGN_IN_MAX_FAILURES_PER_LOGIN, 10, 'SIGN_IN_MAX_FAILURES_PER_LOGIN'),
      perAddress: positive(env.SIGN_IN_MAX_FAILURES_PER_ADDRESS, 50, 'SIGN_IN_MAX_FAILURES_PER_ADDRESS'),
      windowSeconds: positive(env.SIGN_IN_FAILURE_WINDOW_SECONDS, 900, 'SIGN_IN_FAILURE_WINDOW_SECONDS'),
    },
    accountMailLimits: {
      perRecipient: positive(env.ACCOUNT_MAILS_PER_RECIPIENT, 3, 'ACCOUNT_MAILS_PER_RECIPIENT'),
      perClientAddress: positive(env.ACCOUNT_MAILS_PER_CLIENT_ADDRESS, 50, 'ACCOUNT_MAILS_PER_CLIENT_ADDRESS'),
      windowSeconds: positive(env.ACCOUNT_MAIL_WINDOW_SECONDS, 3600, 'ACCOUNT_MAIL_WINDOW_SECONDS'),
    },
    captchaValiditySeconds: positive(env.CAPTCHA_VALIDITY_SECONDS, 300, 'CAPTCHA_VALIDITY_SECONDS'),
    captchaMaxPerMinute: positive(env.CAPTCHA_MAX_PER_MINUTE, 30, 'CAPTCHA_MAX_PER_MINUTE'),
    exportMaxRows: positive(env.EXPORT_MAX_ROWS, 1_000_000, 'EXPORT_MAX_ROWS'),
    queryTokenMaxValiditySeconds: positive(env.QUERY_TOKEN_MAX_VALIDITY_SECONDS, 2_592_000, 'QUERY_TOKEN_MAX_VALIDITY_SECONDS'),
    activationKeyValidityHours: positive(env.ACTIVATION_KEY_VALIDITY_HOURS, 168, 'ACTIVATION_KEY_VALIDITY_HOURS'),
    resetKeyValidityHours: positive(env.RESET_KEY_VALIDITY_HOURS, 24, 'RESET_KEY_VALIDITY_HOURS'),
    documentLibraryMaxFileBytes: positive(env.DOCUMENT_LIBRARY_MAX_FILE_BYTES, 50 * 1024 * 1024, 'DOCUMENT_LIBRARY_MAX_FILE_BYTES'),
    licensePublicKeys: (env.LICENSE_PUBLIC_KEYS ?? '').split(/[\s,]+/).filter(Boolean),
    mail: {
      smtpUrl,
      from: env.MAIL_FROM || 'Portico <portico@localhost>',
      // Links in mails: PORTICO_BASE_URL, else the public address, else this server on localhost.
      baseUrl,
      retryAttempts: positive(env.MAIL_RETRY_ATTEMPTS, 5, 'MAIL_RETRY_ATTEMPTS'),
      retryBaseDelayMs: int(env.MAIL_RETRY_BASE_DELAY_MS, 2_000, 'MAIL_RETRY_BASE_DELAY_MS'),
      pollIntervalSeconds: positive(env.MAIL_POLL_INTERVAL_SECONDS, 30, 'MAIL_POLL_INTERVAL_SECONDS'),
    },
    signingKeys: {
      masterKey: env.SIGNING_MASTER_KEY || undefined,
      tsaUrl: httpUrl(env.SIGN_TSA_URL, 'SIGN_TSA_URL'),
      timestamps: flag(env.SIGN_TIMESTAMPS, true, 'SIGN_TIMESTAMPS'),
      crlUrl: `${baseUrl}${CRL_PATH}`,
    },
    signingFlows: {
      otpValiditySeconds: positive(env.SIGN_OTP_VALIDITY_SECONDS, 300, 'SIGN_OTP_VALIDITY_SECONDS'),
      otpMaxAttempts: positive(env.SIGN_OTP_MAX_ATTEMPTS, 5, 'SIGN_OTP_MAX_ATTEMPTS'),
      otpMaxRequests: positive(env.SIGN_OTP_MAX_REQUESTS, 5, 'SIGN_OTP_MAX_REQUESTS'),
      otpRequestWindowSeconds: positive(env.SIGN_OTP_REQUEST_WINDOW_SECONDS, 900, 'SIGN_OTP_REQUEST_WINDOW_SECONDS'),
      signTokenValidityHours: positive(env.SIGN_TOKEN_VALIDITY_HOURS, 336, 'SIGN_TOKEN_VALIDITY_HOURS'),
      signaturePasswordMaxAgeDays: int(env.SIGNATURE_PASSWORD_MAX_AGE_DAYS, 0, 'SIGNATURE_PASSWORD_MAX_AGE_DAYS'),
      schedulerIntervalSeconds: positive(env.SIGN_SCHEDULER_INTERVAL_SECONDS, 60, 'SIGN_SCHEDULER_INTERVAL_SECONDS'),
    },
    pdf: pdfLimits(env),
    documents: {
      storage: fileStorage(env.DOCUMENT_FILE_STORAGE),
      filesDir: path.resolve(ROOT_DIR, env.DOCUMENT_FILES_DIR ?? 'data/files'),
      orphanGraceSeconds: int(env.DOCUMENT_ORPHAN_GRACE_SECONDS, 3600, 'DOCUMENT_ORPHAN_GRACE_SECONDS'),
      maxFileBytes: positive(env.DOCUMENT_MAX_FILE_BYTES, 50 * 1024 * 1024, 'DOCUMENT_MAX_FILE_BYTES'),
      fileTokenSeconds: positive(env.DOCUMENT_FILE_TOKEN_SECONDS, 120, 'DOCUMENT_FILE_TOKEN_SECONDS'),
      retryAttempts: positive(env.DOCUMENT_RETRY_ATTEMPTS, 3, 'DOCUMENT_RETRY_ATTEMPTS'),
      retryBaseDelayMs: int(env.DOCUMENT_RETRY_BASE_DELAY_MS, 100, 'DOCUMENT_RETRY_BASE_DELAY_MS'),
    },
  };
}

/** PDF_*: the PDF workers and what one PDF may cost. */
function pdfLimits(env: NodeJS.ProcessEnv): Config['pdf'] {
  return {
    // A core is left to the server's own thread.
    workers: positive(env.PDF_WORKERS, Math.max(1, Math.min(4, os.availableParallelism() - 1)), 'PDF_WORKERS'),
    maxQueued: int(env.PDF_MAX_QUEUED, 32, 'PDF_MAX_QUEUED'),
    maxSeconds: positive(env.PDF_MAX_SECONDS, 30, 'PDF_MAX_SECONDS'),
    maxMemoryMb: positive(env.PDF_MAX_MEMORY_MB, 512, 'PDF_MAX_MEMORY_MB'),
    bounds: {
      maxInflatedBytes: positive(env.PDF_MAX_INFLATED_MB, 128, 'PDF_MAX_INFLATED_MB') * 1024 * 1024,
      maxObjects: positive(env.PDF_MAX_OBJECTS, 500_000, 'PDF_MAX_OBJECTS'),
    },
  };
}

function flag(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new Error(`${name} must be true or false, not "${value}"`);
}

function httpUrl(value: string | undefined, name: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^https?:\/\/[^/\s]+/.test(value)) throw new Error(`${name} must be an http:// or https:// address, not "${value}"`);
  return value;
}

function fileStorage(value: string | undefined): 'database' | 'filesystem' {
  if (value === undefined || value === '' || value === 'database') return 'database';
  if (value === 'filesystem') return 'filesystem';
  throw new Error(`DOCUMENT_FILE_STORAGE must be database or filesystem, not "${value}"`);
}
