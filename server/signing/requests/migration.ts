import type { Migration } from 'kysely';

/**
 * What following a request needs (migration '0015-sign-request-lifecycle'; owner: store.ts):
 *
 * - on sign_request: the asker's `message` for the invitations; how it ended when it did not
 *   complete (`ended_reason`, `ended_by`, `ended_at`: declined by a signer, voided by the asker,
 *   expired at its due date); its reminder rules (`remind_every_days`, `remind_before_days`) and what
 *   its due date does (`on_due`: `remind` or `expire`); `next_run_at`, when the scheduler looks at it
 *   next (null: never again).
 * - on sign_signer: when the signer first opened the document (`opened_at`), declined it
 *   (`declined_at`, with the request's `ended_reason`), was last reminded (`reminded_at`) and how
 *   often (`reminders`); the address it signed from (`signed_from`) and with what
 *   (`signed_with`: `signature-password` or `one-time-password`), for the completion certificate.
 * - on sign_request: the attachment holding its completion certificate (`certificate_id`), once made.
 */
export const signRequestLifecycleMigration: Migration = {
  async up(db) {
    await db.schema.alterTable('sign_request').addColumn('message', 'varchar(2000)').execute();
    await db.schema.alterTable('sign_request').addColumn('ended_reason', 'varchar(1000)').execute();
    await db.schema.alterTable('sign_request').addColumn('ended_by', 'varchar(60)').execute();
    await db.schema.alterTable('sign_request').addColumn('ended_at', 'bigint').execute();
    await db.schema.alterTable('sign_request').addColumn('remind_every_days', 'integer').execute();
    await db.schema.alterTable('sign_request').addColumn('remind_before_days', 'integer').execute();
    await db.schema.alterTable('sign_request').addColumn('on_due', 'varchar(10)').execute();
    await db.schema.alterTable('sign_request').addColumn('next_run_at', 'bigint').execute();
    await db.schema.createIndex('sign_request_next_run_idx').on('sign_request').column('next_run_at').execute();
    await db.schema.alterTable('sign_signer').addColumn('opened_at', 'bigint').execute();
    await db.schema.alterTable('sign_signer').addColumn('declined_at', 'bigint').execute();
    await db.schema.alterTable('sign_signer').addColumn('reminded_at', 'bigint').execute();
    await db.schema.alterTable('sign_signer').addColumn('reminders', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('sign_signer').addColumn('signed_from', 'varchar(45)').execute();
    await db.schema.alterTable('sign_signer').addColumn('signed_with', 'varchar(20)').execute();
    await db.schema.alterTable('sign_request').addColumn('certificate_id', 'integer').execute();
  },
};

/**
 * What the inboxes' lists read by (migration '0016-sign-inbox-indexes'; inbox-reads.ts): the signers
 * of an account (`sign_signer.login`, for "Awaiting my signature") and the requests an account asked,
 * newest first (`sign_request.created_by`, `created_at`, for "Sent for signature"). Without them each
 * list read every signer, or every request, of the table.
 */
export const signInboxIndexesMigration: Migration = {
  async up(db) {
    await db.schema.createIndex('sign_signer_login_idx').on('sign_signer').column('login').execute();
    await db.schema.createIndex('sign_request_created_by_idx').on('sign_request').columns(['created_by', 'created_at']).execute();
  },
};
