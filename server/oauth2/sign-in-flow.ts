import type { FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import type { Db } from '../database.js';
import type { TokenService } from '../auth/tokens.js';
import type { UserStore } from '../users/store.js';
import { unauthorized } from '../errors/app-error.js';
import { ExternalAccounts, type IdentityClaims } from './accounts.js';
import { clearCookie, readCookie, setCookie } from '../http/cookies.js';
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
export const CALLBACK_PATH = '/login/oauth2/code';
export const AUTHENTICATE_PATH = '/api/authenticate-adiuto-oauth2';
const LANDING_PAGE = '/login-adiuto-oauth';


export interface SignInDeps {
  db: Db;
  users: UserStore;
  tokens: TokenService;
  options: OAuth2Options;
}

type RegistrationRequest = FastifyRequest<{ Params: { registrationId: string } }>;
type CallbackRequest = FastifyRequest<{ Params: { registrationId: string }; Querystring: Record<string, string | undefined> }>;

/** The three steps of an external sign-in (routes.ts says what each answers), each a method of its own. */
export class SignInFlow {
  private readonly stateSeconds: number;
  private readonly proofSeconds: number;
  private readonly key: Buffer;
  private readonly providers: Providers;
  private readonly accounts: ExternalAccounts;
  private readonly proofs: SignInProofs;
  private readonly users: UserStore;
  private readonly tokens: TokenService;
  private readonly options: OAuth2Options;

  constructor({ db, users, tokens, options }: SignInDeps) {
    this.users = users;
    this.tokens = tokens;
    this.options = options;
    this.stateSeconds = options.stateValiditySeconds ?? 600;
    this.proofSeconds = options.proofValiditySeconds ?? 120;
    // Derived from the token signing secret: every server on one database opens what another sealed.
    this.key = tokens.deriveKey('oauth2-state');
    this.providers = new Providers(db, { allowHttpIssuers: options.allowHttpIssuers });
    this.accounts = new ExternalAccounts(db, users);
    this.proofs = new SignInProofs(db, this.proofSeconds * 1000);
  }

  private originOf(request: FastifyRequest) {
    return (this.options.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
  }
  private secure(request: FastifyRequest) {
    return this.originOf(request).startsWith('https:');
  }
  private redirectUriOf(request: FastifyRequest, registrationId: string) {
    return `${this.originOf(request)}${CALLBACK_PATH}/${registrationId}`;
  }
  private stateCookie(request: FastifyRequest) {
    return { path: CALLBACK_PATH, sameSite: 'Lax' as const, secure: this.secure(request) };
  }
  private proofCookie(request: FastifyRequest) {
    return { path: AUTHENTICATE_PATH, sameSite: 'Strict' as const, secure: this.secure(request) };
  }
  private failed(reply: FastifyReply, message: string) {
    return reply.redirect(`/login?error=${encodeURIComponent(message)}`, 302);
  }

  /** Step 1: seals the sign-in's secrets into a cookie and sends the browser to the provider. */
  async authorize(request: RegistrationRequest, reply: FastifyReply) {
    const { registrationId } = request.params;
    const provider = await this.providers.find(registrationId);
    if (!provider) return this.failed(reply, `No sign-in provider "${registrationId}"`);
    let config: client.Configuration;
    try {
      config = await this.providers.configuration(provider);
    } catch (error) {
      request.log.warn({ err: error, registrationId }, 'OpenID Connect discovery failed');
      return this.failed(reply, `${provider.clientName} cannot be reached`);
  }
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: this.redirectUriOf(request, registrationId),
    scope: provider.scope,
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  const sealed = await seal(this.key, { rid: registrationId, state, nonce, cv: codeVerifier }, this.stateSeconds);
  setCookie(reply, STATE_COOKIE, sealed, { ...this.stateCookie(request), maxAgeSeconds: this.stateSeconds });
  return reply.header('cache-control', 'no-store').redirect(url.href, 302);
  }

  /** Step 2: checks the provider's answer, finds or makes the account, and leaves a one-time proof. */
  async callback(request: CallbackRequest, reply: FastifyReply) {
    const { registrationId } = request.params;
    const query = request.query;
    const started = await unseal(this.key, readCookie(request, STATE_COOKIE));
    clearCookie(reply, STATE_COOKIE, this.stateCookie(request));
    reply.header('cache-control', 'no-store');
    // The provider's own refusal (access_denied, login_required ...), in its words.
    if (typeof query.error === 'string' && query.error)
      return this.failed(reply, typeof query.error_description === 'string' && query.error_description ? query.error_description : query.error);
    if (!started || started.rid !== registrationId)
      return this.failed(reply, 'The sign-in expired or was started in another browser; please try again');
    const provider = await this.providers.find(registrationId);
    if (!provider) return this.failed(reply, `No sign-in provider "${registrationId}"`);

    let claims: IdentityClaims;
    try {
      const config = await this.providers.configuration(provider);
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const callbackUrl = new URL(`${this.redirectUriOf(request, registrationId)}${search}`);
      claims = await this.providers.signIn(config, callbackUrl, {
        state: String(started.state),
        nonce: String(started.nonce),
        codeVerifier: String(started.cv),
      });
    } catch (error) {
      request.log.warn({ err: error, registrationId }, 'OpenID Connect code exchange failed');
      return this.failed(reply, failureMessage(provider, error));
  }

  let code: string;
  try {
    const login = await this.accounts.loginFor(registrationId, claims);
    const user = await this.users.findByLogin(login);
    if (!user?.activated) return this.failed(reply, `The account ${login} is not active`);
    code = await this.proofs.issue(user.login);
  } catch (error) {
    // The browser is on a full page load: it gets the sign-in screen with a message, not a problem body.
    request.log.error({ err: error, registrationId }, 'external sign-in: the account could not be found or made');
    return this.failed(reply, `The sign-in with ${provider.clientName} could not be completed`);
  }
  setCookie(reply, PROOF_COOKIE, code, { ...this.proofCookie(request), maxAgeSeconds: this.proofSeconds });
  return reply.redirect(LANDING_PAGE, 302);
  }

  /** Step 3: the landing page redeems the proof for the Bearer token. */
  async authenticate(request: FastifyRequest, reply: FastifyReply) {
    const code = readCookie(request, PROOF_COOKIE);
    clearCookie(reply, PROOF_COOKIE, this.proofCookie(request));
    reply.header('cache-control', 'no-store');
    const login = await this.proofs.redeem(code);
    if (!login) throw unauthorized('No external sign-in to complete, or it was already completed or has expired');
    const user = await this.users.findByLogin(login);
    if (!user?.activated) throw unauthorized(`User ${login} was not activated`);
    const token = await this.tokens.sign({ login: user.login, authorities: user.authorities }, false);
    reply.header('Authorization', `Bearer ${token}`);
    return { id_token: token };
  }
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
