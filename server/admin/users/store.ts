import type { Db, DialectName } from '../../db/connect.js';
import type { User } from '../../auth/users.js';
import type { ListSort } from '../../http/pagination.js';

/** The members of a user that the administrator lists and sorts by, with their columns. */
export const SORTABLE: Record<string, string> = {
  id: 'id',
  login: 'login',
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  activated: 'activated',
  langKey: 'lang_key',
  createdBy: 'created_by',
  createdDate: 'created_date',
  lastModifiedBy: 'last_modified_by',
  lastModifiedDate: 'last_modified_date',
};

const COLUMNS = [
  'id',
  'login',
  'first_name',
  'last_name',
  'email',
  'activated',
  'lang_key',
  'created_by',
  'created_date',
  'last_modified_by',
  'last_modified_date',
] as const;

export interface UserChanges {
  firstName: string | null;
  lastName: string | null;
  email: string;
  activated: boolean;
  langKey: string;
  authorities: string[];
}

const iso = (v: unknown) =>
  v == null ? null : v instanceof Date ? v.toISOString() : new Date(`${String(v).replace(' ', 'T')}Z`).toISOString();

/**
 * The accounts as the administrator sees them: pages of users with their authorities, changes to
 * their profile and roles, and the count of activated administrators that must never reach zero.
 * Password hashes are never read here.
 */
export class AdminUserStore {
  constructor(
    private readonly db: Db,
    private readonly dialect: DialectName,
  ) {}

  async page(page: number, size: number, sort: ListSort): Promise<{ total: number; rows: User[] }> {
    const { n } = await this.db.selectFrom('app_user').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    let query = this.db.selectFrom('app_user').select([...COLUMNS]);
    for (const [field, direction] of sort) query = query.orderBy(SORTABLE[field], direction);
    const rows = await query.orderBy('id', 'asc').limit(size).offset(page * size).execute();
    return { total: Number(n), rows: await this.withAuthorities(this.db, rows) };
  }

  async byLogin(login: string, db: Db = this.db): Promise<User | undefined> {
    const row = await db.selectFrom('app_user').select([...COLUMNS]).where('login', '=', login.toLowerCase()).executeTakeFirst();
    return row ? (await this.withAuthorities(db, [row]))[0] : undefined;
  }

  async byId(id: number, db: Db = this.db): Promise<User | undefined> {
    const row = await db.selectFrom('app_user').select([...COLUMNS]).where('id', '=', id).executeTakeFirst();
    return row ? (await this.withAuthorities(db, [row]))[0] : undefined;
  }

  /** The id of the account that holds this email (kept in lower case), if any. */
  async idOfEmail(db: Db, email: string): Promise<number | undefined> {
    const row = await db.selectFrom('app_user').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst();
    return row ? Number(row.id) : undefined;
  }

  async knownAuthorities(db: Db): Promise<Set<string>> {
    const rows = await db.selectFrom('authority').select('name').execute();
    return new Set(rows.map((r) => r.name as string));
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
      .where('app_user.activated', '=', this.bool(true));
    if (this.dialect === 'postgres') query = query.forUpdate();
    const rows = await query.execute();
    return rows.map((r) => Number(r.id));
  }

  async update(db: Db, id: number, changes: UserChanges, by: string): Promise<void> {
    await db
      .updateTable('app_user')
      .set({
        first_name: changes.firstName,
        last_name: changes.lastName,
        email: changes.email.toLowerCase(),
        activated: this.bool(changes.activated),
        lang_key: changes.langKey,
        last_modified_by: by.slice(0, 50),
        last_modified_date: this.now(),
      })
      .where('id', '=', id)
      .execute();
    await db.deleteFrom('app_user_authority').where('user_id', '=', id).execute();
    if (changes.authorities.length)
      await db
        .insertInto('app_user_authority')
        .values(changes.authorities.map((a) => ({ user_id: id, authority_name: a })))
        .execute();
  }

  async remove(db: Db, id: number): Promise<void> {
    await db.deleteFrom('app_user').where('id', '=', id).execute();
  }

  private async withAuthorities(db: Db, rows: Record<string, unknown>[]): Promise<User[]> {
    const ids = rows.map((r) => Number(r.id));
    const byUser = new Map<number, string[]>();
    if (ids.length) {
      const authorities = await db
        .selectFrom('app_user_authority')
        .select(['user_id', 'authority_name'])
        .where('user_id', 'in', ids)
        .orderBy('authority_name')
        .execute();
      for (const a of authorities) {
        const list = byUser.get(Number(a.user_id)) ?? [];
        list.push(a.authority_name as string);
        byUser.set(Number(a.user_id), list);
      }
    }
    return rows.map((row) => ({
      id: Number(row.id),
      login: row.login as string,
      firstName: (row.first_name as string | null) ?? null,
      lastName: (row.last_name as string | null) ?? null,
      email: (row.email as string | null) ?? null,
      activated: Boolean(row.activated),
      langKey: row.lang_key as string,
      authorities: byUser.get(Number(row.id)) ?? [],
      createdBy: row.created_by as string,
      createdDate: iso(row.created_date)!,
      lastModifiedBy: (row.last_modified_by as string | null) ?? null,
      lastModifiedDate: iso(row.last_modified_date),
    }));
  }

  private bool(value: boolean): boolean | number {
    return this.dialect === 'sqlite' ? Number(value) : value;
  }

  /** A timestamp column's value: a Date for PostgreSQL, UTC text in SQLite's CURRENT_TIMESTAMP form. */
  private now(): Date | string {
    const date = new Date();
    return this.dialect === 'postgres' ? date : date.toISOString().slice(0, 19).replace('T', ' ');
  }
}
