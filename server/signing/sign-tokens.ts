import type { TokenService } from '../auth/tokens.js';
import { forbidden, unauthorized } from '../errors/app-error.js';

/**
 * The signToken of an external signer's link: a JWT with the purpose `sign` (which session tokens
 * never carry, so neither is ever taken for the other), for one signer of one document (its first
 * version's id, so that the link outlives the versions signatures make), expiring.
 */
export const SIGN_TOKEN_PURPOSE = 'sign';

export interface SignTokenClaims {
  signerId: number;
  rootId: number;
}

export class SignTokens {
  constructor(
    private readonly tokens: TokenService,
    private readonly validityHours: number,
  ) {}

  issue(claims: SignTokenClaims): Promise<string> {
    return this.tokens.signScoped(SIGN_TOKEN_PURPOSE, `external:${claims.signerId}`, { signer: claims.signerId, doc: claims.rootId }, this.validityHours * 3600);
  }

  /** The token's claims; 401 for a token that is expired, altered, of another purpose (a session token) or no token. */
  async verify(token: string, extUserId: number | undefined): Promise<SignTokenClaims> {
    const claims = await this.tokens.verifyScoped(SIGN_TOKEN_PURPOSE, token);
    if (!claims || typeof claims.signer !== 'number' || typeof claims.doc !== 'number')
      throw unauthorized('The signing link has expired or is not valid: ask the sender for a new one');
    if (extUserId !== undefined && extUserId !== claims.signer) throw forbidden('The signing link was made for another signer');
    return { signerId: claims.signer, rootId: claims.doc };
  }
}
