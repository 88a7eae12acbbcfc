import type { FastifyRequest } from 'fastify';

/** What stands for a hidden value, as the configuration views show one. */
export const MASK = '******';

/**
 * Query parameters whose value opens something by itself: a document's view link (`token`), an
 * external signer's link (`signToken`), a mailed activation or reset key (`key`), a shared query's
 * token, an external sign-in's code and state, a captcha's token. Compared in lower case.
 */
const SECRET_PARAMETERS = new Set(['token', 'signtoken', 'key', 'code', 'state', 'hiddencaptcha', 'access_token', 'id_token']);

/** The client's addresses whose last segment is a mailed key (`/account/reset/adiuto/finish/{key}` …); the client's routes ignore case. */
const KEY_IN_PATH = /^(\/+account\/+(?:activate|reset\/+finish|reset\/+adiuto\/+finish)\/+)[^/?#]+/i;

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
};

/** A request's address as the log shows it: the values of link tokens and mailed keys masked, the rest as sent. */
export function maskedUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q === -1 ? url : url.slice(0, q)).replace(KEY_IN_PATH, `$1${MASK}`);
  if (q === -1) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return SECRET_PARAMETERS.has(decoded(name).toLowerCase()) ? `${name}=${MASK}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/**
 * Fastify's request serializer (the `req` of the "incoming request" entries, which both log formats
 * read), with the address masked.
 */
export function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskedUrl(request.url),
    version: request.headers?.['accept-version'] as string | undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
