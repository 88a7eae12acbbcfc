import type { CaptchaService } from '../captcha/captcha.js';
import { badRequest, unauthorized } from '../errors/app-error.js';
import type { CurrentSiteReader } from '../sites/current-site.js';
import type { UserStore } from '../users/store.js';
import { decoyHash, verifyPassword } from './passwords.js';
import { isPasswordExpired, passwordExpired } from './password-expiry.js';
import type { SignInLimiter } from './sign-in-limiter.js';
import type { TokenService } from './tokens.js';

export interface SignInContext {
  tokens: TokenService;
  users: UserStore;
  captchas: CaptchaService;
  site: CurrentSiteReader;
  limiter: SignInLimiter;
  passwordMaxAgeDays: number;
}

export interface SignInAttempt {
  username: string;
  password: string;
  rememberMe: boolean;
  captcha?: string | null;
  hiddenCaptcha?: string | null;
  /** The caller's address, counted against the sign-in limits. */
  address: string;
}

/**
 * The 400 of an attempt on a login that failed too often, without the right answer to a captcha: the
 * sign-in screen then shows one, on a site without captchas too.
 */
export const captchaRequired = () =>
  badRequest('This account failed to sign in too often: answer the captcha to sign in', { title: 'Captcha required', message: 'error.signin.captcharequired' });

/**
 * Signs in by login and password, and answers the session token. Refused with 429 before anything is
 * checked once the address failed too often; a captcha is asked first when the site wants one, or
 * when the login failed too often (so that the owner, with the right password and an answered
 * captcha, still gets in while a guesser is slowed down).
 */
export async function signIn(ctx: SignInContext, attempt: SignInAttempt): Promise<string> {
  const { username, password, address } = attempt;
  const { captchaRequired: loginFailedTooOften } = await ctx.limiter.check(username, address);
  if ((await ctx.site.get())?.captchaEnabled) await ctx.captchas.requireCaptcha(attempt.captcha, attempt.hiddenCaptcha);
  else if (loginFailedTooOften && !(await ctx.captchas.verifyCaptcha(attempt.captcha, attempt.hiddenCaptcha))) throw captchaRequired();
  const credentials = await ctx.users.credentials('login', username);
  const valid = await verifyPassword(credentials?.passwordHash ?? (await decoyHash()), password);
  if (!credentials || !valid) {
    await ctx.limiter.recordFailure(username, address);
    throw unauthorized('Bad credentials');
  }
  await ctx.limiter.clear(username);
  if (!credentials.activated) throw unauthorized(`User ${credentials.login} was not activated`);
  // The right password, but too old or temporary: no token until it is changed (change-adiuto-password).
  if (isPasswordExpired(credentials, ctx.passwordMaxAgeDays)) throw passwordExpired();
  const user = (await ctx.users.findByLogin(credentials.login))!;
  return ctx.tokens.sign({ login: user.login, authorities: user.authorities }, attempt.rememberMe);
}
