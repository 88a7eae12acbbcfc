import type { FastifyInstance } from 'fastify';
import type { TokenService } from '../auth/tokens.js';
import type { UserStore } from '../users/store.js';
import type { Config } from '../config.js';
import type { Db } from '../database.js';
import type { DialectName } from '../db/connect.js';
import type { Gateway } from '../docstore/gateway.js';
import type { Mailer } from '../mail/mailer.js';
import type { PdfInspections } from '../pdf/inspections.js';
import type { SigningContext } from './context.js';
import { checkUpload } from './check-upload.js';
import { confirmUpdate } from './credentials/confirm-update.js';
import { CredentialStore } from './credentials/store.js';
import type { SigningEngine } from './engine.js';
import { OtpStore } from './otp/store.js';
import { SignRequestStore } from './requests/store.js';
import { registerSigningRoutes } from './routes.js';
import { registerFollowUpRoutes, registerSignRequestRoutes } from './request-routes.js';
import { registerSignInboxRoutes } from './inbox-routes.js';
import { registerCompletionRoutes } from './completion-routes.js';
import { SignRequestScheduler } from './requests/scheduler.js';
import { SignTokens } from './sign-tokens.js';
import type { CrlPublisher } from './revocation/crl-publisher.js';
import { CrlRenewal } from './revocation/crl-renewal.js';
import { registerCertificateRoutes } from './revocation/routes.js';
import type { RevocationStore } from './revocation/store.js';
import { fingerprintOf } from '../pdf/certificate-facts.js';

/** What the signing flows are made of. */
export interface SigningDeps {
  db: Db;
  dialect: DialectName;
  gateway: Gateway;
  users: UserStore;
  tokens: TokenService;
  mailer: Mailer;
  engine: SigningEngine;
  pdfs: PdfInspections;
  revocations: RevocationStore;
  /** The authority's certificate (DER): the root that makes a signature's signer known to this portal. */
  authorityDer: Uint8Array;
  crls: CrlPublisher;
  options: Config['signingFlows'];
}

/**
 * The signing flows of one server: their stores, the routes, the scheduler of reminders and expiries,
 * and what the gateway's writes check for them: signature credentials on updates of the families
 * that require them, and the files of families that take signatures.
 */
export function installSigning(
  app: FastifyInstance,
  deps: SigningDeps,
): SigningContext {
  const ctx = signingContext(deps, app.log);
  deps.gateway.confirmUpdate = (user, family, documentId, body) => confirmUpdate(ctx, user, family, documentId, body);
  deps.gateway.checkUpload = (family, content) => checkUpload(ctx, family, content);
  registerSigningRoutes(app, ctx);
  registerSignRequestRoutes(app, ctx);
  registerFollowUpRoutes(app, ctx);
  registerSignInboxRoutes(app, ctx);
  registerCompletionRoutes(app, ctx);
  registerCertificateRoutes(app, { db: deps.db, credentials: ctx.credentials, revocations: deps.revocations, crls: deps.crls, log: app.log });
  // Reminders and expiries run by themselves on every server, once the server listens.
  const scheduler = new SignRequestScheduler(ctx, deps.dialect);
  ctx.kickScheduler = () => void scheduler.round();
  // So does the revocation list's renewal, before the published one ends.
  const renewal = new CrlRenewal(deps.crls, ctx.options.schedulerIntervalSeconds, app.log);
  app.addHook('onReady', async () => {
    scheduler.start();
    renewal.start();
  });
  app.addHook('onClose', async () => {
    renewal.stop();
    await scheduler.stop();
  });
  return ctx;
}

/** The operations' context without routes (the demonstration data signs through it). */
export function signingContext(
  deps: SigningDeps,
  log: FastifyInstance['log'],
): SigningContext {
  return {
    db: deps.db,
    dialect: deps.dialect,
    gateway: deps.gateway,
    users: deps.users,
    requests: new SignRequestStore(),
    otps: new OtpStore(deps.db, deps.dialect, deps.tokens.deriveKey('sign-otp')),
    credentials: new CredentialStore(deps.db),
    signTokens: new SignTokens(deps.tokens, deps.options.signTokenValidityHours),
    engine: deps.engine,
    pdfs: deps.pdfs,
    mailer: deps.mailer,
    options: deps.options,
    log,
    kickScheduler: () => undefined,
    trust: { authorityFingerprint: fingerprintOf(deps.authorityDer), revocations: deps.revocations },
  };
}
