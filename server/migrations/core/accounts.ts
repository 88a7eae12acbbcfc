import type { Migration } from 'kysely';
import type { TableBuilders } from '../../db/table-builders.js';

/** '0001-accounts': settings, authorities, accounts and the authorities each holds. */
export const accountsMigration = ({ idColumn, now }: TableBuilders): Migration => ({
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
});

/**
 * '0002-account-security': password expiry, activation and reset keys, used captchas, failed
 * sign-ins and the mail outbox. Times in these tables are epoch milliseconds (bigint): compared the
 * same way on both databases.
 */
export const accountSecurityMigration = ({ idColumn }: TableBuilders): Migration => ({
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
});

/** '0003-oauth2-sign-in': external sign-in: which provider subject is which account, and the one-time proofs of completed sign-ins. */
export const oauth2SignInMigration = ({ idColumn }: TableBuilders): Migration => ({
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
});

/**
 * '0009-token-revocation': sessions end with a password change: tokens issued before this instant
 * (epoch milliseconds) are refused. Null until the first change after this migration: every earlier
 * token stands.
 */
export const tokenRevocationMigration: Migration = {
  async up(db) {
    await db.schema.alterTable('app_user').addColumn('tokens_valid_after', 'bigint').execute();
  },
};

/**
 * '0013-revoked-tokens-and-mail-requests': session tokens ended by a sign-out, by the SHA-256 of the
 * token, until they would have expired anyway; and the requests that may mail an account's address
 * (registration, password resets), counted per recipient and per client address.
 */
export const revokedTokensAndMailRequestsMigration = ({ idColumn }: TableBuilders): Migration => ({
  async up(db) {
    await db.schema
      .createTable('revoked_token')
      .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await idColumn(db, 'mail_request')
      .addColumn('subject', 'varchar(300)', (c) => c.notNull())
      .addColumn('requested_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('mail_request_subject_idx').on('mail_request').columns(['subject', 'requested_at']).execute();
  },
});
