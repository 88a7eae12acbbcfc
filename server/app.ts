import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { Ajv } from 'ajv';
import type { Config } from './config.js';
import { connect, type Database } from './db/connect.js';
import { migrate } from './db/migrate.js';
import { seedDemo } from './db/seed/demo.js';
import { loadEntityModels } from './entities/registry.js';
import { EntityRepository } from './entities/repository.js';
import { registerEntityRoutes } from './entities/routes.js';
import { registerSchemaRoutes } from './entities/schema-routes.js';
import { createAjv, EntityValidator } from './entities/validation.js';
import { installAuthentication } from './auth/guard.js';
import { registerAuthRoutes } from './auth/routes.js';
import { TokenService } from './auth/tokens.js';
import { UserStore } from './auth/users.js';
import { installErrorHandling } from './http/errors.js';

export interface Portico {
  app: FastifyInstance;
  database: Database;
  /** True when this start seeded the demonstration data. */
  seeded: boolean;
}

/** Builds the whole server: database (migrated), accounts, entity endpoints and the client. */
export async function buildPortico(config: Config): Promise<Portico> {
  const database = await connect(config.databaseUrl);
  const models = loadEntityModels(config.schemaDirs);
  await migrate(database, models);

  const users = new UserStore(database.db, database.dialect);
  const repository = new EntityRepository(database.db, database.dialect, models, database.dataVersion);
  const tokens = await TokenService.create(database.db, config.jwtSecret, config.tokenValiditySeconds, config.rememberMeValiditySeconds);

  let seeded = false;
  if ((await users.count()) === 0) {
    if (config.demo) {
      await seedDemo(users, repository);
      seeded = true;
    } else if (config.initialAdmin) {
      await users.create({ ...config.initialAdmin, activated: true, authorities: ['ROLE_ADMIN', 'ROLE_USER'], createdBy: 'system' });
    }
  }

  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 20 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  });
  const bodyAjv = createAjv();
  // Query strings and path parameters arrive as text: let ajv coerce them to the declared types.
  const paramAjv = new Ajv({ coerceTypes: 'array', allErrors: true, strict: true });
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : paramAjv).compile(schema));
  app.addHook('onClose', () => database.close());
  installErrorHandling(app, config.clientDir);
  installAuthentication(app, tokens, users, database.dataVersion);

  app.get('/management/health/liveness', async () => ({ status: 'UP' }));
  registerAuthRoutes(app, tokens, users);
  const validator = new EntityValidator(models);
  for (const model of models) registerEntityRoutes(app, model, repository, validator);
  registerSchemaRoutes(app, models);

  if (fs.existsSync(path.join(config.clientDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: config.clientDir,
      wildcard: false,
      index: false,
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  return { app, database, seeded };
}
