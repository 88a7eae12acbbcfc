import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { Ajv } from 'ajv';
import type { Config } from './config.js';
import { connect, type Database } from './database.js';
import { migrate } from './migrations/migrate.js';
import { seedDemo } from './demo/seed-demo.js';
import { seedSignatures } from './demo/seed-signatures.js';
import { loadEntityModels } from './entities/registry.js';
import { EntityRepository } from './entities/repository.js';
import { registerEntityRoutes } from './entities/routes.js';
import { registerSchemaRoutes } from './entities/schema-routes.js';
import { compiledOnFirstUse, createAjv } from './validation/ajv.js';
import { EntityValidator } from './entities/entity-validator.js';
import { installAuthentication } from './auth/guard.js';
import { installRequestDataVersion } from './http/request-version.js';
import { registerAuthRoutes } from './auth/routes.js';
import { TokenService } from './auth/tokens.js';
import { RevokedTokens } from './auth/revoked-tokens.js';
import { UserStore } from './users/store.js';
import { installErrorHandling } from './http/errors.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { refuseUnstorableText } from './http/unstorable-text.js';
import { answerAfterUnreadBodies } from './http/unread-bodies.js';
import { withPlainNumbers } from './validation/params.js';
import { registerOAuth2Routes } from './oauth2/routes.js';
import { registerRobotsTxt, registerShellRoutes } from './shell/routes.js';
import { serveClientPages } from './shell/client-page-routes.js';
import { registerClientErrorRoutes } from './client-errors/routes.js';
import { AccountKeys } from './accounts/keys.js';
import { registerAccountRoutes } from './accounts/routes.js';
import { MailLimits } from './accounts/mail-limits.js';
import { SignInLimiter } from './auth/sign-in-limiter.js';
import { CaptchaService } from './captcha/captcha.js';
import { registerCaptchaRoutes } from './captcha/routes.js';
import { installMail } from './mail/install.js';
import { CurrentSiteReader } from './sites/current-site.js';
import { registerAdminUserRoutes } from './admin/users/routes.js';
import { registerRetryStatisticsRoutes } from './admin/retry-statistics-routes.js';
import { registerStructureRoutes } from './admin/structure-routes.js';
import { registerManagementRoutes } from './management/routes.js';
import { GatewayAccess } from './docstore/access.js';
import { openDocumentStore } from './docstore/open.js';
import { QueryTokens } from './docstore/query-tokens.js';
import { registerDocumentRoutes } from './docstore/routes.js';
import { installStoreIdentity } from './docstore/identity-hook.js';
import type { Gateway } from './docstore/gateway.js';
import { openPdfEngine } from './pdf/engine.js';
import { PdfInspections } from './pdf/inspections.js';
import { installSigning } from './signing/install.js';
import { openSigningEngine } from './signing/open-engine.js';
import { seedDocuments } from './docstore/seed.js';
import { installOpenApi } from './openapi/install.js';
import { registerComposerPageRoutes } from './pages/runtime/routes.js';
import { CheckContexts } from './pages/runtime/check-context.js';
import { WidgetConfSchemas } from './widgets/conf-schemas.js';
import { installWidgetChecks } from './widgets/widget-checks.js';
import { installThemeChecks } from './themes/theme-checks.js';
import { installPageRules } from './pages/management/page-rules.js';
import { installPermissionCheckRule } from './pages/management/permission-check-rule.js';
import { registerPageManagementRoutes } from './pages/management/routes.js';
import { installWidgetOrder } from './pages/management/widget-order.js';
import { installTagChecks } from './tags/tag-checks.js';
import { registerTagRoutes } from './tags/routes.js';
import { registerDocumentLibraryRoutes } from './documentlibrary/routes.js';
import { seedLibrary } from './documentlibrary/seed.js';
import { LibraryStore } from './documentlibrary/store.js';
import { LicenseService } from './license/license-service.js';
import { registerLicenseRoutes } from './license/routes.js';
import { DEMO_LICENSE } from './license/trusted-keys.js';
import { registerSiteRoutes } from './sites/routes.js';
import { signingAuthority } from './signing/keys/authority.js';
import { CrlPublisher } from './signing/revocation/crl-publisher.js';
import { RevocationStore } from './signing/revocation/store.js';
import { registerSigningAuthorityRoutes } from './signing/keys/routes.js';
import { ReadableLog } from './logging/readable-log.js';
import { loggedRequest } from './http/masked-url.js';

export interface Portico {
  app: FastifyInstance;
  database: Database;
  /** True when this start seeded the demonstration data. */
  seeded: boolean;
}

/** Builds the whole server: database (migrated), accounts, entity endpoints and the client. */
export async function buildPortico(config: Config): Promise<Portico> {
  const stores = await openStores(config);
  const seeded = await seedOnce(config, stores);
  const app = await createServer(config, stores);
  const signing = registerRoutes(app, config, stores);
  if (seeded) await seedSignatures(signing);
  if (fs.existsSync(path.join(config.clientDir, 'index.html'))) await serveClient(app, config.clientDir);
  return { app, database: stores.database, seeded };
}

type Stores = Awaited<ReturnType<typeof openStores>>;

/** The database, migrated, and the stores over it. */
async function openStores(config: Config) {
  const database = await connect(config.databaseUrl);
  const models = loadEntityModels(config.schemaDirs);
  await migrate(database, models);

  const users = new UserStore(database.db, database.dialect);
  const documents = await openDocumentStore(database, config.documents, config.schemaDirs);
  const repository = new EntityRepository(database.db, database.dialect, models, database.dataVersion);
  // Read once: every widget write and the structure report check by them.
  const widgetSchemas = new WidgetConfSchemas();
  installWidgetChecks(repository, widgetSchemas);
  installThemeChecks(repository);
  installWidgetOrder(repository);
  installPageRules(repository);
  installTagChecks(repository);
  installPermissionCheckRule(repository);
  const library = new LibraryStore(database.db);
  const licences = new LicenseService(database.db, config.licensePublicKeys, database.dataVersion);
  const tokens = await TokenService.create(database.db, config.jwtSecret, config.tokenValiditySeconds, config.rememberMeValiditySeconds);
  // Made on the first start (and its sealed key checked against SIGNING_MASTER_KEY on every start).
  const signingKeys = await signingAuthority(database.db, config.signingKeys);
  return { database, models, users, documents, repository, library, licences, tokens, signingKeys, widgetSchemas };
}

/** Servers starting together on a new database: the first seeds it, the others find it seeded. True when this one did. */
function seedOnce(config: Config, { database, users, repository, documents, library, licences }: Stores): Promise<boolean> {
  return database.oneAtATime('seed', async () => {
    if ((await users.count()) > 0) return false;
    if (config.demo) {
      await seedDemo(users, repository);
      await seedDocuments(documents);
      await seedLibrary(library);
      await licences.save({ key: DEMO_LICENSE, updatedBy: 'system', updatedDate: new Date().toISOString() });
      return true;
    }
    if (config.initialAdmin) await users.create({ ...config.initialAdmin, activated: true, authorities: ['ROLE_ADMIN', 'ROLE_USER'], createdBy: 'system' });
    return false;
  });
}

/** Fastify with the validators, security headers, OpenAPI document and error handling every route relies on. */
async function createServer(config: Config, { database, models }: Pick<Stores, 'database' | 'models'>): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Link tokens and mailed keys in addresses never reach the log, whatever its format.
      serializers: { req: loggedRequest },
      ...(config.logFormat === 'text' && { stream: new ReadableLog(process.stdout) }),
    },
    bodyLimit: 20 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // Behind a load balancer, the client address (sign-in limits) comes from X-Forwarded-For.
    trustProxy: typeof config.trustProxy === 'number' ? hopsTrusted(config.trustProxy) : config.trustProxy,
  });
  const bodyAjv = createAjv();
  // Query strings and path parameters arrive as text: let ajv coerce them to the declared types.
  const paramAjv = new Ajv({ coerceTypes: 'array', allErrors: true, strict: true });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body' ? compiledOnFirstUse(() => bodyAjv.compile(schema)) : withPlainNumbers(schema, compiledOnFirstUse(() => paramAjv.compile(schema))),
  );
  await installSecurityHeaders(app);
  // Before every route: the OpenAPI document is generated from the routes as they are registered.
  await installOpenApi(app, models, config.profiles);
  app.addHook('onClose', () => database.close());
  installErrorHandling(app);
  serveClientPages(app, config.clientDir);
  answerAfterUnreadBodies(app);
  refuseUnstorableText(app);
  database.reportTo(app.log);
  installRequestDataVersion(app, database.dataVersion);
  return app;
}

/** Every route, each folder registering its own; answers the signing context the seed needs. */
function registerRoutes(app: FastifyInstance, config: Config, stores: Stores) {
  const { database, models, users, documents, repository, library, licences, tokens, signingKeys, widgetSchemas } = stores;
  const revoked = new RevokedTokens(database.db, database.dataVersion);
  installAuthentication(app, { tokens, users, revoked }, database.dataVersion);
  registerManagementRoutes(app, { database, config, documents });

  const captchas = new CaptchaService(database.db, tokens.deriveKey('captcha'), config.captchaValiditySeconds);
  const limiter = new SignInLimiter(database.db, config.signInLimits);
  const site = new CurrentSiteReader(database.db, database.dataVersion);
  registerAuthRoutes(app, { tokens, users, captchas, site, limiter, revoked, passwordMaxAgeDays: config.passwordMaxAgeDays });
  registerCaptchaRoutes(app, captchas, config.captchaMaxPerMinute);
  const mailer = installMail(app, database.db, config.mail);
  registerAdminUserRoutes(app, {
    db: database.db,
    users,
    keys: new AccountKeys(),
    mailer,
    creationKeyValidityHours: config.activationKeyValidityHours,
  });
  registerRetryStatisticsRoutes(app);
  registerStructureRoutes(app, database.db, site, widgetSchemas);
  registerAccountRoutes(app, {
    db: database.db,
    users,
    keys: new AccountKeys(),
    mailer,
    captchas,
    limiter,
    mailLimits: new MailLimits(database.dialect, config.accountMailLimits),
    tokens,
    activationKeyValidityHours: config.activationKeyValidityHours,
    resetKeyValidityHours: config.resetKeyValidityHours,
  });
  registerOAuth2Routes(app, {
    db: database.db,
    users,
    tokens,
    options: { publicUrl: config.publicUrl, allowHttpIssuers: config.oauth2AllowHttpIssuers },
  });
  const validator = new EntityValidator(models);
  // api/tags/{id} answers a tag by id and a type's tag names alike (server/tags/routes.ts).
  for (const model of models) registerEntityRoutes(app, model, repository, validator, { readOne: model.name !== 'tag' });
  registerTagRoutes(app, database.db, repository);
  registerSchemaRoutes(app, models);
  const access = new GatewayAccess(database.db, site, users, database.dataVersion);
  installStoreIdentity(app, access);
  const contexts = new CheckContexts(access, site, documents);
  registerComposerPageRoutes(app, database.db, contexts, repository);
  registerPageManagementRoutes(app, { db: database.db, repository, contexts });
  registerShellRoutes(app, site, config, licences);
  registerRobotsTxt(app);
  registerLicenseRoutes(app, licences);
  registerSiteRoutes(app, { repository, site, users, licences });
  registerClientErrorRoutes(app, database.db, users, mailer);
  const gateway: Gateway = {
    store: documents,
    access,
    captchas,
    tokens,
    maxFileBytes: config.documents.maxFileBytes,
    fileTokenSeconds: config.documents.fileTokenSeconds,
    queryTokens: { tokens: new QueryTokens(tokens, config.queryTokenMaxValiditySeconds), users },
    exportMaxRows: config.exportMaxRows,
  };
  // Every PDF the server was given is read and signed on worker threads, within bounds (server/pdf).
  const pdfEngine = openPdfEngine(config.pdf);
  app.addHook('onClose', () => pdfEngine.close());
  // The authority's revocation list: published, and put into signed PDFs' validation data.
  const revocations = new RevocationStore(database.db);
  const crls = new CrlPublisher(revocations, async () => signingKeys);
  const engine = openSigningEngine(database.db, config.signingKeys, pdfEngine, crls);
  const pdfs = new PdfInspections(database.db, pdfEngine);
  const signing = installSigning(app, { db: database.db, dialect: database.dialect, gateway, users, tokens, mailer, engine, pdfs, revocations, authorityDer: signingKeys.certificateDer, crls, options: config.signingFlows });
  registerDocumentRoutes(app, gateway);
  registerDocumentLibraryRoutes(app, library, config.documentLibraryMaxFileBytes);
  registerSigningAuthorityRoutes(app, signingKeys, crls);
  return signing;
}

/** The built client's files: assets cached for a year, the rest asked again each time. */
async function serveClient(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    // The caching is set here alone: with send's own header, which is applied after setHeaders, assets were never kept.
    cacheControl: false,
    // The build writes brotli and gzip copies beside each text file; the one the browser accepts is sent.
    preCompressed: true,
    setHeaders: (res, file) => {
      res.setHeader('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('vary', 'accept-encoding');
    },
  });
}

/** A hop count for trustProxy: believe that many proxies in front of this server. */
const hopsTrusted = (hops: number) => (_address: string, hop: number) => hop < hops;
