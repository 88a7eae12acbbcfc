import { describe, expect, it } from 'vitest';
import { useServer } from './client.js';

/** Operations endpoints (management/…) and api/admin/retries-statistics, for ROLE_ADMIN only. */
const SECRET = 'jwt-secret-that-must-never-show-'.padEnd(80, '0123456789abcdef');
const SMTP_PASSWORD = 'smtp-pass-never-shown';
const h = useServer({
  env: {
    JWT_SECRET: SECRET,
    SMTP_URL: `smtp://mailer:${SMTP_PASSWORD}@127.0.0.1:1`,
    PORTICO_ADMIN_PASSWORD: 'initial-admin-never-shown',
    SOME_API_TOKEN: 'token-value-never-shown',
    MAIL_RETRY_ATTEMPTS: '1',
  },
});

const calls: [string, string, unknown?][] = [
  ['GET', 'management/health'],
  ['GET', 'management/jhimetrics'],
  ['GET', 'management/prometheus'],
  ['GET', 'management/threaddump'],
  ['GET', 'management/loggers'],
  ['POST', 'management/loggers/ROOT', { configuredLevel: 'DEBUG' }],
  ['GET', 'management/configprops'],
  ['GET', 'management/env'],
  ['GET', 'api/admin/retries-statistics'],
];

describe('operations: who may call them', () => {
  it.each(calls)('%s %s answers 401 without a token and 403 to ROLE_WADMIN and ROLE_USER', async (method, path, body) => {
    expect((await h.anonymous.request(method, path, body)).status).toBe(401);
    expect((await h.wadmin.request(method, path, body)).status).toBe(403);
    expect((await h.user.request(method, path, body)).status).toBe(403);
  });

  it('keeps management/info and the liveness probe public', async () => {
    expect((await h.anonymous.get('management/info')).status).toBe(200);
    expect((await h.anonymous.get('management/health/liveness')).status).toBe(200);
  });
});

describe('management/health', () => {
  it('answers 503 DOWN when a component is down: here the SMTP server does not answer', async () => {
    const res = await h.admin.get('management/health');
    expect(res.status).toBe(503);
    expect(res.body.status).toBe('DOWN');
    expect(Object.keys(res.body.components).sort()).toEqual(['db', 'diskSpace', 'documentStore', 'mail', 'ping']);
    expect(res.body.components.mail.status).toBe('DOWN');
    expect(res.body.components.mail.details.error).toMatch(/ECONNREFUSED|connect/i);
    expect(res.body.components.db).toMatchObject({ status: 'UP', details: { database: h.server.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite', validationQuery: 'select 1' } });
    expect(res.body.components.documentStore).toMatchObject({ status: 'UP', details: { fileStorage: 'database', families: 5, countedFamily: 'contact-requests' } });
    expect(res.body.components.documentStore.details.currentDocuments).toBeGreaterThan(0);
    expect(res.body.components.diskSpace.status).toBe('UP');
    expect(res.body.components.diskSpace.details.free).toBeGreaterThan(0);
    expect(res.body.components.diskSpace.details.total).toBeGreaterThanOrEqual(res.body.components.diskSpace.details.free);
    expect(res.body.components.ping).toEqual({ status: 'UP' });
    expect(res.text).not.toContain(SMTP_PASSWORD);
  });
});

describe('management/health with the outbox as the mail transport', () => {
  const outbox = useServer();

  it('answers UP with the database, mail, the document store, disk space and ping', async () => {
    const res = await outbox.admin.get('management/health');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('UP');
    for (const component of ['db', 'diskSpace', 'documentStore', 'mail', 'ping']) expect(res.body.components[component].status, component).toBe('UP');
    expect(res.body.components.mail.details).toMatchObject({ transport: 'outbox' });
    expect(res.body.components.mail.details).toHaveProperty('pending');
  });
});

describe('management/jhimetrics and management/prometheus', () => {
  it('count a request by route template and status, with latency figures', async () => {
    const before = (await h.admin.get('management/jhimetrics')).body;
    const countOf = (m: typeof before) => m.services?.['/api/admin/users/:login']?.GET?.percode?.['404']?.count ?? 0;
    expect((await h.admin.get('api/admin/users/nobody-here')).status).toBe(404);
    expect((await h.admin.get('api/admin/users/nobody-else')).status).toBe(404);
    const after = (await h.admin.get('management/jhimetrics')).body;
    expect(countOf(after)).toBe(countOf(before) + 2);
    const figures = after.services['/api/admin/users/:login'].GET;
    for (const f of ['count', 'mean', 'max', 'p50', 'p95', 'p99']) expect(typeof figures[f]).toBe('number');
    expect(figures.max).toBeGreaterThanOrEqual(figures.p50);
    expect(after['http.server.requests'].all.count).toBeGreaterThan(before['http.server.requests'].all.count);
    expect(after['http.server.requests'].percode['404'].count).toBeGreaterThanOrEqual(2);
    expect(after.memory.rss).toBeGreaterThan(0);
    expect(after.memory.heapUsed).toBeGreaterThan(0);
    expect(after.jvm.heap.used).toBe(after.memory.heapUsed);
    for (const p of ['p50', 'p90', 'p99', 'max', 'mean']) expect(typeof after.eventLoop.delay[p]).toBe('number');
    expect(after.processMetrics['process.uptime']).toBeGreaterThan(0);
    expect(after.databases.dialect).toBe(h.server.dialect);
    expect(after.databases.queries.select.count).toBeGreaterThan(0);
    expect(after.databases.queries.select.p95).toBeGreaterThanOrEqual(0);
    expect(after.databases.queries.select.max).toBeGreaterThanOrEqual(after.databases.queries.select.p50);
    expect(after.databases.pool.max).toBeGreaterThanOrEqual(1);
    expect(after.databases.pool.total).toBeLessThanOrEqual(after.databases.pool.max);
    expect(after.mail).toHaveProperty('pending');
  });

  it('exports the same figures in the Prometheus text format', async () => {
    await h.admin.get('api/admin/users/prometheus-probe');
    const res = await h.admin.get('management/prometheus');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = new Map<string, number>();
    const types = new Map<string, string>();
    for (const line of res.text.split('\n')) {
      if (!line) continue;
      const type = /^# TYPE (\w+) (counter|gauge|summary|histogram|untyped)$/.exec(line);
      if (type) {
        types.set(type[1], type[2]);
        continue;
      }
      if (line.startsWith('# HELP ')) continue;
      const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})? (-?[0-9.e+-]+|NaN|[+-]Inf)$/.exec(line);
      expect(sample, `not a sample line: ${line}`).not.toBeNull();
      samples.set(`${sample![1]}${sample![2] ?? ''}`, Number(sample![3]));
    }
    expect(types.get('http_server_requests_seconds')).toBe('summary');
    const count = samples.get('http_server_requests_seconds_count{method="GET",uri="/api/admin/users/:login",status="404"}');
    expect(count).toBeGreaterThanOrEqual(1);
    expect(samples.get('http_server_requests_seconds_sum{method="GET",uri="/api/admin/users/:login",status="404"}')).toBeGreaterThan(0);
    expect(samples.get('nodejs_memory_bytes{area="rss"}')).toBeGreaterThan(0);
    expect(samples.has('nodejs_eventloop_delay_seconds{quantile="0.99"}')).toBe(true);
    expect(samples.has('portico_mail_outbox_messages{status="pending"}')).toBe(true);
    expect(samples.get('process_uptime_seconds')).toBeGreaterThan(0);
  });
});

describe('management/threaddump', () => {
  it('answers the trimmed diagnostic report of the process', async () => {
    const res = await h.admin.get('management/threaddump');
    expect(res.status).toBe(200);
    expect(res.body.header.nodejsVersion).toMatch(/^v\d+/);
    expect(res.body.header.processId).toBeGreaterThan(0);
    expect(res.body).toHaveProperty('javascriptStack');
    expect(res.body.libuv.total).toBeGreaterThan(0);
    expect(res.body.libuv.byType).toHaveProperty('tcp');
    expect(res.body.resourceUsage).toHaveProperty('userCpuSeconds');
    expect(res.body).not.toHaveProperty('environmentVariables');
    expect(res.text).not.toContain(SECRET);
  });
});

describe('management/loggers', () => {
  it('lists the levels and the loggers, and changes a level while the server runs', async () => {
    const list = await h.admin.get('management/loggers');
    expect(list.status).toBe(200);
    expect(list.body.levels).toEqual(['OFF', 'FATAL', 'ERROR', 'WARN', 'INFO', 'DEBUG', 'TRACE']);
    expect(list.body.loggers.ROOT).toEqual({ configuredLevel: 'WARN', effectiveLevel: 'WARN' });
    expect(list.body.loggers['fastify.request']).toEqual({ configuredLevel: null, effectiveLevel: 'WARN' });

    // At WARN the server logs no request; at INFO fastify logs each one it completes.
    const marker = `/api/admin/users/level-probe-${process.pid}`;
    await h.admin.get(marker);
    expect(h.server.output()).not.toContain(marker);
    expect((await h.admin.post('management/loggers/ROOT', { configuredLevel: 'info' })).status).toBe(204);
    expect((await h.admin.get('management/loggers')).body.loggers).toMatchObject({
      ROOT: { configuredLevel: 'INFO', effectiveLevel: 'INFO' },
      'fastify.request': { configuredLevel: null, effectiveLevel: 'INFO' },
    });
    await h.admin.get(marker);
    for (let i = 0; i < 20 && !h.server.output().includes(marker); i++) await new Promise((r) => setTimeout(r, 50));
    expect(h.server.output()).toContain(marker);

    // The request loggers alone back to ERROR: a later request is not logged although ROOT says INFO.
    expect((await h.admin.post('management/loggers/fastify.request', { configuredLevel: 'ERROR' })).status).toBe(204);
    const quiet = `/api/admin/users/quiet-probe-${process.pid}`;
    await h.admin.get(quiet);
    await new Promise((r) => setTimeout(r, 200));
    expect(h.server.output()).not.toContain(quiet);
    expect((await h.admin.get('management/loggers')).body.loggers['fastify.request']).toEqual({ configuredLevel: 'ERROR', effectiveLevel: 'ERROR' });

    expect((await h.admin.post('management/loggers/fastify.request', { configuredLevel: null })).status).toBe(204);
    expect((await h.admin.post('management/loggers/ROOT', { configuredLevel: null })).status).toBe(204);
    expect((await h.admin.get('management/loggers')).body.loggers.ROOT.configuredLevel).toBe('WARN');
  });

  it('refuses unknown levels and loggers', async () => {
    const level = await h.admin.post('management/loggers/ROOT', { configuredLevel: 'LOUD' });
    expect(level.status).toBe(400);
    expect(level.body.detail).toContain('LOUD');
    expect((await h.admin.post('management/loggers/com.example.nothing', { configuredLevel: 'DEBUG' })).status).toBe(400);
    expect((await h.admin.post('management/loggers/ROOT', {})).status).toBe(400);
  });
});

describe('management/configprops and management/env', () => {
  it('show the configuration with every secret masked', async () => {
    const res = await h.admin.get('management/configprops');
    expect(res.status).toBe(200);
    const properties = res.body.contexts.portico.beans.porticoConfig.properties;
    expect(properties.jwtSecret).toBe('******');
    expect(properties.initialAdmin.password).toBe('******');
    expect(properties.mail.smtpUrl).toBe('smtp://******@127.0.0.1:1');
    expect(properties.logLevel).toBe('warn');
    expect(properties.signInLimits.perLogin).toBe(10);
    for (const secret of [SECRET, SMTP_PASSWORD, 'initial-admin-never-shown']) expect(res.text).not.toContain(secret);
  });

  it('show the environment with every secret masked', async () => {
    const res = await h.admin.get('management/env');
    expect(res.status).toBe(200);
    expect(res.body.activeProfiles).toEqual(expect.arrayContaining(['prod']));
    const sources = Object.fromEntries(res.body.propertySources.map((s: { name: string; properties: unknown }) => [s.name, s.properties]));
    expect(sources.systemEnvironment.JWT_SECRET).toEqual({ value: '******' });
    expect(sources.systemEnvironment.SOME_API_TOKEN).toEqual({ value: '******' });
    expect(sources.systemEnvironment.PORTICO_ADMIN_PASSWORD).toEqual({ value: '******' });
    expect(sources.systemEnvironment.SMTP_URL).toEqual({ value: 'smtp://******@127.0.0.1:1' });
    expect(sources.systemEnvironment.LOG_LEVEL).toEqual({ value: 'warn' });
    expect(sources['portico configuration']['mail.smtpUrl']).toEqual({ value: 'smtp://******@127.0.0.1:1' });
    for (const secret of [SECRET, SMTP_PASSWORD, 'initial-admin-never-shown', 'token-value-never-shown']) expect(res.text).not.toContain(secret);
  });
});

describe('api/admin/retries-statistics', () => {
  it('lists what the retry mechanism counted per operation, paged, with x-total-count', async () => {
    // A user created with an SMTP server that refuses connections: its mail delivery is retried and aborts.
    const login = `retry-${process.pid}`;
    expect((await h.admin.post('api/admin/users', { login, email: `${login}@example.com` })).status).toBe(201);
    let res = await h.admin.get('api/admin/retries-statistics?page=0&size=20');
    for (let i = 0; i < 50 && !res.body.some((s: { name: string; abortCount: number }) => s.abortCount > 0); i++) {
      await new Promise((r) => setTimeout(r, 100));
      res = await h.admin.get('api/admin/retries-statistics?page=0&size=20');
    }
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('x-total-count'))).toBe(res.body.length);
    const mail = res.body.find((s: { abortCount: number }) => s.abortCount > 0);
    expect(Object.keys(mail).sort()).toEqual(
      ['abortCount', 'completeCount', 'createdDateList', 'errorCount', 'errorMessages', 'name', 'recoveryCount', 'startedCount'].sort(),
    );
    expect(mail.startedCount).toBeGreaterThanOrEqual(1);
    expect(mail.errorCount).toBeGreaterThanOrEqual(1);
    expect(mail.errorMessages.length).toBeGreaterThanOrEqual(1);
    expect(Date.parse(mail.createdDateList[0])).not.toBeNaN();

    const empty = await h.admin.get('api/admin/retries-statistics?page=100&size=1');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);
    expect(empty.headers.get('x-total-count')).toBe(res.headers.get('x-total-count'));
    expect((await h.admin.get('api/admin/retries-statistics?size=0')).status).toBe(400);

    const jhi = (await h.admin.get('management/jhimetrics')).body;
    // Other mails (the demonstration's signing invitation) may fail meanwhile: the counts only grow.
    expect(jhi.retries[mail.name].startedCount).toBeGreaterThanOrEqual(mail.startedCount);
    expect(jhi.retries[mail.name].abortCount).toBeGreaterThanOrEqual(mail.abortCount);
  });
});
