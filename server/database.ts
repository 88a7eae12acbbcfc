import type { Kysely } from 'kysely';
import { connect as connectTo, type Database as Connection } from './db/connect.js';
import type { AccountTables } from './accounts/tables.js';
import type { AuthTables } from './auth/tables.js';
import type { CaptchaTables } from './captcha/tables.js';
import type { DocumentStoreTables } from './docstore/store-tables.js';
import type { DocumentLibraryTables } from './documentlibrary/tables.js';
import type { EntityTables } from './entities/generated-tables.js';
import type { MailTables } from './mail/tables.js';
import type { Oauth2Tables } from './oauth2/tables.js';
import type { PdfTables } from './pdf/tables.js';
import type { SettingsTables } from './settings/tables.js';
import type { ClientErrorTables } from './client-errors/tables.js';
import type { SigningTables } from './signing/tables.js';
import type { UserTables } from './users/tables.js';

/**
 * The portal's tables, each declared by the module that owns it (the one that reads and writes it),
 * and the entities' tables, generated from their schemas. Tables named at run time (an entity's in
 * the generic repository, a document family's values) are reached through `withTables`, where the
 * code that names them says what their rows hold.
 */
export interface Tables
  extends AccountTables,
    AuthTables,
    CaptchaTables,
    DocumentStoreTables,
    DocumentLibraryTables,
    EntityTables,
    MailTables,
    Oauth2Tables,
    PdfTables,
    SettingsTables,
    ClientErrorTables,
    SigningTables,
    UserTables {}

/** The database, or a transaction, typed by the portal's tables. */
export type Db = Kysely<Tables>;

/** The portal's connection (db/connect.ts) seen through its tables. */
export type Database = Connection<Tables>;

/** Opens the database named by a DATABASE_URL: `sqlite:<file>` or `postgres://...`. */
export const connect = (url: string): Promise<Database> => connectTo<Tables>(url);
