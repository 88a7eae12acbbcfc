import { generateKeyPairSync, sign } from 'node:crypto';

/**
 * A licence issuer for tests: its own Ed25519 key pair, whose public key a test server trusts through
 * LICENSE_PUBLIC_KEYS, so that tests can sign valid, expired and tampered licences.
 */
export function licenceIssuer() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const publicKeyText = publicKey.export({ format: 'jwk' }).x!;
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
