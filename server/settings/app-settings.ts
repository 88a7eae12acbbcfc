import type { Db } from '../database.js';

/** The settings table's one reader and writer: values by key (settings/tables.ts). */

/** The setting's value; undefined when it was never written. */
export async function readSetting(db: Db, key: string): Promise<string | undefined> {
  return (await db.selectFrom('app_setting').select('value').where('key', '=', key).executeTakeFirst())?.value;
}

/** Writes the setting, replacing the value it had. */
export async function writeSetting(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('app_setting')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/**
 * The setting's value, made by `make` and written when there is none yet. Servers starting together
 * all read the value the first one wrote: each inserts if absent, then reads back.
 */
export async function settingMadeOnce(db: Db, key: string, make: () => string): Promise<string> {
  await db
    .insertInto('app_setting')
    .values({ key, value: make() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return (await db.selectFrom('app_setting').select('value').where('key', '=', key).executeTakeFirstOrThrow()).value;
}
