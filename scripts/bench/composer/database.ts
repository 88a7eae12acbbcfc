import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildPortico } from '../../../server/app.js';
import { readConfig, ROOT_DIR } from '../../../server/config.js';
import { connect } from '../../../server/database.js';
import { EmbeddedDocumentStore } from '../../../server/docstore/embedded.js';
import { DatabaseFileStorage } from '../../../server/docstore/file-storage.js';
import { loadDocumentModel } from '../../../server/docstore/model-files.js';
import { seedInvoices } from '../seed-invoices.js';

/**
 * A migrated database holding `count` invoices and no account yet: the server started on it then
 * seeds the demonstration site (accounts, pages, rights, its own few documents) on top.
 */
export async function seedMillionInvoices(url: string, count: number): Promise<void> {
  // The server's own start-up makes the schema (migrations, family tables); without accounts nothing is seeded.
  const portico = await buildPortico(readConfig({ DATABASE_URL: url, PORTICO_DEMO: 'false', LOG_LEVEL: 'warn', PORTICO_CLIENT_DIR: os.tmpdir() }));
  await portico.app.close();
  const database = await connect(url);
  try {
    const ms = await seedInvoices(database, count);
    const started = performance.now();
    // Opening the store builds the field indexes the seed dropped; then statistics, and the writes flushed.
    await EmbeddedDocumentStore.open(database, loadDocumentModel([path.join(ROOT_DIR, 'schemas', 'families')]), new DatabaseFileStorage());
    await sql.raw(database.dialect === 'sqlite' ? 'analyze' : 'vacuum analyze').execute(database.db);
    await sql.raw(database.dialect === 'sqlite' ? 'pragma wal_checkpoint(truncate)' : 'checkpoint').execute(database.db);
    console.log(`  seed ${(ms / 1000).toFixed(1)} s, indexes and statistics ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}
