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
  firstName?: string;
  lastName?: string;
  email?: string;
  activated: boolean;
  langKey?: string;
  authorities: string[];
  createdBy: string;
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

  async findByLogin(login: string): Promise<(User & { passwordHash: string }) | undefined> {
    const row = await this.db
      .selectFrom('app_user')
      .select([...USER_COLUMNS, 'password_hash as passwordHash'])
      .where('login', '=', login.toLowerCase())
      .executeTakeFirst();
    if (!row) return undefined;
    const authorities = await this.db
      .selectFrom('app_user_authority')
      .select('authority_name')
      .where('user_id', '=', row.id)
      .orderBy('authority_name')
      .execute();
    return { ...this.fromRow(row), passwordHash: row.passwordHash, authorities: authorities.map((a) => a.authority_name) };
  }

  async authorities(): Promise<string[]> {
    const rows = await this.db.selectFrom('authority').select('name').orderBy('name').execute();
    return rows.map((r) => r.name);
  }

  async count(): Promise<number> {
    const { n } = await this.db.selectFrom('app_user').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(n);
  }

  async create(user: NewUser): Promise<number> {
    const passwordHash = await hashPassword(user.password);
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('app_user')
        .values({
          login: user.login.toLowerCase(),
          password_hash: passwordHash,
          first_name: user.firstName ?? null,
          last_name: user.lastName ?? null,
          email: user.email?.toLowerCase() ?? null,
          activated: this.dialect === 'sqlite' ? Number(user.activated) : user.activated,
          lang_key: user.langKey ?? 'en',
          created_by: user.createdBy,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (user.authorities.length)
        await trx
          .insertInto('app_user_authority')
          .values(user.authorities.map((a) => ({ user_id: id, authority_name: a })))
          .execute();
      return Number(id);
    });
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
