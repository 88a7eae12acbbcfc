import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../db/connect.js';
import { signAuthorityMigration } from '../signing/keys/migration.js';
import { signingMigration } from '../signing/migration.js';

/**
 * Versioned migrations of the tables that do not come from entity schemas (accounts, settings, keys,
 * rate limits, the mail outbox).
 * Entity tables are kept in step with their schemas by entity-tables.ts.
 * Never edit a migration that has shipped: add a new one.
 */
export function coreMigrations(dialect: DialectName): Record<string, Migration> {
  const idColumn = (db: Kysely<unknown>, table: string) =>
    dialect === 'postgres'
      ? db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const now = dialect === 'postgres' ? sql`now()` : sql`CURRENT_TIMESTAMP`;

  return {
    '0001-accounts': {
      async up(db) {
        await db.schema
          .createTable('app_setting')
          .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
          .addColumn('value', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('authority')
          .addColumn('name', 'varchar(50)', (c) => c.primaryKey())
          .execute();
        await idColumn(db, 'app_user')
          .addColumn('login', 'varchar(50)', (c) => c.notNull().unique())
          .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
          .addColumn('first_name', 'varchar(50)')
          .addColumn('last_name', 'varchar(50)')
          .addColumn('email', 'varchar(254)', (c) => c.unique())
          .addColumn('activated', 'boolean', (c) => c.notNull().defaultTo(false))
          .addColumn('lang_key', 'varchar(10)', (c) => c.notNull().defaultTo('en'))
          .addColumn('created_by', 'varchar(50)', (c) => c.notNull())
          .addColumn('created_date', 'timestamp', (c) => c.notNull().defaultTo(now))
          .addColumn('last_modified_by', 'varchar(50)')
          .addColumn('last_modified_date', 'timestamp')
          .execute();
        await db.schema
          .createTable('app_user_authority')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
          .addColumn('authority_name', 'varchar(50)', (c) => c.notNull().references('authority.name'))
          .addPrimaryKeyConstraint('app_user_authority_pk', ['user_id', 'authority_name'])
          .execute();
        await db
          .insertInto('authority' as never)
          .values([{ name: 'ROLE_ADMIN' }, { name: 'ROLE_WADMIN' }, { name: 'ROLE_USER' }] as never)
          .execute();
      },
    },
    '0002-account-security': {
      // Times in the tables below are epoch milliseconds (bigint): compared the same way on both databases.
      async up(db) {
        // Password expiry: when the password was set, and a flag for passwords that must be changed at once.
        await db.schema.alterTable('app_user').addColumn('password_set_at', 'bigint').execute();
        await db.schema
          .alterTable('app_user')
          .addColumn('password_expired', 'boolean', (c) => c.notNull().defaultTo(false))
          .execute();
        await db
          .updateTable('app_user' as never)
          .set({ password_set_at: Date.now() } as never)
          .execute();
        // Activation and reset keys, kept as hashes: single use (deleted when used) and expiring.
        await idColumn(db, 'account_key')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
          .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
          .addColumn('key_hash', 'varchar(64)', (c) => c.notNull().unique())
          .addColumn('expires_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('account_key_user_idx').on('account_key').columns(['user_id', 'purpose']).execute();
        // Captcha tokens already answered, until they expire: an answer works once on every server.
        await db.schema
          .createTable('used_captcha')
          .addColumn('token_id', 'varchar(64)', (c) => c.primaryKey())
          .addColumn('expires_at', 'bigint', (c) => c.notNull())
          .execute();
        // Failed sign-ins per login and per client address, for rate limiting across servers.
        await idColumn(db, 'sign_in_failure')
          .addColumn('subject', 'varchar(300)', (c) => c.notNull())
          .addColumn('failed_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('sign_in_failure_subject_idx').on('sign_in_failure').columns(['subject', 'failed_at']).execute();
        await idColumn(db, 'mail_outbox')
          .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
          .addColumn('mail_key', 'varchar(50)', (c) => c.notNull())
          .addColumn('lang_key', 'varchar(10)', (c) => c.notNull())
          .addColumn('subject', 'varchar(255)', (c) => c.notNull())
          .addColumn('text', 'text', (c) => c.notNull())
          .addColumn('html', 'text', (c) => c.notNull())
          .addColumn('status', 'varchar(10)', (c) => c.notNull())
          .addColumn('transport', 'varchar(10)')
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('last_error', 'text')
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('sent_at', 'bigint')
          .addColumn('locked_until', 'bigint')
          .execute();
        await db.schema.createIndex('mail_outbox_status_idx').on('mail_outbox').columns(['status', 'locked_until']).execute();
      },
    },
    '0003-oauth2-sign-in': {
      // External sign-in: which provider subject is which account, and the one-time proofs of completed sign-ins.
      async up(db) {
        await idColumn(db, 'oauth2_identity')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
          .addColumn('registration_id', 'varchar(50)', (c) => c.notNull())
          .addColumn('subject', 'varchar(255)', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addUniqueConstraint('oauth2_identity_subject_key', ['registration_id', 'subject'])
          .execute();
        await db.schema.createIndex('oauth2_identity_user_idx').on('oauth2_identity').column('user_id').execute();
        await db.schema
          .createTable('oauth2_sign_in_proof')
          .addColumn('code_hash', 'varchar(64)', (c) => c.primaryKey())
          .addColumn('login', 'varchar(50)', (c) => c.notNull())
          .addColumn('expires_at', 'bigint', (c) => c.notNull())
          .execute();
      },
    },
    '0004-document-store': {
      // The embedded document store: file contents, and one row per document version. Each family's
      // field values live in a table of its own (ds_family_{id}), made from the family files at start.
      async up(db) {
        await idColumn(db, 'ds_file')
          .addColumn('content', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
          .addColumn('size', 'bigint', (c) => c.notNull())
          .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
          .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .execute();
        // state: 1 current version, 2 older version, 3 deleted. root_id: the first version's id.
        await idColumn(db, 'ds_document')
          .addColumn('family_id', 'integer', (c) => c.notNull())
          .addColumn('root_id', 'integer')
          .addColumn('version', 'integer', (c) => c.notNull())
          .addColumn('state', 'integer', (c) => c.notNull())
          .addColumn('file_id', 'integer', (c) => c.references('ds_file.id'))
          .addColumn('file_name', 'varchar(255)')
          .addColumn('created_by', 'varchar(50)', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('deleted_by', 'varchar(50)')
          .addColumn('deleted_at', 'bigint')
          .execute();
        await db.schema.createIndex('ds_document_root_idx').on('ds_document').columns(['root_id', 'state']).execute();
        await db.schema.createIndex('ds_document_family_idx').on('ds_document').columns(['family_id', 'state']).execute();
      },
    },
    '0005-document-attachments-audit': {
      // Attachments and the audit trail hang on a document's first version (root_id), so that they
      // follow the document through its versions. A file kept outside the database has its storage
      // key in location and an empty content.
      async up(db) {
        await db.schema.alterTable('ds_file').addColumn('location', 'varchar(300)').execute();
        await idColumn(db, 'ds_attachment')
          .addColumn('root_id', 'integer', (c) => c.notNull())
          .addColumn('file_id', 'integer', (c) => c.notNull().references('ds_file.id'))
          .addColumn('original_file_name', 'varchar(255)', (c) => c.notNull())
          .addColumn('description', 'varchar(1000)')
          .addColumn('created_by', 'varchar(50)', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('deleted_by', 'varchar(50)')
          .addColumn('deleted_at', 'bigint')
          .execute();
        await db.schema.createIndex('ds_attachment_root_idx').on('ds_attachment').columns(['root_id', 'deleted_at']).execute();
        await idColumn(db, 'ds_audit')
          .addColumn('root_id', 'integer', (c) => c.notNull())
          .addColumn('document_id', 'integer', (c) => c.notNull())
          .addColumn('action', 'varchar(30)', (c) => c.notNull())
          .addColumn('user_login', 'varchar(50)', (c) => c.notNull())
          .addColumn('at', 'bigint', (c) => c.notNull())
          .addColumn('detail', 'varchar(500)')
          .execute();
        await db.schema.createIndex('ds_audit_root_idx').on('ds_audit').columns(['root_id', 'id']).execute();
      },
    },
    '0007-document-library': {
      // The document library: files administrators upload for widgets. The bytes live in a table of
      // their own, so that listing and sorting never read them.
      async up(db) {
        await idColumn(db, 'library_document')
          .addColumn('name', 'varchar(200)', (c) => c.notNull())
          .addColumn('description', 'varchar(2000)')
          .addColumn('category', 'varchar(100)')
          .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
          .addColumn('file_content_type', 'varchar(100)', (c) => c.notNull())
          .addColumn('file_size', 'bigint', (c) => c.notNull())
          .addColumn('file_sha256', 'varchar(64)', (c) => c.notNull())
          .addColumn('created_by', 'varchar(50)', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('last_modified_by', 'varchar(50)', (c) => c.notNull())
          .addColumn('last_modified_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('library_file')
          .addColumn('document_id', 'integer', (c) => c.primaryKey().references('library_document.id').onDelete('cascade'))
          .addColumn('content', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('library_document_name_idx').on('library_document').column('name').execute();
        await db.schema.createIndex('library_document_category_idx').on('library_document').column('category').execute();
      },
    },
    '0008-document-counts': {
      // The number of current documents of each family, kept by the store's writes, so that the total
      // of an unfiltered list is read rather than counted (a million index entries otherwise).
      async up(db) {
        await db.schema
          .createTable('ds_family_count')
          .addColumn('family_id', 'integer', (c) => c.primaryKey())
          .addColumn('current', 'integer', (c) => c.notNull())
          .execute();
      },
    },
    '0009-token-revocation': {
      // Sessions end with a password change: tokens issued before this instant (epoch milliseconds)
      // are refused. Null until the first change after this migration: every earlier token stands.
      async up(db) {
        await db.schema.alterTable('app_user').addColumn('tokens_valid_after', 'bigint').execute();
      },
    },
    // The certificate authority of PDF signatures and the local timestamp authority (server/signing/keys).
    '0010-signing-authority': signAuthorityMigration,
    // Signature requests, signers, boxes, one-time passwords and signature credentials (server/signing).
    '0011-signing': signingMigration(dialect),
    '0012-client-error-reports': {
      // Crash reports received per client address in the last minute: the limit holds across servers.
      async up(db) {
        await idColumn(db, 'client_error_report')
          .addColumn('address', 'varchar(100)', (c) => c.notNull())
          .addColumn('reported_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('client_error_report_address_idx').on('client_error_report').columns(['address', 'reported_at']).execute();
      },
    },
  };
}
