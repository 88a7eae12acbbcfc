import { afterAll, beforeAll } from 'vitest';
import { harnessOf, type Harness } from '../api/client.js';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.js';
import { createTestDatabase, startServer, type StartOptions, type TestDatabase } from './server.js';

export interface ServerPair {
  database: TestDatabase;
  /** Each server on its own, for showing that what one did the other knows. */
  a: Harness;
  b: Harness;
  /** Both behind a round-robin proxy: consecutive requests alternate between them. */
  either: Harness;
  proxy: RoundRobinProxy;
}

export interface PairOptions {
  db: TestDatabase['dialect'];
  /** The servers' extra environment, or a function that gives it once `before` has run. */
  env?: Record<string, string> | (() => Record<string, string>);
  /** Runs before the servers start (to start what their environment names, such as an SMTP server). */
  before?: () => Promise<void>;
  /** Runs after they stopped. */
  after?: () => Promise<void> | void;
}

/**
 * Two server processes started together on one fresh database (so they also race through the
 * migrations, the seed and the signing authority), and a round-robin proxy in front of them, for
 * the whole test file. Filled in by beforeAll: read its members inside tests only.
 */
export function useServerPair(options: PairOptions): ServerPair {
  const pair = {} as ServerPair;
  beforeAll(async () => {
    await options.before?.();
    pair.database = await createTestDatabase(options.db);
    const start: StartOptions = { env: typeof options.env === 'function' ? options.env() : options.env, database: pair.database };
    const started = await Promise.allSettled([startServer(start), startServer(start)]);
    const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) {
      await Promise.all(servers.map((s) => s.stop()));
      throw failed.reason;
    }
    const [a, b] = servers;
    pair.proxy = await startRoundRobinProxy([a.baseUrl, b.baseUrl]);
    [pair.a, pair.b, pair.either] = await Promise.all([harnessOf(a), harnessOf(b), harnessOf({ ...a, baseUrl: pair.proxy.baseUrl })]);
  }, 120_000);
  afterAll(async () => {
    await pair.proxy?.close();
    await Promise.all([pair.a?.server.stop(), pair.b?.server.stop()]);
    await pair.database?.drop();
    await options.after?.();
  });
  return pair;
}
