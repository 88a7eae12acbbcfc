import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readConfig, ROOT_DIR } from '../../server/config.js';
import { connect, type Database } from '../../server/database.js';
import type { DocumentStore } from '../../server/docstore/store.js';
import { AppError } from '../../server/errors/app-error.js';
import { OutboxStore } from '../../server/mail/outbox.js';
import { listLoggers } from '../../server/management/list-loggers.js';
import { Loggers } from '../../server/management/loggers.js';
import { MASK } from '../../server/management/masking.js';
import { Metrics } from '../../server/management/metrics.js';
import { readConfigProps } from '../../server/management/read-config-props.js';
import { readEnvironment } from '../../server/management/read-environment.js';
import { dataFolder, readHealth } from '../../server/management/read-health.js';
import { readMetrics, requestFigures } from '../../server/management/read-metrics.js';
import { readPrometheus } from '../../server/management/read-prometheus.js';
import { setLogLevel } from '../../server/management/set-log-level.js';
import { migrate } from '../../server/migrations/migrate.js';

const config = readConfig({ DATABASE_URL: 'sqlite::memory:', JWT_SECRET: 'a-secret-of-the-test' });

/** A document store with one family of `total` documents, or one whose reads fail. */
const documentStore = (total: number | Error) =>
  ({
    families: () => [{ id: 1, key: 'invoices', names: {}, fields: [] }],
    query: async () => {
      if (total instanceof Error) throw total;
      return { total, documents: [] };
    },
  }) as unknown as DocumentStore;

const failingOutbox = { figures: () => Promise.reject(new Error('no outbox')) } as unknown as OutboxStore;

describe('management operations on a database', () => {
  let database: Database;
  let outbox: OutboxStore;
  let metrics: Metrics;

  beforeEach(async () => {
    database = await connect('sqlite::memory:');
    await migrate(database, []);
    outbox = new OutboxStore(database.db);
    metrics = new Metrics();
  });
  afterEach(async () => {
    metrics.stop();
    await database.close();
  });

  const mail = (to: string) => outbox.add(database.db, { recipient: to, mailKey: 'activation', langKey: 'en', subject: 'Hello', text: 'text', html: '<p>html</p>' });

  it('counts the outbox by status, with the oldest pending message’s wait', async () => {
    const sent = await mail('a@example.com');
    await mail('b@example.com');
    await outbox.markSent(sent, 1, 'outbox');
    const figures = await outbox.figures(Date.now() + 90_000);
    expect(figures).toMatchObject({ pending: 1, sent: 1, failed: 0 });
    expect(figures.oldestPendingSeconds).toBeGreaterThanOrEqual(90);
    expect(await new OutboxStore(database.db).figures()).toMatchObject({ pending: 1 });
  });

  it('reports every component UP on a working server', async () => {
    await mail('a@example.com');
    const health = await readHealth({ database, config, documents: documentStore(3), outbox });
    expect(health.status).toBe('UP');
    expect(Object.keys(health.components)).toEqual(['db', 'mail', 'documentStore', 'diskSpace', 'ping']);
    expect(health.components.db.details).toMatchObject({ database: 'SQLite', validationQuery: 'select 1' });
    expect(health.components.mail.details).toMatchObject({ transport: 'outbox', pending: 1, sent: 0, failed: 0 });
    expect(health.components.documentStore.details).toMatchObject({ families: 1, countedFamily: 'invoices', currentDocuments: 3 });
    expect(health.components.diskSpace.details).toMatchObject({ path: dataFolder(config.databaseUrl), exists: true });
  });

  it('is DOWN when one component fails, saying why, and checks the others still', async () => {
    const health = await readHealth({ database, config, documents: documentStore(new Error('store unreachable')), outbox });
    expect(health.status).toBe('DOWN');
    expect(health.components.documentStore).toEqual({ status: 'DOWN', details: { error: 'store unreachable' } });
    expect(health.components.db.status).toBe('UP');
    expect(health.components.diskSpace.status).toBe('UP');
  });

  it('reads the database, the outbox and the requests into the metrics', async () => {
    await mail('a@example.com');
    metrics.recordRequest({ method: 'GET', uri: '/api/a', status: 200 }, 10);
    const figures = await readMetrics({ database, metrics, outbox });
    expect(figures.databases).toMatchObject({ dialect: 'sqlite', pool: { max: 1, total: 1, idle: 1, waiting: 0 } });
    expect(figures.databases.validationQueryMs).toBeTypeOf('number');
    expect(figures.mail).toMatchObject({ pending: 1 });
    expect(figures['http.server.requests'].all.count).toBe(1);
    expect(figures.cache).toEqual({});
  });

  it('leaves the mail out of the metrics when the outbox cannot be read', async () => {
    expect((await readMetrics({ database, metrics, outbox: failingOutbox })).mail).toBeNull();
    expect(await readPrometheus({ metrics, outbox: failingOutbox })).not.toContain('portico_mail_outbox_messages');
  });

  it('gives Prometheus the outbox by status', async () => {
    await mail('a@example.com');
    const text = await readPrometheus({ metrics, outbox });
    expect(text).toContain('portico_mail_outbox_messages{status="pending"} 1');
    expect(text).toContain('# TYPE nodejs_memory_bytes gauge');
  });
});

describe('request figures', () => {
  it('combine a route’s status codes and count each code across routes', () => {
    const metrics = new Metrics();
    try {
      for (const ms of [10, 30]) metrics.recordRequest({ method: 'GET', uri: '/api/a', status: 200 }, ms);
      metrics.recordRequest({ method: 'GET', uri: '/api/a', status: 404 }, 100);
      metrics.recordRequest({ method: 'POST', uri: '/api/b', status: 200 }, 20);
      const { all, percode, services } = requestFigures(metrics);
      expect(all.count).toBe(4);
      expect(percode['200']).toEqual({ count: 3, mean: 20, max: 30 });
      expect(percode['404']).toEqual({ count: 1, mean: 100, max: 100 });
      const get = services['/api/a'].GET;
      expect(get).toMatchObject({ count: 3, mean: 140 / 3, max: 100 });
      expect(Object.keys(get.percode)).toEqual(['200', '404']);
      // The busiest code's percentiles stand for the method.
      expect(get.p50).toBe(get.percode['200'].p50);
      expect(services['/api/b'].POST.count).toBe(1);
    } finally {
      metrics.stop();
    }
  });
});

describe('loggers', () => {
  const setUp = () => {
    const root = { level: 'info' };
    return { root, loggers: new Loggers(root as never, 'info') };
  };
  const refusal = (run: () => void) => {
    try {
      run();
    } catch (error) {
      return error;
    }
    throw new Error('not refused');
  };

  it('lists ROOT and the requests’ loggers, which follow ROOT until set', () => {
    const { loggers } = setUp();
    expect(listLoggers(loggers)).toEqual({
      levels: ['OFF', 'FATAL', 'ERROR', 'WARN', 'INFO', 'DEBUG', 'TRACE'],
      loggers: { ROOT: { configuredLevel: 'INFO', effectiveLevel: 'INFO' }, 'fastify.request': { configuredLevel: null, effectiveLevel: 'INFO' } },
    });
  });

  it('sets levels named in any case, and null gives the configured ones back', () => {
    const { root, loggers } = setUp();
    setLogLevel(loggers, 'ROOT', 'debug');
    setLogLevel(loggers, 'fastify.request', 'Warn');
    expect(root.level).toBe('debug');
    expect(listLoggers(loggers).loggers).toEqual({
      ROOT: { configuredLevel: 'DEBUG', effectiveLevel: 'DEBUG' },
      'fastify.request': { configuredLevel: 'WARN', effectiveLevel: 'WARN' },
    });
    setLogLevel(loggers, 'ROOT', 'OFF');
    expect(root.level).toBe('silent');
    setLogLevel(loggers, 'ROOT', null);
    setLogLevel(loggers, 'fastify.request', null);
    expect(root.level).toBe('info');
    expect(listLoggers(loggers).loggers['fastify.request']).toEqual({ configuredLevel: null, effectiveLevel: 'INFO' });
  });

  it('refuses an unknown level or logger as a bad request, changing nothing', () => {
    const { root, loggers } = setUp();
    const level = refusal(() => setLogLevel(loggers, 'ROOT', 'LOUD'));
    expect(level).toBeInstanceOf(AppError);
    expect(level).toMatchObject({ kind: 'bad-request', detail: expect.stringContaining('Unknown level LOUD') });
    expect(refusal(() => setLogLevel(loggers, 'sql', 'DEBUG'))).toMatchObject({ kind: 'bad-request', detail: expect.stringContaining('Unknown logger sql') });
    expect(root.level).toBe('info');
  });
});

describe('configuration and environment', () => {
  it('shows the configuration with its secrets masked, and an absent secret as null', () => {
    const properties = readConfigProps(config).contexts.portico.beans.porticoConfig.properties as Record<string, unknown>;
    expect(properties.jwtSecret).toBe(MASK);
    expect(properties.databaseUrl).toBe('sqlite::memory:');
    expect(readConfigProps(readConfig({})).contexts.portico.beans.porticoConfig.properties).toMatchObject({ jwtSecret: null, publicUrl: null });
  });

  it('lists the configuration flattened and the environment sorted, secrets masked', () => {
    const env = readEnvironment(config, { ZED: 'last', DB_PASSWORD: 'hunter2', API: 'postgres://user:pw@db/portico' });
    expect(env.activeProfiles).toEqual(config.profiles);
    expect(env.propertySources.map((s) => s.name)).toEqual(['portico configuration', 'systemEnvironment', 'process']);
    const [portico, system, process] = env.propertySources.map((s) => s.properties);
    expect(portico['mail.smtpUrl']).toEqual({ value: null });
    expect(portico.jwtSecret).toEqual({ value: MASK });
    expect(Object.keys(system)).toEqual(['API', 'DB_PASSWORD', 'ZED']);
    expect(system).toEqual({ API: { value: `postgres://${MASK}@db/portico` }, DB_PASSWORD: { value: MASK }, ZED: { value: 'last' } });
    expect(process['node.version']).toEqual({ value: globalThis.process.version });
  });

  it('keeps data beside the SQLite file', () => {
    expect(dataFolder('sqlite:./somewhere/portico.db')).toBe(path.join(ROOT_DIR, 'somewhere'));
  });
});
