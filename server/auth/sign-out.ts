import type { RevokedTokens } from './revoked-tokens.js';
import type { TokenService } from './tokens.js';

/**
 * Ends the session of a Bearer token: from now on every server refuses it. A token that does not
 * verify (none, forged, expired) signs nobody in already, so there is nothing to end, and signing out
 * twice is signing out once.
 */
export async function signOut(ctx: { tokens: TokenService; revoked: RevokedTokens }, bearer: string | undefined): Promise<void> {
  const token = bearer === undefined ? undefined : await ctx.tokens.verify(bearer);
  if (token) await ctx.revoked.revoke(token);
}
