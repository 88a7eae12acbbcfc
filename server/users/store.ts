import { sql, type SqlBool } from 'kysely';
import { likePattern } from '../db/like-pattern.js';
import type { Db } from '../database.js';
import type { DialectName } from '../db/connect.js';
import { booleanValue, timestampNow } from '../db/column-values.js';
import { hashPassword } from '../auth/passwords.js';
import { SORTABLE, USER_COLUMNS, userOf, usersWithAuthorities } from './rows.js';
import type { AccountSettings, AdministratorAddress, Credentials, NewUser, SignedInUser, User, UserChanges, UserSort } from './types.js';

/**
 * The accounts (app_user) and their authorities (app_user_authority): the only code that reads or
 * writes them. Logins and emails are kept in lower case. Writes take the caller's transaction;
 * reads take it where a decision inside a transaction depends on them.
 */
export class UserStore {
  constructor(
    private readonly db: Db,
    private readonly dialect: DialectName,
  ) {}

  /** The account behind a token, with what the guard checks beyond it. */
  async findByLogin(login: string): Promise<SignedInUser | undefined> {
    // One statement, a row per authority: every signed-in request reads it (on PostgreSQL, a round trip each).
    const rows = await this.db
      .selectFrom('app_user')
      .leftJoin('app_user_authority', 'app_user_authority.user_id', 'app_user.id')
      .select([
        ...USER_COLUMNS.map((c) => `app_user.${c}` as const),
        'app_user.password_hash as passwordHash',
        'app_user.tokens_valid_after as tokensValidAfter',
        'app_user_authority.authority_name as authority',
      ])
      .where('app_user.login', '=', login.toLowerCase())
      .orderBy('app_user_authority.authority_name')
      .execute();
    if (!rows.length) return undefined;
    const [row] = rows;
    return {
      ...userOf(row, rows.flatMap((r) => (r.authority == null ? [] : [r.authority]))),
      passwordHash: row.passwordHash,
      tokensValidAfter: Number(row.tokensValidAfter ?? 0),
    };
  }

  /** The account with its password state, by id, login or email. */
  async credentials(by: 'id' | 'login' | 'email', value: string | number, db: Db = this.db): Promise<Credentials | undefined> {
    const row = await db
      .selectFrom('app_user')
      .select(['id', 'login', 'email', 'lang_key', 'activated', 'password_hash', 'password_set_at', 'password_expired'])
      .where(by, '=', typeof value === 'string' ? value.toLowerCase() : value)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      id: row.id,
      login: row.login,
      email: row.email ?? null,
      langKey: row.lang_key,
      activated: Boolean(row.activated),
      passwordHash: row.password_hash,
      passwordSetAt: Number(row.password_set_at ?? 0),
      passwordExpired: Boolean(row.password_expired),
    };
  }

  async byLogin(login: string, db: Db = this.db): Promise<User | undefined> {
    const row = await db.selectFrom('app_user').select([...USER_COLUMNS]).where('login', '=', login.toLowerCase()).executeTakeFirst();
    return row ? (await usersWithAuthorities(db, [row]))[0] : undefined;
  }

  async byId(id: number, db: Db = this.db): Promise<User | undefined> {
    const row = await db.selectFrom('app_user').select([...USER_COLUMNS]).where('id', '=', id).executeTakeFirst();
    return row ? (await usersWithAuthorities(db, [row]))[0] : undefined;
  }

  /** A page of accounts in the order asked (members of SORTABLE), then by id. */
  async page(page: number, size: number, sort: UserSort): Promise<{ total: number; rows: User[] }> {
    const total = await this.count();
    let query = this.db.selectFrom('app_user').select([...USER_COLUMNS]);
    for (const [field, direction] of sort) query = query.orderBy(SORTABLE[field], direction);
    const rows = await query.orderBy('id', 'asc').limit(size).offset(page * size).execute();
    return { total, rows: await usersWithAuthorities(this.db, rows) };
  }

  async count(): Promise<number> {
    const { n } = await this.db.selectFrom('app_user').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(n);
  }

  /** The id of the account that holds this email, if any. */
  async idOfEmail(email: string, db: Db = this.db): Promise<number | undefined> {
    const row = await db.selectFrom('app_user').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst();
    return row ? row.id : undefined;
  }

  /** The id of the account with this login, compared as given. */
  async idOfLogin(login: string): Promise<number | undefined> {
    const row = await this.db.selectFrom('app_user').select('id').where('login', '=', login).executeTakeFirst();
    return row ? row.id : undefined;
  }

  async loginOf(id: number): Promise<string | undefined> {
    const row = await this.db.selectFrom('app_user').select('login').where('id', '=', id).executeTakeFirst();
    return row?.login;
  }

  /** The names of the authorities an account may hold, sorted. */
  async authorities(): Promise<string[]> {
    const rows = await this.db.selectFrom('authority').select('name').orderBy('name').execute();
    return rows.map((r) => r.name);
  }

  async knownAuthorities(db: Db = this.db): Promise<Set<string>> {
    const rows = await db.selectFrom('authority').select('name').execute();
    return new Set(rows.map((r) => r.name));
  }

  /**
   * The ids of the activated ROLE_ADMIN accounts. On PostgreSQL their rows are locked until the
   * transaction ends, so two administrators demoting each other at once cannot both succeed.
   */
  async activatedAdministrators(db: Db): Promise<number[]> {
    let query = db
      .selectFrom('app_user')
      .innerJoin('app_user_authority', 'app_user_authority.user_id', 'app_user.id')
      .select('app_user.id')
      .where('app_user_authority.authority_name', '=', 'ROLE_ADMIN')
      .where('app_user.activated', '=', booleanValue(this.dialect, true));
    if (this.dialect === 'postgres') query = query.forUpdate();
    const rows = await query.execute();
    return rows.map((r) => r.id);
  }

  /**
   * Activated accounts whose login, first or last name holds `text` (in any case), by login; at most
   * `limit`.
   */
  async searchActivated(text: string, limit: number): Promise<{ id: number; login: string; firstName: string | null; lastName: string | null }[]> {
    const pattern = likePattern(text.toLowerCase());
    const holds = (column: 'login' | 'first_name' | 'last_name') => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    return this.db
      .selectFrom('app_user')
      .select(['id', 'login', 'first_name as firstName', 'last_name as lastName'])
      .where('activated', '=', booleanValue(this.dialect, true))
      .where((eb) => eb.or([holds('login'), holds('first_name'), holds('last_name')]))
      .orderBy('login')
      .limit(limit)
      .execute();
  }

  /** The activated ROLE_ADMIN accounts that have an email address. */
  async administratorAddresses(): Promise<AdministratorAddress[]> {
    const rows = await this.db
      .selectFrom('app_user')
      .innerJoin('app_user_authority', 'app_user_authority.user_id', 'app_user.id')
      .select(['app_user.login', 'app_user.email', 'app_user.lang_key', 'app_user.activated'])
      .where('app_user_authority.authority_name', '=', 'ROLE_ADMIN')
      .where('app_user.email', 'is not', null)
      .execute();
    return rows.flatMap((r) => (Boolean(r.activated) && r.email ? [{ login: r.login, email: r.email, langKey: r.lang_key }] : []));
  }

  /** Creates an account; inside the caller's transaction when one is given. */
  async create(user: NewUser, trx?: Db): Promise<number> {
    const passwordHash = user.passwordHash ?? (await hashPassword(user.password));
    if (trx) return this.insert(trx, user, passwordHash);
    return this.db.transaction().execute((t) => this.insert(t, user, passwordHash));
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
        password_expired: booleanValue(this.dialect, expired),
        last_modified_by: by,
        last_modified_date: timestampNow(this.dialect),
      })
      .where('id', '=', userId)
      .execute();
  }

  async activate(db: Db, userId: number): Promise<void> {
    await db
      .updateTable('app_user')
      .set({ activated: booleanValue(this.dialect, true), last_modified_by: 'system', last_modified_date: timestampNow(this.dialect) })
      .where('id', '=', userId)
      .execute();
  }

  async updateSettings(db: Db, userId: number, settings: AccountSettings, by: string): Promise<void> {
    await db
      .updateTable('app_user')
      .set({
        first_name: settings.firstName,
        last_name: settings.lastName,
        email: settings.email?.toLowerCase() ?? null,
        lang_key: settings.langKey,
        last_modified_by: by,
        last_modified_date: timestampNow(this.dialect),
      })
      .where('id', '=', userId)
      .execute();
  }

  /** An administrator's change of profile, activation and authorities (which replace the old ones). */
  async update(db: Db, id: number, changes: UserChanges, by: string): Promise<void> {
    await db
      .updateTable('app_user')
      .set({
        first_name: changes.firstName,
        last_name: changes.lastName,
        email: changes.email.toLowerCase(),
        activated: booleanValue(this.dialect, changes.activated),
        lang_key: changes.langKey,
        last_modified_by: by.slice(0, 50),
        last_modified_date: timestampNow(this.dialect),
      })
      .where('id', '=', id)
      .execute();
    await db.deleteFrom('app_user_authority').where('user_id', '=', id).execute();
    await this.grant(db, id, changes.authorities);
  }

  /** Deletes an account; its authorities, keys and links go with it (the foreign keys cascade). */
  async remove(db: Db, userId: number): Promise<void> {
    await db.deleteFrom('app_user').where('id', '=', userId).execute();
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
        activated: booleanValue(this.dialect, user.activated),
        lang_key: user.langKey ?? 'en',
        created_by: user.createdBy,
        password_set_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.grant(trx, Number(id), user.authorities);
    return Number(id);
  }

  private async grant(db: Db, userId: number, authorities: string[]): Promise<void> {
    if (authorities.length)
      await db
        .insertInto('app_user_authority')
        .values(authorities.map((a) => ({ user_id: userId, authority_name: a })))
        .execute();
  }
}
