import type { Kysely, Migration } from 'kysely';
import { celFromLegacyCheck } from '../pages/runtime/legacy-checks.js';

/**
 * Versioned migrations of the rows of entity tables, run after those tables are in step with their
 * schemas (core migrations run before, on tables of their own). Kept in `portico_data_migration`.
 * A server may run without some entities (their schemas left out): a migration skips the tables it
 * does not find. Never edit a migration that has shipped: add a new one.
 */
export const dataMigrations: Record<string, Migration> = {
  '0001-cel-permission-checks': {
    // Permission checks became CEL expressions: the names of the earlier grammar (authorities,
    // `authenticated`, `guest`) are rewritten to what they meant, so that every page keeps its audience.
    async up(db) {
      for (const table of await existing(db, ['page', 'widget'])) {
        const rows = await db.selectFrom(table).select(['id', 'permission_checks']).where('permission_checks', 'is not', null).execute();
        for (const row of rows as { id: number; permission_checks: string }[]) {
          const rewritten = celFromLegacyCheck(row.permission_checks);
          if (rewritten !== row.permission_checks) await db.updateTable(table).set({ permission_checks: rewritten }).where('id', '=', row.id).execute();
        }
      }
    },
  },
  '0002-widget-type-schemas': {
    // Widget types name the schema of their configuration; the types the portal shipped with get theirs.
    async up(db) {
      const schemas: Record<string, string> = {
        'Document list': 'document-list',
        'Document form': 'document-form',
        'Document detail': 'document-detail',
        Attachments: 'attachments',
        'Rich text': 'rich-text',
        Links: 'links',
        'PDF viewer': 'pdf-viewer',
      };
      if (!(await existing(db, ['widget_type'])).length) return;
      for (const [name, confSchema] of Object.entries(schemas))
        await db.updateTable('widget_type').set({ conf_schema: confSchema }).where('name', '=', name).where('conf_schema', 'is', null).execute();
    },
  },
  '0003-widget-indexes': {
    // Widgets gained an index (their order on the page): those without one are numbered by id, page by page.
    async up(db) {
      if (!(await existing(db, ['widget'])).length) return;
      const rows = (await db.selectFrom('widget').select(['id', 'page_id']).where('index', 'is', null).orderBy('id').execute()) as { id: number; page_id: number | null }[];
      const next = new Map<number | null, number>();
      for (const row of rows) {
        const index = next.get(row.page_id) ?? 0;
        next.set(row.page_id, index + 1);
        await db.updateTable('widget').set({ index }).where('id', '=', row.id).execute();
      }
    },
  },
  '0004-signature-inbox-widget-types': {
    // The signature inboxes became widget types: a portal that has the PDF viewer's type gets them too,
    // unless it made types of those schemas itself.
    async up(db) {
      if (!(await existing(db, ['widget_type'])).length) return;
      const types = db as unknown as Kysely<{ widget_type: { id: number; name: string; conf_schema: string | null } }>;
      const has = async (schema: string) => !!(await types.selectFrom('widget_type').select('id').where('conf_schema', '=', schema).executeTakeFirst());
      if (!(await has('pdf-viewer'))) return;
      for (const [name, schema] of [['Awaiting my signature', 'signature-inbox'], ['Sent for signature', 'signature-requests']] as const)
        if (!(await has(schema))) await types.insertInto('widget_type').values({ name, conf_schema: schema } as never).execute();
    },
  },
};

async function existing(db: Kysely<unknown>, tables: string[]): Promise<string[]> {
  const present = new Set((await db.introspection.getTables()).map((t) => t.name));
  return tables.filter((t) => present.has(t));
}
