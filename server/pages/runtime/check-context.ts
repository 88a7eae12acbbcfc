import type { CheckContext } from '../../../src/shared/permission-checks.js';
import type { PreviewRole } from '../../../src/shared/page-management.js';
import { EVERY_ACCOUNT, type GatewayAccess, type StoreIdentity } from '../../docstore/access.js';
import type { DocumentStore } from '../../docstore/store.js';
import type { CurrentSiteReader } from '../../sites/current-site.js';
import type { User } from '../../users/types.js';

const NO_RIGHTS: CheckContext['can'] = { read: [], create: [], update: [], delete: [] };
const GUEST: CheckContext['user'] = { login: '', roles: [], authenticated: false, langKey: '' };
/** No account of its own: the grants of the aliases for every signed-in account alone. */
const EVERY_ACCOUNT_IDENTITY: StoreIdentity = { id: EVERY_ACCOUNT, login: '', guest: false };

/**
 * What a permission check may read about the visitor of a request (src/shared/permission-checks.ts):
 * the account (or a guest), the site, and the families the visitor's store identity may use.
 * `GET api/composer/check-context` answers the same object, so the client evaluates checks as the
 * server does.
 */
export class CheckContexts {
  constructor(
    private readonly access: GatewayAccess,
    private readonly site: CurrentSiteReader,
    private readonly store: DocumentStore,
  ) {}

  /** The context of the signed-in account, or of a guest (`user` undefined). */
  async of(user: User | undefined): Promise<CheckContext> {
    const identity = await this.access.identityOrUndefined(user);
    return this.context(user ? { login: user.login, roles: user.authorities, authenticated: true, langKey: user.langKey } : GUEST, identity);
  }

  /**
   * The context of a visitor in a role, for an administrator's preview: ADMIN is the caller; GUEST
   * a visitor without an account, with the guest store identity's rights (the site's wguestUser);
   * USER an account holding ROLE_USER alone, with the rights granted to every signed-in account.
   */
  async forRole(role: PreviewRole, caller: User | undefined): Promise<CheckContext> {
    if (role === 'ADMIN') return this.of(caller);
    if (role === 'GUEST') {
      const login = (await this.site.get())?.wguestUser;
      return this.context(GUEST, login ? await this.access.identityOf(login, true) : undefined);
    }
    const langKey = caller?.langKey ?? '';
    return this.context({ login: '', roles: ['ROLE_USER'], authenticated: true, langKey }, EVERY_ACCOUNT_IDENTITY);
  }

  private async context(user: CheckContext['user'], identity: StoreIdentity | undefined): Promise<CheckContext> {
    const [site, can] = await Promise.all([this.site.get(), identity ? this.access.familiesWith(identity, this.store.families()) : NO_RIGHTS]);
    return {
      user,
      site: { name: site?.name ?? '', langs: (site?.langs ?? '').split(',').map((l) => l.trim()).filter(Boolean) },
      can,
    };
  }
}
