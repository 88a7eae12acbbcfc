import { createHash } from 'node:crypto';
import * as client from 'openid-client';
import type { Db } from '../database.js';
import { retry, type RetryOptions } from '../ops/retry.js';

/** An enabled provider as the sign-in flow needs it, secret included (never sent to a client). */
export interface Provider {
  id: number;
  registrationId: string;
  clientName: string;
  issuerUri: string;
  clientId: string;
  clientSecret: string;
  scope: string;
}

export interface ProviderOptions {
  /** Lets discovery and token calls go over plain http to issuers that are not on this machine. */
  allowHttpIssuers: boolean;
  /** How long a provider's discovered metadata is reused before it is read again. */
  discoveryTtlMs?: number;
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** Network failures that happen before the provider saw the request: safe to try again, even for a code exchange. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH']);
function causeCode(error: unknown): string | undefined {
  let e = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth++, e = e.cause as typeof e) if (typeof e.code === 'string' && NOT_SENT.has(e.code)) return e.code;
  return undefined;
}

/** Discovery is a plain read: retried on any failure but a refusal of the provider (a 4xx answer). */
const DISCOVERY_RETRY: RetryOptions = {
  attempts: 3,
  baseDelayMs: 200,
  maxDelayMs: 2_000,
  retryable: (error) => causeCode(error) !== undefined || !/\b4\d\d\b/.test((error as Error)?.message),
};
/** An authorization code works once: the exchange is tried again only when the request never reached the provider. */
const EXCHANGE_RETRY: RetryOptions = { attempts: 3, baseDelayMs: 200, maxDelayMs: 2_000, retryable: (error) => causeCode(error) !== undefined };

/**
 * The OpenID Connect providers of the `oauth2-provider` entity and their discovered metadata.
 * Every call to a provider goes through the retry mechanism (server/ops/retry.ts), under the names
 * `oauth2.discovery` and `oauth2.token`.
 */
export class Providers {
  private readonly discovered = new Map<string, { fingerprint: string; at: number; config: Promise<client.Configuration> }>();

  constructor(
    private readonly db: Db,
    private readonly options: ProviderOptions,
  ) {}

  /** The enabled provider of this registrationId, or undefined. */
  async find(registrationId: string): Promise<Provider | undefined> {
    const row = await this.db
      .selectFrom('oauth2_provider')
      .select([
        'id',
        'registration_id as registrationId',
        'client_name as clientName',
        'issuer_uri as issuerUri',
        'client_id as clientId',
        'client_secret as clientSecret',
        'scope',
        'enabled',
      ])
      .where('registration_id', '=', registrationId)
      .executeTakeFirst();
    // The schema requires every member but the scope; a row that lacks one cannot sign anyone in.
    const { id, clientName, issuerUri, clientId, clientSecret, scope } = row ?? {};
    if (!row?.enabled || !id || !clientName || !issuerUri || !clientId || !clientSecret) return undefined;
    return { id, registrationId, clientName, issuerUri, clientId, clientSecret, scope: scope || 'openid profile email' };
  }

  /** The provider's configuration from its discovery document, read again after an edit or after a while. */
  configuration(provider: Provider): Promise<client.Configuration> {
    const fingerprint = createHash('sha256')
      .update(JSON.stringify([provider.issuerUri, provider.clientId, provider.clientSecret]))
      .digest('hex');
    const known = this.discovered.get(provider.registrationId);
    const ttl = this.options.discoveryTtlMs ?? 10 * 60_000;
    if (known && known.fingerprint === fingerprint && Date.now() - known.at < ttl) return known.config;
    const issuer = new URL(provider.issuerUri);
    const insecure = issuer.protocol === 'http:';
    if (insecure && !this.options.allowHttpIssuers && !LOOPBACK.test(issuer.hostname))
      return Promise.reject(new Error(`The issuer ${provider.issuerUri} must use https (plain http is allowed for this machine only)`));
    const config = retry(
      'oauth2.discovery',
      () =>
        client.discovery(issuer, provider.clientId, undefined, client.ClientSecretBasic(provider.clientSecret), {
          execute: insecure ? [client.allowInsecureRequests] : [],
          timeout: 10,
        }),
      DISCOVERY_RETRY,
    );
    this.discovered.set(provider.registrationId, { fingerprint, at: Date.now(), config });
    // A failed discovery is not kept: the next sign-in tries again.
    config.catch(() => {
      if (this.discovered.get(provider.registrationId)?.config === config) this.discovered.delete(provider.registrationId);
    });
    return config;
  }

  /**
   * Exchanges the code of the callback address for tokens, checking state, nonce, PKCE and the ID
   * token, and answers the person's claims: the ID token's, completed from the UserInfo endpoint
   * (many providers put only `sub` in the ID token). The ID token's subject always wins.
   */
  async signIn(
    config: client.Configuration,
    callbackUrl: URL,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<client.IDToken & Record<string, unknown>> {
    const tokens = await retry(
      'oauth2.token',
      () =>
        client.authorizationCodeGrant(config, callbackUrl, {
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          pkceCodeVerifier: checks.codeVerifier,
          idTokenExpected: true,
        }),
      EXCHANGE_RETRY,
    );
    const idToken = tokens.claims();
    if (!idToken) throw new Error('The provider answered without an ID token');
    if (!config.serverMetadata().userinfo_endpoint || !tokens.access_token) return idToken;
    const userInfo = await retry('oauth2.userinfo', () => client.fetchUserInfo(config, tokens.access_token, idToken.sub), DISCOVERY_RETRY);
    return { ...userInfo, ...idToken };
  }
}
