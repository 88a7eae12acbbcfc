import { createPrivateKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';

/**
 * The browser tests' licence key pair, fixed so that the server (started by Playwright's config) and
 * the tests agree. Trusted only where LICENSE_PUBLIC_KEYS names it: test servers, never the product.
 */
export const TEST_LICENSE_KEY = {
  x: 'Z6L9U-21xG-bWR7oXZoJiwE9J96VGLPVjeyOjhM5utw',
  d: 'lJmQOojfDmduQsG5okLtqzkiD11b0Y1zPcNxxpanNGM',
};

/**
 * A licence issuer for tests, whose public key a test server trusts through LICENSE_PUBLIC_KEYS, so
 * that tests can sign valid, expired and tampered licences. A new key pair unless `fixed`.
 */
export function licenceIssuer(fixed = false) {
  let privateKey: KeyObject;
  let publicKeyText: string;
  if (fixed) {
    privateKey = createPrivateKey({ key: { kty: 'OKP', crv: 'Ed25519', ...TEST_LICENSE_KEY }, format: 'jwk' });
    publicKeyText = TEST_LICENSE_KEY.x;
  } else {
    const pair = generateKeyPairSync('ed25519');
    privateKey = pair.privateKey;
    publicKeyText = pair.publicKey.export({ format: 'jwk' }).x!;
  }
  const issue = (payload: Record<string, unknown>) => {
    const body = `PL1.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    return `${body}.${sign(null, Buffer.from(body), privateKey).toString('base64url')}`;
  };
  const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
  return {
    publicKey: publicKeyText,
    env: { LICENSE_PUBLIC_KEYS: publicKeyText },
    issue,
    /** A licence for `licensee` that holds for `validDays` more days (negative: expired that long ago). */
    licence: (licensee: string, validDays = 365) => issue({ licensee, issued: days(-1), expires: days(validDays), features: ['sites'] }),
  };
}

/** The same licence with its payload changed and the old signature kept. */
export function tampered(licence: string, change: Record<string, unknown>): string {
  const [prefix, payload, signature] = licence.split('.');
  const data = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), ...change };
  return `${prefix}.${Buffer.from(JSON.stringify(data)).toString('base64url')}.${signature}`;
}
