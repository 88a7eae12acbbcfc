import { describe, expect, it } from 'vitest';
import { LOGIN_PATTERN } from '../../server/accounts/schemas.js';
import { temporaryPassword } from '../../server/accounts/temporary-password.js';
import { isPasswordExpired } from '../../server/auth/password-expiry.js';
import { readConfig } from '../../server/config.js';

const DAY = 86_400_000;

describe('isPasswordExpired', () => {
  const now = Date.UTC(2026, 0, 31);
  it('never expires a password with PASSWORD_MAX_AGE_DAYS=0, unless it is marked expired', () => {
    expect(isPasswordExpired({ passwordExpired: false, passwordSetAt: 0 }, 0, now)).toBe(false);
    expect(isPasswordExpired({ passwordExpired: true, passwordSetAt: now }, 0, now)).toBe(true);
  });
  it('expires a password older than the maximum age', () => {
    expect(isPasswordExpired({ passwordExpired: false, passwordSetAt: now - 30 * DAY }, 30, now)).toBe(false);
    expect(isPasswordExpired({ passwordExpired: false, passwordSetAt: now - 30 * DAY - 1 }, 30, now)).toBe(true);
  });
});

describe('the login pattern', () => {
  const re = new RegExp(LOGIN_PATTERN);
  it.each(['admin', 'a', 'first.last', 'a_b-c@d', 'ada+tag@example.com', "o'hara@x".replace("'", '`')])('accepts %s', (login) => expect(re.test(login)).toBe(true));
  it.each(['', 'has space', 'semi;colon', 'a@b@c!', 'tab\there', 'ümlaut'])('refuses %j', (login) => expect(re.test(login)).toBe(false));
});

describe('temporaryPassword', () => {
  it('makes 12 unambiguous characters, different each time', () => {
    const passwords = Array.from({ length: 50 }, () => temporaryPassword());
    for (const p of passwords) expect(p).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{12}$/);
    expect(new Set(passwords).size).toBe(50);
  });
});

describe('readConfig: accounts, sign-in and mail', () => {
  it('has safe defaults', () => {
    expect(readConfig({})).toMatchObject({
      trustProxy: false,
      passwordMaxAgeDays: 0,
      signInLimits: { perLogin: 10, perAddress: 50, windowSeconds: 900 },
      accountMailLimits: { perRecipient: 3, perClientAddress: 50, windowSeconds: 3600 },
      captchaValiditySeconds: 300,
      captchaMaxPerMinute: 30,
      activationKeyValidityHours: 168,
      resetKeyValidityHours: 24,
      mail: { smtpUrl: undefined, from: 'Portico <portico@localhost>', baseUrl: 'http://localhost:8080', retryAttempts: 5, retryBaseDelayMs: 2000, pollIntervalSeconds: 30 },
    });
    expect(readConfig({ PORT: '9000' }).mail.baseUrl).toBe('http://localhost:9000');
  });

  it('reads every variable', () => {
    const config = readConfig({
      TRUST_PROXY: '2',
      PASSWORD_MAX_AGE_DAYS: '90',
      SIGN_IN_MAX_FAILURES_PER_LOGIN: '3',
      SIGN_IN_MAX_FAILURES_PER_ADDRESS: '7',
      SIGN_IN_FAILURE_WINDOW_SECONDS: '60',
      ACCOUNT_MAILS_PER_RECIPIENT: '5',
      ACCOUNT_MAILS_PER_CLIENT_ADDRESS: '20',
      ACCOUNT_MAIL_WINDOW_SECONDS: '600',
      CAPTCHA_VALIDITY_SECONDS: '30',
      CAPTCHA_MAX_PER_MINUTE: '12',
      ACTIVATION_KEY_VALIDITY_HOURS: '48',
      RESET_KEY_VALIDITY_HOURS: '2',
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      MAIL_FROM: 'Portal <no-reply@example.com>',
      PORTICO_BASE_URL: 'https://portal.example.com/',
      MAIL_RETRY_ATTEMPTS: '8',
      MAIL_RETRY_BASE_DELAY_MS: '100',
      MAIL_POLL_INTERVAL_SECONDS: '5',
    });
    expect(config).toMatchObject({
      trustProxy: 2,
      passwordMaxAgeDays: 90,
      signInLimits: { perLogin: 3, perAddress: 7, windowSeconds: 60 },
      accountMailLimits: { perRecipient: 5, perClientAddress: 20, windowSeconds: 600 },
      captchaValiditySeconds: 30,
      captchaMaxPerMinute: 12,
      activationKeyValidityHours: 48,
      resetKeyValidityHours: 2,
      mail: { smtpUrl: 'smtps://u:p@mail.example.com:465', from: 'Portal <no-reply@example.com>', baseUrl: 'https://portal.example.com', retryAttempts: 8, retryBaseDelayMs: 100, pollIntervalSeconds: 5 },
    });
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });

  it('refuses limits of zero and an SMTP_URL of another scheme, without printing its password', () => {
    expect(() => readConfig({ SIGN_IN_MAX_FAILURES_PER_LOGIN: '0' })).toThrow('SIGN_IN_MAX_FAILURES_PER_LOGIN must be at least 1');
    expect(() => readConfig({ ACCOUNT_MAILS_PER_RECIPIENT: '0' })).toThrow('ACCOUNT_MAILS_PER_RECIPIENT must be at least 1');
    expect(() => readConfig({ CAPTCHA_MAX_PER_MINUTE: '0' })).toThrow('CAPTCHA_MAX_PER_MINUTE must be at least 1');
    expect(() => readConfig({ CAPTCHA_VALIDITY_SECONDS: 'soon' })).toThrow('CAPTCHA_VALIDITY_SECONDS must be a whole number');
    expect(() => readConfig({ SMTP_URL: 'http://u:secret@host' })).toThrow('SMTP_URL must start with smtp:// or smtps://, not "http://***@host"');
  });
});
