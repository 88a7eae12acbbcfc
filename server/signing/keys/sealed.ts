import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { hashRaw } from '@node-rs/argon2';

/**
 * Private keys at rest, sealed with AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` (base64url) under a
 * 32-byte key; under a password, `v1-argon2id.<m>.<t>.<p>.<salt>.<iv>.<tag>.<ciphertext>`, the key
 * derived with argon2id (the costs are kept with it, so that they may be raised later). The
 * additional data binds a sealed key to its purpose: a key sealed as the CA's does not open as another's.
 */
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const bytesOf = (text: string) => Buffer.from(text, 'base64url');

/** argon2id's defaults (as for account passwords): 19 MiB, 2 passes, 1 lane. */
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function seal(key: Uint8Array, plain: Uint8Array, purpose: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(purpose, 'utf8'));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return ['v1', b64(iv), b64(cipher.getAuthTag()), b64(body)].join('.');
}

/** The sealed bytes, or undefined when the key (or purpose) is not the one they were sealed with, or the text is not a sealed key. */
export function unseal(key: Uint8Array, sealed: string, purpose: string): Buffer | undefined {
  const parts = sealed.split('.');
  if (parts.length !== 4 || parts[0] !== 'v1') return undefined;
  return open(key, parts.slice(1), purpose);
}

function open(key: Uint8Array, [iv, tag, body]: string[], purpose: string): Buffer | undefined {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytesOf(iv));
    decipher.setAAD(Buffer.from(purpose, 'utf8'));
    decipher.setAuthTag(bytesOf(tag));
    return Buffer.concat([decipher.update(bytesOf(body)), decipher.final()]);
  } catch {
    return undefined;
  }
}

const passwordKey = (password: string, salt: Uint8Array, costs: typeof ARGON2) =>
  hashRaw(password, { ...costs, salt, outputLen: 32, algorithm: 2 /* argon2id */ });

export async function sealWithPassword(password: string, plain: Uint8Array, purpose: string): Promise<string> {
  const salt = randomBytes(16);
  const inner = seal(await passwordKey(password, salt, ARGON2), plain, purpose).split('.').slice(1);
  return ['v1-argon2id', ARGON2.memoryCost, ARGON2.timeCost, ARGON2.parallelism, b64(salt), ...inner].join('.');
}

/** The sealed bytes, or undefined when the password does not open them (or the text is not a sealed key). */
export async function unsealWithPassword(password: string, sealed: string, purpose: string): Promise<Buffer | undefined> {
  const parts = sealed.split('.');
  if (parts.length !== 8 || parts[0] !== 'v1-argon2id') return undefined;
  const [memoryCost, timeCost, parallelism] = parts.slice(1, 4).map(Number);
  if (![memoryCost, timeCost, parallelism].every((n) => Number.isInteger(n) && n > 0 && n < 2 ** 24)) return undefined;
  const key = await passwordKey(password, bytesOf(parts[4]), { memoryCost, timeCost, parallelism });
  return open(key, parts.slice(5), purpose);
}
