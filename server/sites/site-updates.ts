import type { EntityRepository } from '../entities/repository.js';
import { conflict, notFound, validationProblem } from '../errors/app-error.js';
import type { LicenseService } from '../license/license-service.js';
import type { UserStore } from '../users/store.js';
import type { CurrentSiteReader } from './current-site.js';
import { SITE_LANGUAGES } from './languages.js';

export interface SiteUpdateDeps {
  repository: EntityRepository;
  site: CurrentSiteReader;
  users: UserStore;
  licences: LicenseService;
}

type Site = Awaited<ReturnType<EntityRepository['update']>>;

const fieldError = (field: string, message: string, detail: string) => validationProblem('site', [{ objectName: 'site', field, message }], detail);

/**
 * The current site's small dedicated updates (`PUT api/sites/wservice`, `/wguest`, `/langs`, `/conf`):
 * each checks the licence and its one field, writes it, and answers the site as `api/sites/{id}` does.
 */
export function siteUpdates({ repository, site, users, licences }: SiteUpdateDeps) {
  const model = repository.model('site');
  const update = async (changes: Record<string, unknown>): Promise<Site> => {
    if (!(await licences.isValid())) throw conflict('A valid licence is needed to manage the site; enter one at /wadmin/license-management', 'error.license.required');
    const current = await site.get();
    if (!current) throw notFound('No site exists yet');
    return repository.update(model, current.id, changes, true);
  };
  return {
    /** The store identity the site's service or its guests act as: an account's login, or none. */
    async identity(field: 'wserviceUser' | 'wguestUser', given: string | null | undefined): Promise<Site> {
      const login = given?.trim().toLowerCase() || null;
      // The identity is an account's: a login nobody has would fail only later, at the document store.
      if (login && !(await users.findByLogin(login))) throw fieldError(field, 'NotFound', `No account has the login "${login}"`);
      return update({ [field]: login });
    },
    /** The languages the site offers, comma separated: each one of SITE_LANGUAGES, once, at least one. */
    async languages(langs: string): Promise<Site> {
      const codes = langs.split(',').map((c) => c.trim()).filter(Boolean);
      const unknown = codes.filter((c) => !SITE_LANGUAGES.includes(c));
      if (!codes.length) throw fieldError('langs', 'NotNull', 'Choose at least one language');
      if (unknown.length) throw fieldError('langs', 'Enum', `Unknown languages: ${unknown.join(', ')}; the languages are ${SITE_LANGUAGES.join(', ')}`);
      if (new Set(codes).size !== codes.length) throw fieldError('langs', 'Unique', 'A language is listed twice');
      return update({ langs: codes.join(',') });
    },
    async conf(conf: Record<string, unknown>): Promise<Site> {
      return update({ conf: JSON.stringify(conf, null, 2) });
    },
  };
}
