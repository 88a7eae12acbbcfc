import type { TestProject } from 'vitest/node';
import { BUNDLE_ENV, buildServerBundle, bundlePath, removeBundle } from './server-bundle.js';
import { createTestDatabase, startServer, type TestDatabase } from './server.js';
import { settleSqliteFile, TEMPLATE_ENV } from './template-database.js';

/**
 * Vitest global setup of the API projects: compiles the server once for the whole run, before any test
 * file starts one (`startServer` in `server.ts` runs the file named by PORTICO_TEST_SERVER_BUNDLE), then
 * makes the project's database template: a server's first start on an empty database of the project's
 * dialect, migrated and seeded, which test servers start on copies of (`template-database.ts`). Both
 * API projects name this setup; the second finds the server compiled. Their end removes what they made.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const undo: Array<() => Promise<void> | void> = [];
  const file = bundlePath();
  if (process.env[BUNDLE_ENV] !== file) {
    buildServerBundle(file);
    process.env[BUNDLE_ENV] = file;
    undo.push(() => removeBundle(file));
  }
  const dialect = project.config.env?.PORTICO_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
  const template = await makeTemplate(dialect);
  process.env[TEMPLATE_ENV[dialect]] = template.name;
  undo.push(async () => {
    delete process.env[TEMPLATE_ENV[dialect]];
    await template.database.drop();
  });
  return async () => {
    for (const step of undo.reverse()) await step();
  };
}

/** A database of `dialect` as a server's first start leaves it, and the name a copy is made from. */
async function makeTemplate(dialect: 'sqlite' | 'postgres'): Promise<{ database: TestDatabase; name: string }> {
  const database = await createTestDatabase(dialect);
  const server = await startServer({ database });
  await server.stop();
  if (dialect === 'sqlite') {
    const file = database.url.slice('sqlite:'.length);
    settleSqliteFile(file);
    return { database, name: file };
  }
  return { database, name: new URL(database.url).pathname.slice(1) };
}
