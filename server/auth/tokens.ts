import { createHmac, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/connect.js';

export const MIN_SECRET_BYTES = 64;
const SECRET_SETTING = 'jwt.secret';
const VERIFIED_CACHE_SIZE = 10_000;

export interface TokenClaims {
  login: string;
  authorities: string[];
}

/**
 * Signs and checks the Bearer tokens (HS512). The secret comes from JWT_SECRET, or is generated once
 * and kept in the database, so every server on one database accepts the same tokens.
 */
export class TokenService {
  private constructor(
    private readonly key: Uint8Array,
    private readonly validitySeconds: number,
    private readonly rememberMeValiditySeconds: number,
  ) {}

  static async create(db: Db, configured: string | undefined, validity: number, rememberMeValidity: number) {
    let secret = configured;
    if (!secret) {
      await db
        .insertInto('app_setting')
        .values({ key: SECRET_SETTING, value: randomBytes(MIN_SECRET_BYTES).toString('base64') })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const row = await db.selectFrom('app_setting').select('value').where('key', '=', SECRET_SETTING).executeTakeFirstOrThrow();
      secret = row.value as string;
    }
    const key = configured ? new TextEncoder().encode(secret) : Buffer.from(secret, 'base64');
    if (key.length < MIN_SECRET_BYTES) throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes long`);
    return new TokenService(key, validity, rememberMeValidity);
  }

  /** A key for another purpose (captchas ...) derived from the signing secret, so it is shared by every server too. */
  deriveKey(purpose: string): Buffer {
    return createHmac('sha256', this.key).update(`portico:${purpose}`).digest();
  }

  sign(claims: TokenClaims, rememberMe: boolean): Promise<string> {
    return new SignJWT({ auth: claims.authorities.join(',') })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(claims.login)
      .setIssuedAt()
      .setExpirationTime(`${rememberMe ? this.rememberMeValiditySeconds : this.validitySeconds}s`)
      .sign(this.key);
  }

  /**
   * Tokens already verified, with their expiry: checking the signature costs more than the rest of a
   * small request. A token never changes, so only its expiry needs checking again.
   */
  private readonly verified = new Map<string, { login: string; expiresAt: number }>();

  /** The token's login, or undefined when the token is malformed, forged or expired. */
  async verify(token: string): Promise<string | undefined> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now()) return known.login;
      this.verified.delete(token);
      return undefined;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS512'] });
      // A token made for one purpose (opening one file…) never signs anybody in.
      if (typeof payload.sub !== 'string' || payload.purpose !== undefined) return undefined;
      if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.clear();
      if (payload.exp) this.verified.set(token, { login: payload.sub, expiresAt: payload.exp * 1000 });
      return payload.sub;
    } catch {
      return undefined;
    }
  }

  /**
   * A short-lived token for one purpose only (opening one document's file in a new tab…): it carries
   * a `purpose` claim, which session tokens never do, so neither can stand in for the other.
   */
  signScoped(purpose: string, subject: string, claims: Record<string, string | number>, seconds: number): Promise<string> {
    return new SignJWT({ ...claims, purpose })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(`${seconds}s`)
      .sign(this.key);
  }

  /** The claims of an unexpired token of this purpose, or undefined. */
  async verifyScoped(purpose: string, token: string): Promise<(Record<string, unknown> & { sub: string }) | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS512'] });
      if (payload.purpose !== purpose || typeof payload.sub !== 'string' || !payload.exp) return undefined;
      return payload as Record<string, unknown> & { sub: string };
    } catch {
      return undefined;
    }
  }
}
