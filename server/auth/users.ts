import type { Db, DialectName } from '../db/connect.js';
import { hashPassword } from './passwords.js';

export const AUTHORITIES = ['ROLE_ADMIN', 'ROLE_WADMIN', 'ROLE_USER'] as const;
export type Authority = (typeof AUTHORITIES)[number];

export interface User {
  id: number;
  login: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  activated: boolean;
  langKey: string;
  authorities: string[];
  createdBy: string;
  createdDate: string;
  lastModifiedBy: string | null;
  lastModifiedDate: string | null;
}

export interface NewUser {
  login: string;
  password: string;
  /** The password already hashed, when the caller needed the hash earlier. */
  passwordHash?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  activated: boolean;
  langKey?: string;
  authorities: string[];
  createdBy: string;
}

/** What sign-in and password calls need beyond the public account; never sent to a client. */
export interface Credentials {
  id: number;
  login: string;
  email: string | null;
  langKey: string;
  activated: boolean;
  passwordHash: string;
  /** Epoch milliseconds. */
  passwordSetAt: number;
  /** Set for temporary passwords: the next sign-in must change it. */
  passwordExpired: boolean;
}

const USER_COLUMNS = [
  'id',
  'login',
  'first_name as firstName',
  'last_name as lastName',
  'email',
  'activated',
  'lang_key as langKey',
  'created_by as createdBy',
  'created_date as createdDate',
  'last_modified_by as lastModifiedBy',
  'last_modified_date as lastModifiedDate',
];

/** The accounts table and its authorities. Logins are kept in lower case. */
export class UserStore {
  constructor(
    private readonly db: Db,
    private readonly dialect: DialectName,
  ) {}

  /** The account with what the guard needs beyond it: the password hash and when its tokens start to count (epoch ms, 0 for all). */
  async findByLogin(login: string): Promise<(User & { passwordHash: string; tokensValidAfter: number }) | undefined> {
    // One statement, a row per authority: every signed-in request reads it (on PostgreSQL, a round trip each).
    const rows = await this.db
      .selectFrom('app_user')
      .leftJoin('app_user_authority', 'app_user_authority.user_id', 'app_user.id')
      .select([...USER_COLUMNS.map((c) => `app_user.${c}`), 'app_user.password_hash as passwordHash', 'app_user.tokens_valid_after as tokensValidAfter', 'app_user_authority.authority_name as authority'])
      .where('app_user.login', '=', login.toLowerCase())
      .orderBy('app_user_authority.authority_name')
      .execute();
    if (!rows.length) return undefined;
    const [row] = rows;
    return {
      ...this.fromRow(row),
      passwordHash: row.passwordHash,
      tokensValidAfter: Number(row.tokensValidAfter ?? 0),
      authorities: rows.flatMap((r) => (r.authority == null ? [] : [String(r.authority)])),
    };
  }

  /** The account with its password state, by id, login or email (logins and emails are kept in lower case). */
  async credentials(by: 'id' | 'login' | 'email', value: string | number, db: Db = this.db): Promise<Credentials | undefined> {
    const row = await db
      .selectFrom('app_user')
      .select(['id', 'login', 'email', 'lang_key', 'activated', 'password_hash', 'password_set_at', 'password_expired'])
      .where(by, '=', typeof value === 'string' ? value.toLowerCase() : value)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      id: Number(row.id),
      login: row.login,
      email: row.email ?? null,
      langKey: row.lang_key,
      activated: Boolean(row.activated),
      passwordHash: row.password_hash,
      passwordSetAt: Number(row.password_set_at ?? 0),
      passwordExpired: Boolean(row.password_expired),
    };
  }

  /**
   * Sets a new password; `expired` marks a temporary one that must be changed at the next sign-in.
   * Every token issued before now stops counting: a new password ends the account's sessions.
   */
  async setPassword(db: Db, userId: number, passwordHash: string, expired: boolean, by: string): Promise<void> {
    const now = Date.now();
    await db
      .updateTable('app_user')
      .set({
        password_hash: passwordHash,
        password_set_at: now,
        tokens_valid_after: now,
        password_expired: this.bool(expired),
        last_modified_by: by,
        last_modified_date: this.now(),
      })
      .where('id', '=', userId)
      .execute();
  }

  async activate(db: Db, userId: number): Promise<void> {
    await db
      .updateTable('app_user')
      .set({ activated: this.bool(true), last_modified_by: 'system', last_modified_date: this.now() })
      .where('id', '=', userId)
      .execute();
  }

  async updateSettings(
    db: Db,
    userId: number,
    settings: { firstName: string | null; lastName: string | null; email: string | null; langKey: string },
    by: string,
  ): Promise<void> {
    await db
      .updateTable('app_user')
      .set({
        first_name: settings.firstName,
        last_name: settings.lastName,
        email: settings.email?.toLowerCase() ?? null,
        lang_key: settings.langKey,
        last_modified_by: by,
        last_modified_date: this.now(),
      })
      .where('id', '=', userId)
      .execute();
  }

  async remove(db: Db, userId: number): Promise<void> {
    await db.deleteFrom('app_user').where('id', '=', userId).execute();
  }

  private bool(value: boolean): boolean | number {
    return this.dialect === 'sqlite' ? Number(value) : value;
  }

  /** A timestamp column's value: a Date for PostgreSQL, UTC text in SQLite's CURRENT_TIMESTAMP form. */
  private now(): Date | string {
    const date = new Date();
    return this.dialect === 'postgres' ? date : date.toISOString().slice(0, 19).replace('T', ' ');
  }

  async authorities(): Promise<string[]> {
    const rows = await this.db.selectFrom('authority').select('name').orderBy('name').execute();
    return rows.map((r) => r.name);
  }

  async count(): Promise<number> {
    const { n } = await this.db.selectFrom('app_user').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(n);
  }

  /** Creates an account; inside the caller's transaction when one is given. */
  async create(user: NewUser, trx?: Db): Promise<number> {
    const passwordHash = user.passwordHash ?? (await hashPassword(user.password));
    if (trx) return this.insert(trx, user, passwordHash);
    return this.db.transaction().execute((t) => this.insert(t, user, passwordHash));
  }

  private async insert(trx: Db, user: NewUser, passwordHash: string): Promise<number> {
    const { id } = await trx
      .insertInto('app_user')
      .values({
        login: user.login.toLowerCase(),
        password_hash: passwordHash,
        first_name: user.firstName ?? null,
        last_name: user.lastName ?? null,
        email: user.email?.toLowerCase() ?? null,
        activated: this.bool(user.activated),
        lang_key: user.langKey ?? 'en',
        created_by: user.createdBy,
        password_set_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (user.authorities.length)
      await trx
        .insertInto('app_user_authority')
        .values(user.authorities.map((a) => ({ user_id: id, authority_name: a })))
        .execute();
    return Number(id);
  }

  private fromRow(row: Record<string, unknown>): User {
    const iso = (v: unknown) => (v == null ? null : v instanceof Date ? v.toISOString() : new Date(`${String(v).replace(' ', 'T')}Z`).toISOString());
    return {
      id: Number(row.id),
      login: row.login as string,
      firstName: (row.firstName as string) ?? null,
      lastName: (row.lastName as string) ?? null,
      email: (row.email as string) ?? null,
      activated: Boolean(row.activated),
      langKey: row.langKey as string,
      authorities: [],
      createdBy: row.createdBy as string,
      createdDate: iso(row.createdDate)!,
      lastModifiedBy: (row.lastModifiedBy as string) ?? null,
      lastModifiedDate: iso(row.lastModifiedDate),
    };
  }
}
