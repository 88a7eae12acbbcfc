import type { Db } from '../../database.js';
import { tooMany } from '../../errors/app-error.js';
import { fromPem, parseCertificate, serialOf } from '../keys/certificates.js';

/** An account's signature credentials: the password's hash, when it was set, and the signer key it encrypts. */
export interface Credential {
  userId: number;
  passwordHash: string;
  passwordSetAt: number;
  certificatePem: string;
  encryptedPrivateKey: string;
}

/** Wrong signature passwords an account may give within the window (tries being compared count too); then every try answers 429 until the window ends. */
export const MAX_PASSWORD_FAILURES = 5;
export const PASSWORD_FAILURE_WINDOW_MS = 15 * 60_000;

/** The owner of sign_credential. */
export class CredentialStore {
  constructor(private readonly db: Db) {}

  async get(userId: number, db: Db = this.db): Promise<Credential | undefined> {
    const row = await db.selectFrom('sign_credential').selectAll().where('user_id', '=', userId).executeTakeFirst();
    return row
      ? {
          userId: row.user_id,
          passwordHash: row.password_hash,
          passwordSetAt: row.password_set_at,
          certificatePem: row.certificate_pem,
          encryptedPrivateKey: row.encrypted_private_key,
        }
      : undefined;
  }

  /** Sets (or replaces) the credentials: a new password always comes with a new signer key. */
  async save(credential: Credential, db: Db = this.db): Promise<void> {
    const values = {
      password_hash: credential.passwordHash,
      password_set_at: credential.passwordSetAt,
      certificate_pem: credential.certificatePem,
      certificate_serial: serialOf(parseCertificate(fromPem(credential.certificatePem))),
      encrypted_private_key: credential.encryptedPrivateKey,
      failed_attempts: 0,
      failed_since: null,
    };
    await db
      .insertInto('sign_credential')
      .values({ user_id: credential.userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  }

  /**
   * Claims one of the account's tries before a signature password is compared, counted as a wrong
   * one until the comparison clears it: tries sent at once cannot outnumber MAX_PASSWORD_FAILURES,
   * as one statement counts and checks. A window that has ended starts again. 429 with Retry-After
   * when none is left.
   */
  async claimAttempt(userId: number): Promise<void> {
    const now = Date.now();
    const claimed = await this.db
      .updateTable('sign_credential')
      .set((eb) => {
        const fresh = eb.or([eb('failed_since', 'is', null), eb('failed_since', '<=', now - PASSWORD_FAILURE_WINDOW_MS)]);
        return {
          failed_attempts: eb.case().when(fresh).then(1).else(eb('failed_attempts', '+', 1)).end(),
          failed_since: eb.case().when(fresh).then(now).else(eb.ref('failed_since')).end(),
        };
      })
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('failed_since', 'is', null), eb('failed_since', '<=', now - PASSWORD_FAILURE_WINDOW_MS), eb('failed_attempts', '<', MAX_PASSWORD_FAILURES)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1) return;
    const row = await this.db.selectFrom('sign_credential').select('failed_since').where('user_id', '=', userId).executeTakeFirst();
    const until = Number(row?.failed_since ?? now) + PASSWORD_FAILURE_WINDOW_MS;
    const seconds = Math.max(1, Math.ceil((until - Date.now()) / 1000));
    throw tooMany('sign.too-many-passwords', `Too many wrong signature passwords. Try again in ${Math.ceil(seconds / 60)} minute(s).`, seconds, 'error.sign.toomanypasswords');
  }

  /** The certificates in force (one per account that has signature credentials), with their account's login; one account's when named. */
  async inForce(login?: string, db: Db = this.db): Promise<{ login: string; certificatePem: string; serial: string }[]> {
    let rows = db
      .selectFrom('sign_credential')
      .innerJoin('app_user', 'app_user.id', 'sign_credential.user_id')
      .select(['app_user.login', 'sign_credential.certificate_pem', 'sign_credential.certificate_serial'])
      .orderBy('app_user.login');
    if (login) rows = rows.where('app_user.login', '=', login.toLowerCase());
    return (await rows.execute()).map((r) => ({ login: r.login, certificatePem: r.certificate_pem, serial: r.certificate_serial ?? '' }));
  }

  /**
   * Takes the credentials whose certificate is `serial` away (their key with them), answering whose
   * they were; undefined when no credential has that certificate (any more).
   */
  async removeCertificate(trx: Db, serial: string): Promise<{ login: string; certificatePem: string } | undefined> {
    const row = await trx
      .selectFrom('sign_credential')
      .innerJoin('app_user', 'app_user.id', 'sign_credential.user_id')
      .select(['sign_credential.user_id', 'app_user.login', 'sign_credential.certificate_pem'])
      .where('sign_credential.certificate_serial', '=', serial)
      .executeTakeFirst();
    if (!row) return undefined;
    const removed = await trx.deleteFrom('sign_credential').where('user_id', '=', row.user_id).where('certificate_serial', '=', serial).executeTakeFirst();
    return Number(removed.numDeletedRows) === 1 ? { login: row.login, certificatePem: row.certificate_pem } : undefined;
  }

  /** A right signature password clears the count. */
  async clearFailures(userId: number): Promise<void> {
    await this.db.updateTable('sign_credential').set({ failed_attempts: 0, failed_since: null }).where('user_id', '=', userId).where('failed_attempts', '>', 0).execute();
  }
}
