import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { settingMadeOnce } from '../settings/app-settings.js';
import type { Db } from '../database.js';

export const MIN_SECRET_BYTES = 64;
const SECRET_SETTING = 'jwt.secret';
const VERIFIED_CACHE_SIZE = 10_000;

export interface TokenClaims {
  login: string;
  authorities: string[];
}

/** What a genuine, unexpired session token says. */
export interface VerifiedToken {
  /** The token's SHA-256 (base64url): what a sign-out keeps of it (revoked-tokens.ts). */
  id: string;
  login: string;
  /** When it was issued, epoch milliseconds (sessions issued before a password change are refused by the guard). */
  issuedAt: number;
  /** When it expires, epoch milliseconds. */
  expiresAt: number;
}

/**
 * The issue instant to the millisecond: `iat` has whole seconds only, and a token issued in the same
 * second as a password change, before it or after it, must be told apart.
 */
const ISSUED_AT_MS = 'iat_ms';

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
      secret = await settingMadeOnce(db, SECRET_SETTING, () => randomBytes(MIN_SECRET_BYTES).toString('base64'));
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
    const now = Date.now();
    return this.signSession(claims, now, Math.floor(now / 1000) + (rememberMe ? this.rememberMeValiditySeconds : this.validitySeconds));
  }

  /** A new token for a session that goes on (after its own password change): issued now, expiring when its old token would have. */
  renew(claims: TokenClaims, expiresAt: number): Promise<string> {
    return this.signSession(claims, Date.now(), Math.floor(expiresAt / 1000));
  }

  private signSession(claims: TokenClaims, issuedAt: number, expiresAtSeconds: number): Promise<string> {
    return new SignJWT({ auth: claims.authorities.join(','), [ISSUED_AT_MS]: issuedAt })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(claims.login)
      .setIssuedAt(Math.floor(issuedAt / 1000))
      .setExpirationTime(expiresAtSeconds)
      .sign(this.key);
  }

  /**
   * Tokens already verified: checking the signature costs more than the rest of a small request.
   * A token never changes, so only its expiry needs checking again.
   */
  private readonly verified = new Map<string, VerifiedToken>();

  /** What the token says, or undefined when it is malformed, forged, expired or has no expiry or issue time. */
  async verify(token: string): Promise<VerifiedToken | undefined> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now()) return known;
      this.verified.delete(token);
      return undefined;
    }
    try {
      // A token without an expiry would sign its holder in for ever: refused, as is one without an issue time.
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS512'], requiredClaims: ['exp', 'iat'] });
      // A token made for one purpose (opening one file…) never signs anybody in.
      if (typeof payload.sub !== 'string' || payload.purpose !== undefined) return undefined;
      const issuedAtMs = payload[ISSUED_AT_MS];
      const verified = {
        id: createHash('sha256').update(token).digest('base64url'),
        login: payload.sub,
        issuedAt: typeof issuedAtMs === 'number' && Number.isFinite(issuedAtMs) ? issuedAtMs : payload.iat! * 1000,
        expiresAt: payload.exp! * 1000,
      };
      if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.clear();
      this.verified.set(token, verified);
      return verified;
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
