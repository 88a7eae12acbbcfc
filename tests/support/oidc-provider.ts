import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on 127.0.0.1 and a free port, for the
 * external sign-in tests. It knows one client and a few people. Its sign-in page is a plain form
 * (login, password, "Sign in", "Cancel"); consent is given at once, so the flow is: Portico →
 * provider's form → back to Portico. "Cancel" answers Portico with error=access_denied.
 */

export interface TestPerson {
  password: string;
  claims: Record<string, string | boolean>;
}

export const PEOPLE: Record<string, TestPerson> = {
  alice: {
    password: 'alice-secret',
    claims: { preferred_username: 'alice', email: 'alice@example.org', email_verified: true, given_name: 'Alice', family_name: 'Liddell', locale: 'it-IT' },
  },
  // Says her name is "admin", which a local account already uses: she gets another login.
  mallory: {
    password: 'mallory-secret',
    claims: { preferred_username: 'admin', email: 'admin@localhost', email_verified: true, given_name: 'Mallory' },
  },
};

export interface TestProvider {
  /** The issuer, `http://127.0.0.1:<port>`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop(): Promise<void>;
}

export interface TestProviderOptions {
  /** Addresses the client may be sent back to (Portico's /login/oauth2/code/{registrationId}). */
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (uid: string, error?: string) => `<!doctype html>
<html><head><meta charset="utf-8"><title>Test provider: sign in</title></head>
<body>
<h1>Test provider</h1>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${uid}/login">
  <label>Login <input name="login" autocomplete="off"></label>
  <label>Password <input name="password" type="password"></label>
  <button type="submit">Sign in</button>
</form>
<form method="post" action="/interaction/${uid}/abort"><button type="submit">Cancel</button></form>
</body></html>`;

async function formBody(req: http.IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return new URLSearchParams(text);
}

export async function startTestProvider(options: TestProviderOptions): Promise<TestProvider> {
  // Listening first, on a port the system picks, gives the issuer's address before the provider is made.
  let handle: http.RequestListener = (_req, res) => void res.writeHead(503).end();
  const server = http.createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = options.clientId ?? 'portico';
  const clientSecret = options.clientSecret ?? 'portico-client-secret-0123456789';

  // A signing key of its own, made for this run (the package's built-in keys are for quick starts only).
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test-provider' };

  const provider = new Provider(issuer, providerConfiguration(options.redirectUris, { clientId, clientSecret }, signingKey));

  const interaction = interactionHandler(provider);
  const callback = provider.callback();
  handle = (req, res) => {
    if ((req.url ?? '').startsWith('/interaction/')) {
      interaction(req, res).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain' });
        res.end(String(error));
      });
      return;
    }
    callback(req, res);
  };
  return {
    issuer,
    clientId,
    clientSecret,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The provider's configuration: one client, the people above, its own signing key, PKCE required, consent at once. */
function providerConfiguration(redirectUris: string[], { clientId, clientSecret }: { clientId: string; clientSecret: string }, signingKey: JWK): Configuration {
return {
  jwks: { keys: [signingKey] },
  clients: [
    {
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    },
  ],
  // Portico always sends a PKCE challenge; require it, so a missing one fails the tests.
  pkce: { required: () => true },
  claims: {
    openid: ['sub'],
    profile: ['preferred_username', 'given_name', 'family_name', 'locale'],
    email: ['email', 'email_verified'],
  },
  features: { devInteractions: { enabled: false } },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  cookies: { keys: ['portico-test-provider-cookie-key'] },
  ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
  findAccount: async (_ctx, sub) => {
    const person = PEOPLE[sub];
    if (!person) return undefined;
    return { accountId: sub, claims: async () => ({ sub, ...person.claims }) };
  },
};

}

/**
 * Answers the provider's interaction pages: the sign-in form and its two buttons, and consent, which
 * is granted at once.
 */
function interactionHandler(provider: Provider) {
return async (req: http.IncomingMessage, res: http.ServerResponse) => {
  const [, , uid, action] = (req.url ?? '').split('?')[0].split('/');
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid) throw new Error('interaction mismatch');
  if (req.method === 'GET' && details.prompt.name === 'consent') {
    // Everything asked for is granted at once: the tests are about Portico, not about consent screens.
    const grant = details.grantId
      ? (await provider.Grant.find(details.grantId))!
      : new provider.Grant({ accountId: details.session!.accountId, clientId: String(details.params.client_id) });
    const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    return;
  }
  if (req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page(uid));
    return;
  }
  if (req.method === 'POST' && action === 'abort') {
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The person cancelled the sign-in' },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  if (req.method === 'POST' && action === 'login') {
    const form = await formBody(req);
    const login = form.get('login') ?? '';
    const person = PEOPLE[login];
    if (!person || person.password !== form.get('password')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(uid, 'Wrong login or password'));
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId: login } }, { mergeWithLastSubmission: false });
    return;
  }
  res.writeHead(405).end();
};

}
