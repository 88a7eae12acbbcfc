/** Captcha answers already used, until they expire (migration 0002); captcha.ts owns it. */
export interface UsedCaptchaTable {
  token_id: string;
  /** Epoch milliseconds. */
  expires_at: number;
}

export interface CaptchaTables {
  used_captcha: UsedCaptchaTable;
}
