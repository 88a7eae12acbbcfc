import type { FastifyInstance } from 'fastify';
import { bearerOf, requireAuthority } from './guard.js';
import type { RevokedTokens } from './revoked-tokens.js';
import { signIn, type SignInAttempt, type SignInContext } from './sign-in.js';
import { signOut } from './sign-out.js';
import { accountSchema, type Account } from '../../src/shared/user.js';
import { authorityNamesSchema, sessionTokenSchema, type SessionToken } from '../../src/shared/session-token.js';

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

export interface AuthRoutesContext extends SignInContext {
  revoked: RevokedTokens;
}

type LoginBody = Omit<SignInAttempt, 'address' | 'rememberMe'> & { rememberMe?: boolean | null };

/** Sign-in, sign-out, the signed-in account and the authorities' names. */
export function registerAuthRoutes(app: FastifyInstance, ctx: AuthRoutesContext): void {
  const { tokens, users, revoked } = ctx;

  app.post<{ Body: LoginBody }>('/api/authenticate', { schema: { body: loginBody, response: { 200: sessionTokenSchema } }, config: { objectName: 'login', withoutSession: true } }, async (request, reply): Promise<SessionToken> => {
    const token = await signIn(ctx, { ...request.body, rememberMe: request.body.rememberMe === true, address: request.ip });
    reply.header('Authorization', `Bearer ${token}`);
    return { id_token: token };
  });

  // The token sent is refused from now on, on every server; the account's other sessions go on.
  // Made without a session: a token already ended, or expired, is signed out all the same.
  app.post('/api/logout', { schema: { description: 'Ends the session of the Bearer token sent (none, or one no longer valid: nothing to end).', response: { 204: { type: 'null', description: 'Signed out' } } }, config: { withoutSession: true } }, async (request, reply) => {
    await signOut({ tokens, revoked }, { bearer: bearerOf(request), body: request.body });
    return reply.status(204).send();
  });

  // adiutoUserData (spec 001 §3): the account's identity in the document store, which the composer's
  // USER placeholders read ({USER.adiutoUserData.adiutoId}); an identity's number is its account's id.
  app.get('/api/account', { preHandler: requireAuthority(), schema: { response: { 200: accountSchema } } }, async (request): Promise<Account> => {
    const user = (await request.currentUser())!;
    return { ...user, adiutoUserData: { adiutoId: user.id, login: user.login } };
  });

  app.get('/api/authorities', { preHandler: requireAuthority('ROLE_ADMIN'), schema: { response: { 200: authorityNamesSchema } } }, () => users.authorities());
}
