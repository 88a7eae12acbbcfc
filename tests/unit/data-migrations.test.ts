import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dataMigrations } from '../../server/migrations/data-migrations.js';

type Tables = { widget_type: { id: number; name: string; conf_schema: string | null } };

async function widgetTypes(rows: [string, string][]) {
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
  await sql`create table widget_type (id integer primary key autoincrement, name varchar(255), conf_schema varchar(255))`.execute(db);
  for (const [name, conf_schema] of rows) await db.insertInto('widget_type').values({ name, conf_schema } as never).execute();
  return db;
}

describe('data migration 0004: the signature inboxes as widget types', () => {
  const migration = dataMigrations['0004-signature-inbox-widget-types'];
  const schemas = async (db: Kysely<Tables>) => (await db.selectFrom('widget_type').select(['name', 'conf_schema']).orderBy('id').execute()).map((r) => `${r.name}:${r.conf_schema}`);

  it('adds both to a portal with the PDF viewer, once', async () => {
    const db = await widgetTypes([['PDF viewer', 'pdf-viewer'], ['My inbox', 'signature-inbox']]);
    await migration.up(db as never);
    expect(await schemas(db)).toEqual(['PDF viewer:pdf-viewer', 'My inbox:signature-inbox', 'Sent for signature:signature-requests']);
  });

  it('leaves a portal without widget types as it is (the demonstration seeds its own)', async () => {
    const db = await widgetTypes([]);
    await migration.up(db as never);
    expect(await schemas(db)).toEqual([]);
  });
});
