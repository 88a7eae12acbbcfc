import { describe, expect, test } from 'vitest';
import pg from 'pg';
import { useServer, type Response } from './client.js';

/**
 * PostgreSQL may end the server's connections at any time (a restart, a failover, an administrator's
 * pg_terminate_backend). The server must live on: requests caught in flight fail with a 503 problem
 * body, and new ones succeed as soon as PostgreSQL answers again, without a restart.
 */
describe.skipIf(process.env.PORTICO_TEST_DB !== 'postgres')('when PostgreSQL ends the server’s connections', () => {
  const h = useServer();

  /** Ends every connection to the server's database, as a restart would; answers how many there were. */
  const terminateConnections = async (): Promise<number> => {
    const database = new URL(h.server.databaseUrl).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.PORTICO_TEST_DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ ended: number }>(
        'select count(pg_terminate_backend(pid))::int as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [database],
      );
      return rows[0].ended;
    } finally {
      await admin.end();
    }
  };

  /** Reads a list until it answers 200, for at most 5 s; the answers before that must be 503 problems. */
  const answersAgainWithin5s = async () => {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const res = await h.admin.get('api/themes');
      if (res.status === 200) return;
      expectUnavailable(res);
      expect(Date.now(), 'no successful answer within 5 s').toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const expectUnavailable = (res: Response) => {
    expect(res.status, res.text).toBe(503);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ status: 503, title: 'Service Unavailable', message: 'error.http.503' });
  };

  const expectAlive = () => {
    expect(h.server.output()).not.toContain("Unhandled 'error' event");
  };

  test('while idle: the server logs it and answers the next requests', async () => {
    // Fill the pool, then let its connections go idle.
    await Promise.all(Array.from({ length: 5 }, () => h.admin.get('api/themes')));
    expect(await terminateConnections()).toBeGreaterThan(0);
    // The idle connections hear of their end now; without a listener the process would exit here.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await answersAgainWithin5s();
    expect((await h.anonymous.get('management/health/liveness')).status).toBe(200);
    expect(h.server.output()).toContain('PostgreSQL ended a connection');
    expectAlive();
  });

  test('under load: requests in flight fail with 503 problem bodies, never 500, and the server answers again', async () => {
    const statuses = new Map<number, number>();
    const unexpected: string[] = [];
    let running = true;
    let n = 0;
    // Reads and writes (a transaction each) from several callers at once, until told to stop.
    const worker = async () => {
      while (running) {
        const i = n++;
        const res = i % 3 === 0 ? await h.admin.post('api/themes', { name: `load ${process.pid} ${i}`, conf: '{}' }) : await h.admin.get('api/themes?size=50');
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 503) expectUnavailable(res);
        else if (res.status !== 200 && res.status !== 201) unexpected.push(`${res.status} ${res.text.slice(0, 300)}`);
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    let ended = 0;
    for (let round = 0; round < 3; round++) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      ended += await terminateConnections();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    running = false;
    await Promise.all(workers);

    expect(ended).toBeGreaterThan(0);
    expect(unexpected).toEqual([]);
    expect(statuses.get(503), 'requests caught in flight').toBeGreaterThan(0);
    expect(statuses.get(500)).toBeUndefined();
    await answersAgainWithin5s();
    expect((await h.admin.post('api/themes', { name: `after ${process.pid}`, conf: '{}' })).status).toBe(201);
    expectAlive();
  }, 60_000);
});
