/** What configuration and environment views never show. */
export const MASK = '******';

/**
 * Names whose values are hidden, in any case and anywhere in the name: DB_PASS, API_PWD, JWT_SECRET,
 * AUTH_HEADER, SESSION_SIGNING, PRIVATE_PEM, X_SALT, smtp.password, apiKey, COOKIE_SECRET … A wide
 * net on purpose: a harmless value hidden costs little, a secret shown costs a great deal.
 */
const SECRET_WORDS = 'pass|pwd|secret|token|key|auth|salt|signing|private|credential|cookie|jwt';
const SECRET_NAME = new RegExp(SECRET_WORDS, 'i');

/** True for a name whose value is hidden. */
export const isSecretName = (name: string) => SECRET_NAME.test(name);

/** A URL anywhere in a text, up to white space or a quote. */
const URL_IN_TEXT = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>]+/gi;
/** `name=value` outside URLs (libpq, ODBC, command lines) where the name is a secret's: `password=…`, `Pwd=…;`. */
const SECRET_PAIR = new RegExp(`([\\w.-]*(?:${SECRET_WORDS})[\\w.-]*\\s*=\\s*)("[^"]*"|'[^']*'|[^\\s;&,)\\]}]+)`, 'gi');

/** Every value of a query string or fragment (`a=1&b` → `a=******&******`). */
const maskPairs = (pairs: string) =>
  pairs
    .split('&')
    .map((pair) => (pair === '' ? pair : pair.includes('=') ? `${pair.slice(0, pair.indexOf('='))}=${MASK}` : MASK))
    .join('&');

/** A URL with its user information (`user:password@`) and every query and fragment value masked. */
function maskUrl(url: string): string {
  const schemeEnd = url.indexOf('://') + 3;
  const rest = url.slice(schemeEnd);
  const authorityEnd = rest.search(/[/?#]/) === -1 ? rest.length : rest.search(/[/?#]/);
  const authority = rest.slice(0, authorityEnd);
  const at = authority.lastIndexOf('@');
  let out = url.slice(0, schemeEnd) + (at === -1 ? authority : `${MASK}${authority.slice(at)}`);
  const tail = rest.slice(authorityEnd);
  const [beforeFragment, fragment] = tail.includes('#') ? [tail.slice(0, tail.indexOf('#')), tail.slice(tail.indexOf('#') + 1)] : [tail, undefined];
  const query = beforeFragment.indexOf('?');
  out += query === -1 ? beforeFragment : `${beforeFragment.slice(0, query)}?${maskPairs(beforeFragment.slice(query + 1))}`;
  if (fragment !== undefined) out += `#${fragment.includes('=') ? maskPairs(fragment) : fragment}`;
  return out;
}

/** A text with the secrets it may carry masked: in URLs, in `name=value` pairs, in JSON. */
export function maskText(text: string): string {
  const trimmed = text.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.stringify(maskSecrets(JSON.parse(trimmed)));
    } catch {
      // Not JSON after all: masked as text.
    }
  }
  return text.replace(URL_IN_TEXT, maskUrl).replace(SECRET_PAIR, `$1${MASK}`);
}

/**
 * A copy of `value` with secrets masked at any depth: every member under a secret name (whatever it
 * holds, but for null and true/false, which tell nothing), and in every text what maskText finds.
 */
export function maskSecrets(value: unknown, name = ''): unknown {
  if (value === null || value === undefined || typeof value === 'boolean') return value;
  if (name && isSecretName(name)) return MASK;
  if (typeof value === 'string') return maskText(value);
  if (Array.isArray(value)) return value.map((v) => maskSecrets(v));
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, maskSecrets(v, k)]));
  }
  return value;
}
