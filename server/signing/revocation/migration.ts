import type { Kysely, Migration } from 'kysely';
import { fromPem, parseCertificate, serialOf } from '../keys/certificates.js';

/**
 * The revocation of signer certificates (migration '0017-sign-revocation'; owner: store.ts):
 *
 * - sign_revocation: one row per revoked certificate, by its serial number (hex): whose it was
 *   (login), the certificate itself, when, by whom, why (an RFC 5280 reason) and the administrator's
 *   note. It is the record of the revocation, and what each revocation list lists.
 * - sign_crl: the revocation lists the authority issued, by number (a list's CRLNumber); the newest
 *   is the one published. `der` is the list (base64), valid from `this_update` until `next_update`.
 *   The number is the key, so that two servers issuing at once keep one list of each number.
 * - on sign_credential: the serial number of the certificate in force (`certificate_serial`), by
 *   which the console names the certificate it revokes; filled in for the credentials there are.
 */
export const signRevocationMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('sign_revocation')
      .addColumn('serial', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('login', 'varchar(50)', (c) => c.notNull())
      .addColumn('certificate_pem', 'text', (c) => c.notNull())
      .addColumn('reason', 'varchar(30)', (c) => c.notNull())
      .addColumn('note', 'varchar(500)')
      .addColumn('revoked_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_by', 'varchar(50)', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('sign_crl')
      .addColumn('number', 'integer', (c) => c.primaryKey())
      .addColumn('der', 'text', (c) => c.notNull())
      .addColumn('this_update', 'bigint', (c) => c.notNull())
      .addColumn('next_update', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.alterTable('sign_credential').addColumn('certificate_serial', 'varchar(64)').execute();
    await fillSerials(db);
    await db.schema.createIndex('sign_credential_serial_idx').on('sign_credential').column('certificate_serial').unique().execute();
  },
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration reads the tables as they were then, not as typed now
async function fillSerials(db: Kysely<any>): Promise<void> {
  const rows: { user_id: number; certificate_pem: string }[] = await db.selectFrom('sign_credential').select(['user_id', 'certificate_pem']).execute();
  for (const row of rows)
    await db
      .updateTable('sign_credential')
      .set({ certificate_serial: serialOf(parseCertificate(fromPem(row.certificate_pem))) })
      .where('user_id', '=', row.user_id)
      .execute();
}
