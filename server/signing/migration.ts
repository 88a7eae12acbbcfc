import { sql, type Migration } from 'kysely';
import type { TableBuilders } from '../db/table-builders.js';

/**
 * The tables of the signing flows (migration '0011-signing'): signature requests on a document (its
 * first version's id, so that a request follows the document through the versions its signatures
 * make), their signers in order with the boxes each signs, one-time passwords (hashes only), and the
 * signature credentials of portal accounts (a password hash and the signer key it encrypts).
 * Times are epoch milliseconds. Owners: requests/store.ts, otp/store.ts, credentials/store.ts.
 */
export function signingMigration({ idColumn }: TableBuilders): Migration {
  return {
    async up(db) {
      // state: open, completed (every signer signed) or cancelled. reason: the request's own reason
      // settings as JSON, when they differ from the family's.
      await idColumn(db, 'sign_request')
        .addColumn('root_id', 'integer', (c) => c.notNull())
        .addColumn('family_id', 'integer', (c) => c.notNull())
        .addColumn('img_manage', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text')
        .addColumn('due_date', 'integer')
        .addColumn('state', 'varchar(10)', (c) => c.notNull())
        .addColumn('created_by', 'varchar(50)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('completed_at', 'bigint')
        .execute();
      await db.schema.createIndex('sign_request_root_idx').on('sign_request').columns(['root_id', 'state']).execute();
      // One open request per document, even when two are asked for at once.
      await db.schema.createIndex('sign_request_open_idx').on('sign_request').column('root_id').unique().where(sql<boolean>`state = 'open'`).execute();
      // A portal account (login) or an external signer (email); position: the signing order, equal
      // positions sign in any order among themselves.
      await idColumn(db, 'sign_signer')
        .addColumn('request_id', 'integer', (c) => c.notNull().references('sign_request.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('login', 'varchar(50)')
        .addColumn('email', 'varchar(254)')
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('lang_key', 'varchar(10)', (c) => c.notNull())
        .addColumn('signed_at', 'bigint')
        .addColumn('signed_document_id', 'integer')
        .addColumn('invited_at', 'bigint')
        .execute();
      await db.schema.createIndex('sign_signer_request_idx').on('sign_signer').column('request_id').execute();
      // Page (from 1) and position in PDF points from the named corner of the page.
      await idColumn(db, 'sign_box')
        .addColumn('signer_id', 'integer', (c) => c.notNull().references('sign_signer.id').onDelete('cascade'))
        .addColumn('page', 'integer', (c) => c.notNull())
        .addColumn('x', 'double precision', (c) => c.notNull())
        .addColumn('y', 'double precision', (c) => c.notNull())
        .addColumn('width', 'double precision', (c) => c.notNull())
        .addColumn('height', 'double precision', (c) => c.notNull())
        .addColumn('corner', 'varchar(10)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sign_box_signer_idx').on('sign_box').column('signer_id').execute();
      // state: active, used, superseded (a newer one was sent) or spent (too many wrong tries).
      // subject: the person (account or e-mail) whose requests are rate limited together.
      await idColumn(db, 'sign_otp')
        .addColumn('signer_id', 'integer', (c) => c.notNull().references('sign_signer.id').onDelete('cascade'))
        .addColumn('subject', 'varchar(300)', (c) => c.notNull())
        .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('state', 'varchar(12)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sign_otp_signer_idx').on('sign_otp').columns(['signer_id', 'state']).execute();
      await db.schema.createIndex('sign_otp_subject_idx').on('sign_otp').columns(['subject', 'created_at']).execute();
      await db.schema
        .createTable('sign_credential')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('app_user.id').onDelete('cascade'))
        .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
        .addColumn('password_set_at', 'bigint', (c) => c.notNull())
        .addColumn('certificate_pem', 'text', (c) => c.notNull())
        .addColumn('encrypted_private_key', 'text', (c) => c.notNull())
        // Wrong signature passwords given since failed_since: past a limit, every try waits (credentials/store.ts).
        .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('failed_since', 'bigint')
        .execute();
    },
  };
}
