import { randomBytes } from 'node:crypto';
import type { Db } from '../database.js';
import type { UserStore } from '../users/store.js';

/** The ID token's claims that an account is made from. */
export interface IdentityClaims {
  sub: string;
  preferred_username?: unknown;
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  locale?: unknown;
}

const LANGUAGES = ['en', 'it', 'fr', 'es', 'de'];
const LOGIN_MAX = 50;

const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined;

/** A login made of the characters logins may hold, in lower case. */
export function loginCandidate(claims: IdentityClaims, registrationId: string): string {
  for (const source of [claims.preferred_username, claims.email]) {
    const login = typeof source === 'string' ? source.toLowerCase().replace(/[^a-z0-9_.@-]/g, '').slice(0, LOGIN_MAX) : '';
    if (login) return login;
  }
  return `${registrationId}-${claims.sub.toLowerCase().replace(/[^a-z0-9]/g, '')}`.slice(0, LOGIN_MAX);
}

/**
 * Local accounts of people who sign in through a provider. An account is found by the provider's
 * subject (registrationId + sub, in `oauth2_identity`), never by login or email, so an identity at
 * one provider cannot take over an account made elsewhere.
 */
export class ExternalAccounts {
  constructor(
    private readonly db: Db,
    private readonly users: UserStore,
  ) {}

  /** The login of the account linked to this subject, created on the first sign-in (ROLE_USER, activated). */
  async loginFor(registrationId: string, claims: IdentityClaims): Promise<string> {
    const known = await this.linked(registrationId, claims.sub);
    if (known) return known;
    const login = await this.freeLogin(loginCandidate(claims, registrationId));
    const email = text(claims.email, 254)?.toLowerCase();
    const emailFree = email && claims.email_verified !== false && (await this.users.idOfEmail(email)) === undefined;
    const locale = typeof claims.locale === 'string' ? claims.locale.slice(0, 2).toLowerCase() : '';
    const userId = await this.users.create({
      login,
      // Nobody knows this password: the account signs in through its provider only, until a password is set by a reset.
      password: randomBytes(32).toString('base64url'),
      firstName: text(claims.given_name, 50),
      lastName: text(claims.family_name, 50),
      email: emailFree ? email : undefined,
      activated: true,
      langKey: LANGUAGES.includes(locale) ? locale : 'en',
      authorities: ['ROLE_USER'],
      createdBy: `oauth2:${registrationId}`.slice(0, 50),
    });
    try {
      await this.db
        .insertInto('oauth2_identity')
        .values({ user_id: userId, registration_id: registrationId, subject: claims.sub, created_at: Date.now() })
        .execute();
      return login;
    } catch (error) {
      // Two first sign-ins of one person at once: the other made the link; keep its account.
      await this.users.remove(this.db, userId);
      const other = await this.linked(registrationId, claims.sub);
      if (other) return other;
      throw error;
    }
  }

  private async linked(registrationId: string, subject: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('oauth2_identity')
      .select('user_id')
      .where('registration_id', '=', registrationId)
      .where('subject', '=', subject)
      .executeTakeFirst();
    return row ? this.users.loginOf(row.user_id) : undefined;
  }

  /** The candidate, or the candidate with the first free number: alice, alice-2, alice-3 ... */
  private async freeLogin(candidate: string): Promise<string> {
    const taken = async (login: string) => (await this.users.idOfLogin(login)) !== undefined;
    if (!(await taken(candidate))) return candidate;
    for (let n = 2; n < 100; n++) {
      const suffix = `-${n}`;
      const login = candidate.slice(0, LOGIN_MAX - suffix.length) + suffix;
      if (!(await taken(login))) return login;
    }
    const suffix = `-${randomBytes(4).toString('hex')}`;
    return candidate.slice(0, LOGIN_MAX - suffix.length) + suffix;
  }
}
