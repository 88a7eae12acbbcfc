import type { FastifyRequest } from 'fastify';
import type { CheckContext } from '../../src/shared/permission-checks.js';
import type { GatewayAccess } from '../docstore/access.js';
import type { DocumentStore } from '../docstore/store.js';
import type { CurrentSiteReader } from '../sites/current-site.js';

const NO_RIGHTS: CheckContext['can'] = { read: [], create: [], update: [], delete: [] };

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

  async of(request: FastifyRequest): Promise<CheckContext> {
    const [user, site, identity] = await Promise.all([request.currentUser(), this.site.get(), this.access.identityOrUndefined(request)]);
    const can = identity ? await this.access.familiesWith(identity, this.store.families()) : NO_RIGHTS;
    return {
      user: user
        ? { login: user.login, roles: user.authorities, authenticated: true, langKey: user.langKey }
        : { login: '', roles: [], authenticated: false, langKey: '' },
      site: { name: site?.name ?? '', langs: (site?.langs ?? '').split(',').map((l) => l.trim()).filter(Boolean) },
      can,
    };
  }
}
