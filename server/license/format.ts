import { createPublicKey, verify, type KeyObject } from 'node:crypto';

/**
 * The licence key format (docs/licence.md): `PL1.<payload>.<signature>`, where `payload` is the
 * base64url of a UTF-8 JSON object {licensee, issued, expires, features?} and `signature` the
 * base64url Ed25519 signature of the ASCII text `PL1.<payload>`. Text, so that it can be pasted.
 */
export const LICENSE_PREFIX = 'PL1';

export interface LicensePayload {
  licensee: string;
  /** ISO date (or date-time) of issue. */
  issued: string;
  /** ISO date-time after which the licence no longer holds. */
  expires: string;
  features?: string[];
}

export type LicenseCheck =
  | { valid: true; payload: LicensePayload }
  | { valid: false; reason: 'malformed' | 'signature' | 'expired'; message: string; payload?: LicensePayload };

/** A trusted public key from its base64url raw 32 bytes (the JWK `x` of an Ed25519 key). */
export function publicKeyOf(raw: string): KeyObject {
  const bytes = Buffer.from(raw.trim(), 'base64url');
  if (bytes.length !== 32) throw new Error(`a licence public key is 32 bytes in base64url, not "${raw}"`);
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: bytes.toString('base64url') }, format: 'jwk' });
}

const malformed = (message: string): LicenseCheck => ({ valid: false, reason: 'malformed', message });

/** Reads a licence key and checks its signature against the trusted keys and its expiry against `now`. */
export function checkLicense(text: string, keys: KeyObject[], now = Date.now()): LicenseCheck {
  const key = text.replace(/\s+/g, '');
  const parts = key.split('.');
  if (parts.length !== 3 || parts[0] !== LICENSE_PREFIX || !parts[1] || !parts[2])
    return malformed(`A licence key has the form ${LICENSE_PREFIX}.<payload>.<signature>`);
  let payload: LicensePayload;
  try {
    payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as LicensePayload;
  } catch {
    return malformed('The licence payload is not readable');
  }
  if (!payload || typeof payload !== 'object' || typeof payload.licensee !== 'string' || !payload.licensee.trim())
    return malformed('The licence names no licensee');
  const expires = Date.parse(payload.expires);
  if (typeof payload.expires !== 'string' || Number.isNaN(expires)) return malformed('The licence has no valid expiry date');
  if (typeof payload.issued !== 'string' || Number.isNaN(Date.parse(payload.issued))) return malformed('The licence has no valid issue date');
  if (payload.features !== undefined && (!Array.isArray(payload.features) || payload.features.some((f) => typeof f !== 'string')))
    return malformed('The licence features must be a list of names');
  const signed = Buffer.from(`${parts[0]}.${parts[1]}`, 'ascii');
  const signature = Buffer.from(parts[2], 'base64url');
  if (signature.length !== 64 || !keys.some((k) => verify(null, signed, k, signature)))
    return { valid: false, reason: 'signature', message: 'The licence signature does not verify: the key was changed or not issued for this product', payload };
  if (expires <= now) return { valid: false, reason: 'expired', message: `The licence expired on ${new Date(expires).toISOString()}`, payload };
  return { valid: true, payload };
}
