import type { FastifyInstance } from 'fastify';
import { sessionTokenSchema } from '../../src/shared/session-token.js';
import { AUTHENTICATE_PATH, CALLBACK_PATH, SignInFlow, type SignInDeps } from './sign-in-flow.js';

const registrationParams = {
  type: 'object',
  properties: { registrationId: { type: 'string', maxLength: 50, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' } },
  required: ['registrationId'],
} as const;

/**
 * External sign-in through OpenID Connect providers (authorization code flow with PKCE). Nothing is
 * kept in a server's memory between the steps, so any server behind a load balancer may answer each:
 *
 * 1. `GET /oauth2/authorization/{registrationId}` seals state, nonce and PKCE verifier into a short-lived
 *    encrypted httpOnly cookie and redirects to the provider.
 * 2. `GET /login/oauth2/code/{registrationId}` checks the provider's answer against that cookie,
 *    exchanges the code, validates the ID token, finds or creates the local account, and redirects to
 *    /login-adiuto-oauth with a one-time proof in an httpOnly cookie. Any failure redirects to
 *    /login?error=<message>.
 * 3. `GET api/authenticate-adiuto-oauth2` redeems the proof for the Bearer token, as POST api/authenticate does.
 */
export function registerOAuth2Routes(app: FastifyInstance, deps: SignInDeps): void {
  const flow = new SignInFlow(deps);
  app.get<{ Params: { registrationId: string } }>('/oauth2/authorization/:registrationId', { schema: { params: registrationParams } }, (request, reply) =>
    flow.authorize(request, reply),
  );
  app.get<{ Params: { registrationId: string }; Querystring: Record<string, string | undefined> }>(
    `${CALLBACK_PATH}/:registrationId`,
    { schema: { params: registrationParams } },
    (request, reply) => flow.callback(request, reply),
  );
  app.get(AUTHENTICATE_PATH, { config: { objectName: 'login', withoutSession: true }, schema: { response: { 200: sessionTokenSchema } } }, (request, reply) => flow.authenticate(request, reply));
}
