import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import type { EntityModel } from '../../src/shared/entities/model.js';
import type { Db } from '../db/connect.js';
import type { TokenService } from '../auth/tokens.js';
import type { UserStore } from '../users/store.js';
import { unauthorized } from '../errors/app-error.js';
import { ExternalAccounts, type IdentityClaims } from './accounts.js';
import { clearCookie, readCookie, setCookie } from './cookies.js';
import { SignInProofs } from './proofs.js';
import { Providers, type Provider } from './providers.js';
import { seal, unseal } from './secrets.js';

export interface OAuth2Options {
  /** The address people reach the portal at (https://portal.example.com); by default the request's own. */
  publicUrl?: string;
  /** Lets the server talk plain http to issuers that are not on this machine. */
  allowHttpIssuers: boolean;
  /** How long a started sign-in may take at the provider. */
  stateValiditySeconds?: number;
  /** How long the landing page has to redeem its proof. */
  proofValiditySeconds?: number;
}

const STATE_COOKIE = 'portico_oauth2_state';
const PROOF_COOKIE = 'portico_oauth2_proof';
const CALLBACK_PATH = '/login/oauth2/code';
const AUTHENTICATE_PATH = '/api/authenticate-adiuto-oauth2';
const LANDING_PAGE = '/login-adiuto-oauth';

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
export function registerOAuth2Routes(
  app: FastifyInstance,
  deps: { db: Db; model: EntityModel; users: UserStore; tokens: TokenService; options: OAuth2Options },
): void {
  const { db, model, users, tokens, options } = deps;
  const stateSeconds = options.stateValiditySeconds ?? 600;
  const proofSeconds = options.proofValiditySeconds ?? 120;
  // Derived from the token signing secret: every server on one database opens what another sealed.
  const key = tokens.deriveKey('oauth2-state');
  const providers = new Providers(db, model, { allowHttpIssuers: options.allowHttpIssuers });
  const accounts = new ExternalAccounts(db, users);
  const proofs = new SignInProofs(db, proofSeconds * 1000);

  const originOf = (request: FastifyRequest) => (options.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
  const secure = (request: FastifyRequest) => originOf(request).startsWith('https:');
  const redirectUriOf = (request: FastifyRequest, registrationId: string) => `${originOf(request)}${CALLBACK_PATH}/${registrationId}`;
  const stateCookie = (request: FastifyRequest) => ({ path: CALLBACK_PATH, sameSite: 'Lax' as const, secure: secure(request) });
  const proofCookie = (request: FastifyRequest) => ({ path: AUTHENTICATE_PATH, sameSite: 'Strict' as const, secure: secure(request) });
  const failed = (reply: FastifyReply, message: string) => reply.redirect(`/login?error=${encodeURIComponent(message)}`, 302);

  app.get<{ Params: { registrationId: string } }>(
    '/oauth2/authorization/:registrationId',
    { schema: { params: registrationParams } },
    async (request, reply) => {
      const { registrationId } = request.params;
      const provider = await providers.find(registrationId);
      if (!provider) return failed(reply, `No sign-in provider "${registrationId}"`);
      let config: client.Configuration;
      try {
        config = await providers.configuration(provider);
      } catch (error) {
        request.log.warn({ err: error, registrationId }, 'OpenID Connect discovery failed');
        return failed(reply, `${provider.clientName} cannot be reached`);
      }
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUriOf(request, registrationId),
        scope: provider.scope,
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      const sealed = await seal(key, { rid: registrationId, state, nonce, cv: codeVerifier }, stateSeconds);
      setCookie(reply, STATE_COOKIE, sealed, { ...stateCookie(request), maxAgeSeconds: stateSeconds });
      return reply.header('cache-control', 'no-store').redirect(url.href, 302);
    },
  );

  app.get<{ Params: { registrationId: string }; Querystring: Record<string, string | undefined> }>(
    `${CALLBACK_PATH}/:registrationId`,
    { schema: { params: registrationParams } },
    async (request, reply) => {
      const { registrationId } = request.params;
      const query = request.query;
      const started = await unseal(key, readCookie(request, STATE_COOKIE));
      clearCookie(reply, STATE_COOKIE, stateCookie(request));
      reply.header('cache-control', 'no-store');
      // The provider's own refusal (access_denied, login_required ...), in its words.
      if (typeof query.error === 'string' && query.error)
        return failed(reply, typeof query.error_description === 'string' && query.error_description ? query.error_description : query.error);
      if (!started || started.rid !== registrationId)
        return failed(reply, 'The sign-in expired or was started in another browser; please try again');
      const provider = await providers.find(registrationId);
      if (!provider) return failed(reply, `No sign-in provider "${registrationId}"`);

      let claims: IdentityClaims;
      try {
        const config = await providers.configuration(provider);
        const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        const callbackUrl = new URL(`${redirectUriOf(request, registrationId)}${search}`);
        claims = await providers.signIn(config, callbackUrl, {
          state: String(started.state),
          nonce: String(started.nonce),
          codeVerifier: String(started.cv),
        });
      } catch (error) {
        request.log.warn({ err: error, registrationId }, 'OpenID Connect code exchange failed');
        return failed(reply, failureMessage(provider, error));
      }

      let code: string;
      try {
        const login = await accounts.loginFor(registrationId, claims);
        const user = await users.findByLogin(login);
        if (!user?.activated) return failed(reply, `The account ${login} is not active`);
        code = await proofs.issue(user.login);
      } catch (error) {
        // The browser is on a full page load: it gets the sign-in screen with a message, not a problem body.
        request.log.error({ err: error, registrationId }, 'external sign-in: the account could not be found or made');
        return failed(reply, `The sign-in with ${provider.clientName} could not be completed`);
      }
      setCookie(reply, PROOF_COOKIE, code, { ...proofCookie(request), maxAgeSeconds: proofSeconds });
      return reply.redirect(LANDING_PAGE, 302);
    },
  );

  app.get(AUTHENTICATE_PATH, { config: { objectName: 'login', withoutSession: true } }, async (request, reply) => {
    const code = readCookie(request, PROOF_COOKIE);
    clearCookie(reply, PROOF_COOKIE, proofCookie(request));
    reply.header('cache-control', 'no-store');
    const login = await proofs.redeem(code);
    if (!login) throw unauthorized('No external sign-in to complete, or it was already completed or has expired');
    const user = await users.findByLogin(login);
    if (!user?.activated) throw unauthorized(`User ${login} was not activated`);
    const token = await tokens.sign({ login: user.login, authorities: user.authorities }, false);
    reply.header('Authorization', `Bearer ${token}`);
    return { id_token: token };
  });
}

/** What the sign-in screen shows after "OAuth2 provider authentication error". */
function failureMessage(provider: Provider, error: unknown): string {
  if (error instanceof client.ResponseBodyError || error instanceof client.AuthorizationResponseError)
    return error.error_description || error.error;
  // A 401 from the token endpoint (a wrong client secret) comes as a WWW-Authenticate challenge.
  if (error instanceof client.WWWAuthenticateChallengeError) {
    const challenge = error.cause[0]?.parameters;
    return challenge?.error_description || challenge?.error || error.message;
  }
  return `The sign-in with ${provider.clientName} could not be completed`;
}
