import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { DataVersion } from '../db/connect.js';
import { ReadCache } from '../db/read-cache.js';
import { forbidden, unauthorized } from '../errors/app-error.js';
import '../http/request-version.js'; // request.dataVersion()
import type { RevokedTokens } from './revoked-tokens.js';
import type { TokenService } from './tokens.js';
import type { UserStore } from '../users/store.js';
import type { User } from '../users/types.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in, activated account behind the Bearer token, if any. */
    currentUser(): Promise<User | undefined>;
  }
  interface FastifyContextConfig {
    /**
     * A call that opens a session or is made without one (sign-in, registration, activation, password
     * reset, captcha): it never reads the caller, so the Authorization header is not read either, and a
     * token the browser still holds from an ended session does not stand in the way.
     */
    withoutSession?: boolean;
  }
}

/** What the guard checks a Bearer token with. */
export interface SessionChecks {
  tokens: TokenService;
  users: UserStore;
  revoked: RevokedTokens;
}

/**
 * Reads the Bearer token. The account, and whether the token was ended by a sign-out, are looked up
 * on every request that carries one, so that a deactivated account, a changed role, a changed
 * password or a sign-out takes effect at once rather than when the token expires (the ReadCaches
 * answer from memory only while the database is unchanged).
 *
 * A guest is a caller without an Authorization header. A header that does not verify (forged,
 * expired, for another purpose, an account deactivated, a session ended by a password change or a
 * sign-out, another scheme) is refused with 401 on every route, public ones included: the client
 * learns that its session has ended rather than going on as a guest (spec 000 §8).
 */
export function installAuthentication(app: FastifyInstance, { tokens, users, revoked }: SessionChecks, dataVersion?: DataVersion): void {
  const cache = new WeakMap<FastifyRequest, Promise<User | undefined>>();
  const accounts = new ReadCache<Awaited<ReturnType<UserStore['findByLogin']>>>(dataVersion);
  app.decorateRequest('currentUser', function (this: FastifyRequest) {
    let user = cache.get(this);
    if (!user) {
      user = resolve(this);
      cache.set(this, user);
    }
    return user;
  });

  app.addHook('onRequest', async (request) => {
    if (request.headers.authorization === undefined || request.routeOptions.config?.withoutSession) return;
    if (!(await request.currentUser())) throw unauthorized('The Authorization header does not hold a valid session token');
  });

  async function resolve(request: FastifyRequest): Promise<User | undefined> {
    if (request.routeOptions.config?.withoutSession) return undefined;
    const bearer = bearerOf(request);
    if (!bearer) return undefined;
    const token = await tokens.verify(bearer);
    if (!token) return undefined;
    // Authentication comes before anything the request writes: the request's version applies.
    const version = await request.dataVersion();
    const [user, ended] = await Promise.all([accounts.get(token.login, () => users.findByLogin(token.login), version), revoked.isRevoked(token, version)]);
    if (!user || !user.activated || ended) return undefined;
    // A password change ends the sessions opened before it (the one that changed it gets a new token).
    if (token.issuedAt < user.tokensValidAfter) return undefined;
    const { passwordHash: _hash, tokensValidAfter: _after, ...account } = user;
    return account;
  }
}

/** The Bearer token a request carries, as sent. */
export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/** A route hook (preHandler or onRequest) that lets through signed-in accounts holding any of the authorities (any when empty). */
export function requireAuthority(...authorities: string[]): preHandlerAsyncHookHandler {
  return async (request) => {
    const user = await request.currentUser();
    if (!user) throw unauthorized();
    if (authorities.length && !authorities.some((a) => user.authorities.includes(a)))
      throw forbidden('You are not authorized to access this resource');
  };
}

export const ADMINISTRATORS = ['ROLE_ADMIN', 'ROLE_WADMIN'];
