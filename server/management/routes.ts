import type { FastifyInstance } from 'fastify';
import { requireAuthority } from '../auth/guard.js';
import type { Config } from '../config.js';
import type { Database } from '../database.js';
import type { DocumentStore } from '../docstore/store.js';
import { OutboxStore } from '../mail/outbox.js';
import { listLoggers } from './list-loggers.js';
import { Loggers } from './loggers.js';
import { Metrics } from './metrics.js';
import { readConfigProps } from './read-config-props.js';
import { readEnvironment } from './read-environment.js';
import { readHealth } from './read-health.js';
import { readMetrics } from './read-metrics.js';
import { readPrometheus } from './read-prometheus.js';
import { setLogLevel } from './set-log-level.js';
import { threadDump } from './threaddump.js';
import { diagnosticReportSchema } from '../../src/shared/diagnostic-report.js';
import { configPropsSchema, environmentSchema, healthSchema, livenessSchema, loggersSchema, metricsSchema } from '../../src/shared/management.js';

export interface ManagementDeps {
  database: Database;
  config: Config;
  documents: DocumentStore;
}

const loggerParams = {
  type: 'object',
  properties: { name: { type: 'string', minLength: 1, maxLength: 200 } },
  required: ['name'],
} as const;

const loggerBody = {
  type: 'object',
  properties: { configuredLevel: { type: ['string', 'null'], maxLength: 20 } },
  required: ['configuredLevel'],
} as const;

/**
 * The operations endpoints of spec 000 §7.4 for ROLE_ADMIN, in the shapes of the platform the spec
 * came from (Spring Boot actuator, JHipster), filled with this Node process's own figures. Each
 * route calls one operation of this folder.
 */
export function registerManagementRoutes(app: FastifyInstance, { database, config, documents }: ManagementDeps): void {
  const onRequest = requireAuthority('ROLE_ADMIN');
  const metrics = new Metrics();
  metrics.install(app);
  const loggers = new Loggers(app.log, config.logLevel);
  loggers.install(app);
  const outbox = new OutboxStore(database.db);

  // Open to all, as load balancers ask it: the process answers, nothing more is said.
  app.get('/management/health/liveness', { schema: { response: { 200: livenessSchema } } }, async () => ({ status: 'UP' }));

  app.get('/management/health', { onRequest, schema: { response: { 200: healthSchema, 503: healthSchema } } }, async (_request, reply) => {
    const health = await readHealth({ database, config, documents, outbox });
    reply.status(health.status === 'UP' ? 200 : 503);
    return health;
  });

  app.get('/management/jhimetrics', { onRequest, schema: { response: { 200: metricsSchema } } }, () => readMetrics({ database, metrics, outbox }));

  app.get('/management/prometheus', { onRequest }, async (_request, reply) => {
    const text = await readPrometheus({ metrics, outbox });
    reply.type('text/plain; version=0.0.4; charset=utf-8');
    return text;
  });

  app.get('/management/threaddump', { onRequest, schema: { response: { 200: diagnosticReportSchema } } }, () => threadDump());

  app.get('/management/loggers', { onRequest, schema: { response: { 200: loggersSchema } } }, () => listLoggers(loggers));

  app.post<{ Params: { name: string }; Body: { configuredLevel: string | null } }>(
    '/management/loggers/:name',
    { onRequest, schema: { params: loggerParams, body: loggerBody, response: { 204: { type: 'null', description: 'The level is set' } } }, config: { objectName: 'logger' } },
    async (request, reply) => {
      setLogLevel(loggers, request.params.name, request.body.configuredLevel);
      return reply.status(204).send();
    },
  );

  app.get('/management/configprops', { onRequest, schema: { response: { 200: configPropsSchema } } }, () => readConfigProps(config));

  app.get('/management/env', { onRequest, schema: { response: { 200: environmentSchema } } }, () => readEnvironment(config));
}
