import type { FastifyInstance } from 'fastify';
import type { CaptchaService } from '../captcha/captcha.js';
import { badRequest, unauthorized } from '../errors/app-error.js';
import type { CurrentSiteReader } from '../sites/current-site.js';
import { decoyHash, verifyPassword } from './passwords.js';
import { isPasswordExpired, passwordExpired } from './password-expiry.js';
import { bearerOf, requireAuthority } from './guard.js';
import type { RevokedTokens } from './revoked-tokens.js';
import { signOut } from './sign-out.js';
import type { SignInLimiter } from './sign-in-limiter.js';
import type { TokenService } from './tokens.js';
import type { UserStore } from '../users/store.js';

const loginBody = {
  type: 'object',
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 50 },
    password: { type: 'string', minLength: 1, maxLength: 100 },
    rememberMe: { type: ['boolean', 'null'] },
    captcha: { type: ['string', 'null'] },
    hiddenCaptcha: { type: ['string', 'null'] },
  },
  required: ['username', 'password'],
  additionalProperties: false,
} as const;

export interface SignInOptions {
  captchas: CaptchaService;
  site: CurrentSiteReader;
  limiter: SignInLimiter;
  revoked: RevokedTokens;
  passwordMaxAgeDays: number;
}

export function registerAuthRoutes(app: FastifyInstance, tokens: TokenService, users: UserStore, options: SignInOptions): void {
  const { captchas, site, limiter, revoked, passwordMaxAgeDays } = options;

  app.post<{ Body: { username: string; password: string; rememberMe?: boolean | null; captcha?: string | null; hiddenCaptcha?: string | null } }>(
    '/api/authenticate',
    { schema: { body: loginBody }, config: { objectName: 'login', withoutSession: true } },
    async (request, reply) => {
      const { username, password, rememberMe, captcha, hiddenCaptcha } = request.body;
      // Refused before anything is checked once the login or the address failed too often.
      await limiter.check(username, request.ip);
      if ((await site.get())?.captchaEnabled) await captchas.requireCaptcha(captcha, hiddenCaptcha);
      const credentials = await users.credentials('login', username);
      const valid = await verifyPassword(credentials?.passwordHash ?? (await decoyHash()), password);
      if (!credentials || !valid) {
        await limiter.recordFailure(username, request.ip);
        throw unauthorized('Bad credentials');
      }
      await limiter.clear(username);
      if (!credentials.activated) throw unauthorized(`User ${credentials.login} was not activated`);
      // The right password, but too old or temporary: no token until it is changed (change-adiuto-password).
      if (isPasswordExpired(credentials, passwordMaxAgeDays)) throw passwordExpired();
      const user = (await users.findByLogin(credentials.login))!;
      const token = await tokens.sign({ login: user.login, authorities: user.authorities }, rememberMe === true);
      reply.header('Authorization', `Bearer ${token}`);
      return { id_token: token };
    },
  );

  // The token sent is refused from now on, on every server; the account's other sessions go on.
  // Made without a session: a token already ended, or expired, is signed out all the same.
  app.post('/api/logout', { schema: { description: 'Ends the session of the Bearer token sent (none, or one no longer valid: nothing to end).' }, config: { withoutSession: true } }, async (request, reply) => {
    if (request.body !== undefined && !isEmptyObject(request.body)) throw badRequest('POST api/logout takes no body');
    await signOut({ tokens, revoked }, bearerOf(request));
    return reply.status(204).send();
  });

  // adiutoUserData (spec 001 §3): the account's identity in the document store, which the composer's
  // USER placeholders read ({USER.adiutoUserData.adiutoId}); an identity's number is its account's id.
  app.get('/api/account', { preHandler: requireAuthority() }, async (request) => {
    const user = (await request.currentUser())!;
    return { ...user, adiutoUserData: { adiutoId: user.id, login: user.login } };
  });

  app.get('/api/authorities', { preHandler: requireAuthority('ROLE_ADMIN') }, () => users.authorities());
}

const isEmptyObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
