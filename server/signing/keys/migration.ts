import type { Migration } from 'kysely';

/**
 * The installation's signing authorities (migration '0010-signing-authority'): one row per name,
 * 'ca' (the certificate authority that issues signer certificates) and 'tsa' (the local timestamp
 * authority, issued by it). The private key is sealed with the master key (AES-256-GCM). The name is
 * the key, so that servers starting together on one database keep the first row written.
 * Owner: authority-store.ts.
 */
export const signAuthorityMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('sign_authority')
      .addColumn('name', 'varchar(20)', (c) => c.primaryKey())
      .addColumn('certificate_pem', 'text', (c) => c.notNull())
      .addColumn('sealed_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
