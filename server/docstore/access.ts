import type { Db } from '../database.js';
import type { DataVersion } from '../db/connect.js';
import { ReadCache } from '../db/read-cache.js';
import { forbidden, unauthorized } from '../errors/app-error.js';
import type { CurrentSiteReader } from '../sites/current-site.js';
import type { UserStore } from '../users/store.js';
import type { User } from '../users/types.js';

/** Whom the gateway acts for: a signed-in account's store identity, or the site's guest identity. */
export interface StoreIdentity {
  /** The identity's number, which aliases name in adiutoId: the account's id. */
  id: number;
  login: string;
  guest: boolean;
}

export type Right = 'create' | 'read' | 'update' | 'delete';
export type Rights = Record<Right, boolean>;

/** adiutoId of an alias that applies to every signed-in account (never to guests). */
export const EVERY_ACCOUNT = 0;

interface Grant {
  aliasId: number;
  type: string;
  target: number;
  rights: Rights;
}

const NONE: Rights = { create: false, read: false, update: false, delete: false };

/**
 * The gateway's permissions (docs/document-store.md#permissions): an alias names a store identity
 * (or EVERY_ACCOUNT) in adiutoId and holds permissions; a FAMILY permission grants its flags on the
 * family whose id is its adiutoId, a GENERAL permission on every family. Rights add up over all the
 * aliases of an identity. CUSTOM permissions are not about families and grant nothing here.
 */
export class GatewayAccess {
  private readonly grants: ReadCache<Grant[]>;
  private readonly accounts: ReadCache<number | undefined>;

  constructor(
    private readonly db: Db,
    private readonly site: CurrentSiteReader,
    private readonly users: UserStore,
    dataVersion?: DataVersion,
  ) {
    this.grants = new ReadCache(dataVersion, 1_000);
    this.accounts = new ReadCache(dataVersion, 1_000);
  }

  /** Whom a caller stands for: the signed-in account, else the guest identity; 401 when neither exists. */
  async identity(user: User | undefined): Promise<StoreIdentity> {
    const found = await this.identityOrUndefined(user);
    if (!found) throw unauthorized();
    return found;
  }

  async identityOrUndefined(user: User | undefined): Promise<StoreIdentity | undefined> {
    if (user) return { id: user.id, login: user.login, guest: false };
    const login = (await this.site.get())?.wguestUser;
    if (!login) return undefined;
    const id = await this.accountId(login);
    return id === undefined ? undefined : { id, login, guest: true };
  }

  /** The identity an account's login stands for, when the account exists (shared query links run as their issuer). */
  async identityOf(login: string, guest = false): Promise<StoreIdentity | undefined> {
    const id = await this.accountId(login);
    return id === undefined ? undefined : { id, login, guest };
  }

  async rights(identity: StoreIdentity, familyId: number): Promise<Rights> {
    const rights = { ...NONE };
    for (const grant of await this.grantsOf(identity)) {
      if (grant.type === 'GENERAL' || (grant.type === 'FAMILY' && grant.target === familyId))
        for (const right of Object.keys(rights) as Right[]) rights[right] ||= grant.rights[right];
    }
    return rights;
  }

  /** For each right, the families (of those given) on which the identity holds it. */
  async familiesWith(identity: StoreIdentity, families: { id: number; key: string }[]): Promise<Record<Right, string[]>> {
    const held: Record<Right, string[]> = { create: [], read: [], update: [], delete: [] };
    for (const family of families) {
      const rights = await this.rights(identity, family.id);
      for (const right of Object.keys(held) as Right[]) if (rights[right]) held[right].push(family.key);
    }
    return held;
  }

  /** Throws 403 with a problem naming what is missing unless the identity has the right on the family. */
  async require(identity: StoreIdentity, familyId: number, right: Right, familyName: string): Promise<void> {
    if ((await this.rights(identity, familyId))[right]) return;
    throw forbidden(`${identity.guest ? 'Guests' : `The account ${identity.login}`} may not ${right} documents of ${familyName}`);
  }

  private accountId(login: string): Promise<number | undefined> {
    return this.accounts.get(`account:${login}`, () => this.users.idOfLogin(login));
  }

  private grantsOf(identity: StoreIdentity): Promise<Grant[]> {
    const holders = identity.guest ? [identity.id] : [identity.id, EVERY_ACCOUNT];
    return this.grants.get(`grants:${holders.join(',')}`, async () => {
      const rows = await this.db
        .selectFrom('alias as a')
        .innerJoin('alias_permissions as ap', 'ap.alias_id', 'a.id')
        .innerJoin('permission as p', 'p.id', 'ap.permission_id')
        .select(['a.id as alias_id', 'p.type', 'p.adiuto_id', 'p.create', 'p.read', 'p.update', 'p.delete'])
        .where('a.adiuto_id', 'in', holders)
        .execute();
      return rows.map((r) => ({
        aliasId: r.alias_id,
        type: String(r.type ?? 'GENERAL'),
        target: Number(r.adiuto_id),
        rights: { create: Boolean(r.create), read: Boolean(r.read), update: Boolean(r.update), delete: Boolean(r.delete) },
      }));
    });
  }
}
