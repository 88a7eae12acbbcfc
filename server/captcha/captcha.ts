import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../database.js';
import { badRequest } from '../errors/app-error.js';

export const CAPTCHA_WIDTH = 240;
export const CAPTCHA_HEIGHT = 70;
const PURGE_EVERY_MS = 60_000;

export interface Captcha {
  /** The signed token the client sends back with the answer. */
  hiddenCaptcha: string;
  /** A 240x70 PNG, base64 without a data: prefix. */
  captchaImgBASE64: string;
}

/** The 400 answered for a missing, wrong, expired or reused captcha. */
export const captchaProblem = () =>
  badRequest('The captcha answer is missing, wrong or expired', { title: 'Invalid captcha', message: 'error.captcha' });

const b64url = (b: Buffer) => b.toString('base64url');

/**
 * Captchas that need no session: hiddenCaptcha is `{id}.{expiry}.{signature}.{answer proof}`, where
 * the signature (HMAC of id and expiry) shows this portal issued it and the proof is an HMAC of id,
 * expiry and the lower-cased answer, so the answer itself never leaves the server. Each token id is
 * recorded in used_captcha when it is answered, right or wrong, so a captcha works once, on every server
 * sharing the database.
 */
export class CaptchaService {
  private lastPurge = 0;

  constructor(
    private readonly db: Db,
    private readonly key: Buffer,
    private readonly validitySeconds: number,
  ) {}

  create(): Captcha {
    const { text, data } = svgCaptcha.create({
      size: 5,
      // Characters that look alike in this font are left out.
      ignoreChars: '0oO1lIi',
      noise: 2,
      color: true,
      background: '#f4f6f8',
      width: CAPTCHA_WIDTH,
      height: CAPTCHA_HEIGHT,
      fontSize: 64,
    });
    const png = new Resvg(data, { fitTo: { mode: 'width', value: CAPTCHA_WIDTH } }).render().asPng();
    const id = b64url(randomBytes(16));
    const expiry = String(Date.now() + this.validitySeconds * 1000);
    const hiddenCaptcha = [id, expiry, this.mac(`${id}.${expiry}`), this.mac(`${id}.${expiry}.${text.toLowerCase()}`)].join('.');
    return { hiddenCaptcha, captchaImgBASE64: png.toString('base64') };
  }

  /** True once for the right answer to an unexpired captcha of this portal (case-insensitive). */
  async verifyCaptcha(captcha: unknown, hiddenCaptcha: unknown): Promise<boolean> {
    if (typeof captcha !== 'string' || typeof hiddenCaptcha !== 'string' || !captcha.trim()) return false;
    const parts = hiddenCaptcha.split('.');
    if (parts.length !== 4 || !/^\d{1,15}$/.test(parts[1])) return false;
    const [id, expiry, signature, proof] = parts;
    const expiresAt = Number(expiry);
    if (expiresAt <= Date.now() || !this.same(signature, this.mac(`${id}.${expiry}`))) return false;
    await this.purge();
    const recorded = await this.db
      .insertInto('used_captcha')
      .values({ token_id: id.slice(0, 64), expires_at: expiresAt })
      .onConflict((oc) => oc.column('token_id').doNothing())
      .returning('token_id')
      .executeTakeFirst();
    if (!recorded) return false;
    return this.same(proof, this.mac(`${id}.${expiry}.${captcha.trim().toLowerCase()}`));
  }

  /** Throws the captcha problem unless verifyCaptcha accepts the answer. */
  async requireCaptcha(captcha: unknown, hiddenCaptcha: unknown): Promise<void> {
    if (!(await this.verifyCaptcha(captcha, hiddenCaptcha))) throw captchaProblem();
  }

  private mac(text: string): string {
    return b64url(createHmac('sha256', this.key).update(text).digest());
  }

  private same(a: string, b: string): boolean {
    const x = Buffer.from(a);
    const y = Buffer.from(b);
    return x.length === y.length && timingSafeEqual(x, y);
  }

  /** Forgets used tokens once they have expired anyway, at most once a minute per server. */
  private async purge(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    await this.db.deleteFrom('used_captcha').where('expires_at', '<', now).execute();
  }
}
