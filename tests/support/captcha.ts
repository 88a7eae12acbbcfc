import { createHmac, randomBytes } from 'node:crypto';

/**
 * Captchas for tests, made the way the server makes them: a server started with a known JWT_SECRET
 * derives its captcha key from it, so a test can issue a token for an answer it knows (a person reads
 * the answer from the image instead).
 */
export const TEST_JWT_SECRET = 'test-secret-'.padEnd(72, 'x');

export interface SolvedCaptcha {
  captcha: string;
  hiddenCaptcha: string;
}

const mac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64url');

export function captchaKey(jwtSecret = TEST_JWT_SECRET): Buffer {
  return createHmac('sha256', new TextEncoder().encode(jwtSecret)).update('portico:captcha').digest();
}

/** The captcha key of a server without JWT_SECRET, from the secret it generated and keeps in the database (base64). */
export function captchaKeyOfStoredSecret(secret: string): Buffer {
  return createHmac('sha256', Buffer.from(secret, 'base64')).update('portico:captcha').digest();
}

/** A captcha token for `answer` that the server accepts until `expiresInMs` from now (negative: already expired). */
export function solvedCaptcha(options: { answer?: string; expiresInMs?: number; jwtSecret?: string; key?: Buffer } = {}): SolvedCaptcha {
  const answer = options.answer ?? randomBytes(4).toString('hex').slice(0, 5);
  const key = options.key ?? captchaKey(options.jwtSecret);
  const id = randomBytes(16).toString('base64url');
  const expiry = String(Date.now() + (options.expiresInMs ?? 60_000));
  return { captcha: answer, hiddenCaptcha: [id, expiry, mac(key, `${id}.${expiry}`), mac(key, `${id}.${expiry}.${answer.toLowerCase()}`)].join('.') };
}

/** True when the server signed this token with the key derived from `jwtSecret`. */
export function isSignedBy(hiddenCaptcha: string, jwtSecret = TEST_JWT_SECRET): boolean {
  const [id, expiry, signature] = hiddenCaptcha.split('.');
  return signature === mac(captchaKey(jwtSecret), `${id}.${expiry}`);
}
