import { createHmac } from 'node:crypto';
import { SignJWT, decodeJwt, errors, jwtVerify } from 'jose';
import type { TokenService } from '../auth/tokens.js';
import { badRequest, unauthorized } from '../errors/app-error.js';
import type { QueryBody } from './query.js';

/** The audience of a query token; sign-in tokens have none. */
export const QUERY_TOKEN_AUDIENCE = 'portico:query';

/**
 * Signed, expiring tokens that grant one stored Query, for links shared with people who are not
 * signed in. HS512 with a key derived from the sign-in secret for this purpose only, so a query token
 * never verifies as a sign-in token, nor a sign-in token as a query token; the audience says so too.
 */
export class QueryTokens {
  private readonly key: Buffer;

  constructor(
    tokens: TokenService,
    readonly maxValiditySeconds: number,
  ) {
    // RFC 7518 wants an HS512 key as long as the hash (64 bytes).
    this.key = createHmac('sha512', tokens.deriveKey('query-token')).update(QUERY_TOKEN_AUDIENCE).digest();
  }

  async issue(query: QueryBody, issuer: string, validitySeconds: number): Promise<{ token: string; expiresAt: string }> {
    const exp = Math.floor(Date.now() / 1000) + validitySeconds;
    const token = await new SignJWT({ q: query })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(issuer)
      .setAudience(QUERY_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(this.key);
    return { token, expiresAt: new Date(exp * 1000).toISOString() };
  }

  /** The Query a token grants and who issued it; a 400 for what is no token, a 401 for one that grants nothing. */
  async read(token: string): Promise<{ query: QueryBody; issuer: string }> {
    let claims: ReturnType<typeof decodeJwt>;
    try {
      claims = decodeJwt(token);
    } catch {
      throw badRequest('The token is not a query token (it is not a signed token at all)');
    }
    // Only to word the refusal: the signature check below decides.
    if (claims.aud !== QUERY_TOKEN_AUDIENCE) throw unauthorized('The token is not a query token (a sign-in token cannot run a shared query)');
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS512'], audience: QUERY_TOKEN_AUDIENCE });
      if (typeof payload.sub !== 'string' || !payload.q || typeof payload.q !== 'object') throw new errors.JWTInvalid('incomplete');
      return { query: payload.q as QueryBody, issuer: payload.sub };
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw unauthorized('The query token has expired');
      throw unauthorized('The query token is not valid (it was altered or signed by another server)');
    }
  }
}
