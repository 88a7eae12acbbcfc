import os from 'node:os';
import { defineConfig } from 'vitest/config';

const postgresUrl = process.env.PORTICO_TEST_DATABASE_URL;

/**
 * Unit tests run in-process; API tests start a real server process per file, on a temporary SQLite
 * file and, when PORTICO_TEST_DATABASE_URL is set, again on a fresh PostgreSQL database. The API
 * projects' global setup compiles the server once per run for those processes (tests/support/server-bundle.ts)
 * and seeds the database their servers start on copies of (tests/support/template-database.ts). API test
 * files run one after another in their worker's process (`isolate: false`): they share no state but
 * their server, which each file starts and stops, and a fresh process per file cost a tenth of the
 * phase's CPU (docs/testing.md).
 * Browser tests are Playwright's (playwright.config.ts).
 */
export default defineConfig({
  test: {
    // A worker per core. Vitest's default for a run is one fewer, so a single worker on a 2-core
    // machine, which leaves a core mostly idle: an API test file's worker mostly waits for its server
    // process. Two workers took about 30% less time on 2 cores, for unit and API tests alike.
    maxWorkers: os.availableParallelism(),
    projects: [
      // Unit tests share their worker's process (isolate: false), as the API files do: half the CPU of a
      // process per file. Component tests (.tsx) mock modules and run in jsdom: each in its own process.
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit-components',
          include: ['tests/unit/**/*.test.tsx'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api-sqlite',
          include: ['tests/api/**/*.test.ts'],
          env: { PORTICO_TEST_DB: 'sqlite' },
          isolate: false,
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'api-postgres',
                include: ['tests/api/**/*.test.ts'],
                env: { PORTICO_TEST_DB: 'postgres' },
                isolate: false,
                globalSetup: ['tests/support/global-setup.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
