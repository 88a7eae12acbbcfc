import { badRequest } from '../errors/app-error.js';
import type { RevokedTokens } from './revoked-tokens.js';
import type { TokenService } from './tokens.js';

/**
 * Ends the session of a Bearer token: from now on every server refuses it. A token that does not
 * verify (none, forged, expired) signs nobody in already, so there is nothing to end, and signing out
 * twice is signing out once. The call carries nothing but the token: a body (but an empty object) is refused.
 */
export async function signOut(ctx: { tokens: TokenService; revoked: RevokedTokens }, { bearer, body }: { bearer: string | undefined; body: unknown }): Promise<void> {
  if (body !== undefined && !isEmptyObject(body)) throw badRequest('POST api/logout takes no body');
  const token = bearer === undefined ? undefined : await ctx.tokens.verify(bearer);
  if (token) await ctx.revoked.revoke(token);
}

const isEmptyObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
