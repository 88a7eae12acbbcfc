import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { DataVersion } from '../db/connect.js';
import { ReadCache } from '../db/read-cache.js';
import { forbidden, unauthorized } from '../http/problem.js';
import '../http/request-version.js'; // request.dataVersion()
import type { TokenService } from './tokens.js';
import type { User, UserStore } from './users.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in, activated account behind the Bearer token, if any. */
    currentUser(): Promise<User | undefined>;
  }
}

/**
 * Reads the Bearer token on demand. The account is looked up on every request that needs it, so that
 * a deactivated account, a changed role or a changed password takes effect at once rather than when
 * the token expires (the ReadCache answers from memory only while the database is unchanged).
 */
export function installAuthentication(app: FastifyInstance, tokens: TokenService, users: UserStore, dataVersion?: DataVersion): void {
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

  async function resolve(request: FastifyRequest): Promise<User | undefined> {
    const bearer = bearerOf(request);
    if (!bearer) return undefined;
    const token = await tokens.verify(bearer);
    if (!token) return undefined;
    // Authentication comes before anything the request writes: the request's version applies.
    const user = await accounts.get(token.login, () => users.findByLogin(token.login), await request.dataVersion());
    if (!user || !user.activated) return undefined;
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
