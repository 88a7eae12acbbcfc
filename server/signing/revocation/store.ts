import type { Db } from '../../database.js';
import type { RevocationReason } from '../../../src/shared/signing/certificates.js';

/** A revoked certificate, as kept. */
export interface Revocation {
  serial: string;
  login: string;
  certificatePem: string;
  reason: RevocationReason;
  note: string | null;
  revokedAt: number;
  revokedBy: string;
}

/** A revocation list the authority issued. */
export interface IssuedCrl {
  number: number;
  der: Uint8Array;
  thisUpdate: number;
  nextUpdate: number;
}

/** The owner of sign_revocation and sign_crl (migration.ts). */
export class RevocationStore {
  constructor(private readonly db: Db) {}

  async record(trx: Db, revocation: Revocation): Promise<void> {
    await trx
      .insertInto('sign_revocation')
      .values({
        serial: revocation.serial,
        login: revocation.login,
        certificate_pem: revocation.certificatePem,
        reason: revocation.reason,
        note: revocation.note,
        revoked_at: revocation.revokedAt,
        revoked_by: revocation.revokedBy,
      })
      .execute();
  }

  /** Every revoked certificate, or one account's, oldest first. */
  async revoked(login?: string, db: Db = this.db): Promise<Revocation[]> {
    let rows = db.selectFrom('sign_revocation').selectAll().orderBy('revoked_at');
    if (login) rows = rows.where('login', '=', login.toLowerCase());
    return (await rows.execute()).map((r) => ({
      serial: r.serial,
      login: r.login,
      certificatePem: r.certificate_pem,
      reason: r.reason,
      note: r.note,
      revokedAt: Number(r.revoked_at),
      revokedBy: r.revoked_by,
    }));
  }

  async isRevoked(serial: string, db: Db = this.db): Promise<boolean> {
    return (await db.selectFrom('sign_revocation').select('serial').where('serial', '=', serial).executeTakeFirst()) !== undefined;
  }

  /** When each of these certificates was revoked (epoch ms), for those that were. */
  async revokedAt(serials: string[], db: Db = this.db): Promise<Map<string, number>> {
    if (!serials.length) return new Map();
    const rows = await db.selectFrom('sign_revocation').select(['serial', 'revoked_at']).where('serial', 'in', serials).execute();
    return new Map(rows.map((r) => [r.serial, Number(r.revoked_at)]));
  }

  /** The newest list issued, if any. */
  async latestCrl(db: Db = this.db): Promise<IssuedCrl | undefined> {
    const row = await db.selectFrom('sign_crl').selectAll().orderBy('number', 'desc').limit(1).executeTakeFirst();
    return row && { number: row.number, der: new Uint8Array(Buffer.from(row.der, 'base64')), thisUpdate: Number(row.this_update), nextUpdate: Number(row.next_update) };
  }

  /** Keeps a list; false when another server kept one of that number first. */
  async keepCrl(crl: IssuedCrl, db: Db = this.db): Promise<boolean> {
    const kept = await db
      .insertInto('sign_crl')
      .values({ number: crl.number, der: Buffer.from(crl.der).toString('base64'), this_update: crl.thisUpdate, next_update: crl.nextUpdate })
      .onConflict((oc) => oc.column('number').doNothing())
      .returning('number')
      .executeTakeFirst();
    return kept !== undefined;
  }
}
