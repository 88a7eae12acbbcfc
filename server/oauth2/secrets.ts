import { EncryptJWT, jwtDecrypt, type JWTPayload } from 'jose';

/**
 * The sign-in state that the browser carries between Portico and the provider, sealed with a key
 * of 32 bytes (AES-256-GCM, as a JWE): the browser can neither read nor change it.
 */

/** Encrypts and authenticates a payload that expires after `seconds`. */
export function seal(key: Uint8Array, payload: JWTPayload, seconds: number): Promise<string> {
  return new EncryptJWT(payload)
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setExpirationTime(`${seconds}s`)
    .encrypt(key);
}

/** The payload, or undefined when the text was not sealed with this key, was changed or has expired. */
export async function unseal(key: Uint8Array, text: string | undefined): Promise<JWTPayload | undefined> {
  if (!text) return undefined;
  try {
    const { payload } = await jwtDecrypt(text, key, { keyManagementAlgorithms: ['dir'], contentEncryptionAlgorithms: ['A256GCM'] });
    return payload;
  } catch {
    return undefined;
  }
}
