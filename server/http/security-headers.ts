import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The policy of the app's own pages. The built client has no inline script (index.html loads one
 * module); MUI's styles are inserted by emotion at run time, hence inline styles; the site's logo
 * and the captcha are data: images. Nothing is loaded from another origin, and the app is never
 * framed. `upgrade-insecure-requests` is left out: the embedded default serves plain HTTP.
 */
export const APP_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The browser's devices, sensors and powers the portal's pages may use: none but full screen (the
 * PDF viewer's button), for the portal itself and never for a frame of another origin. So a script
 * injected despite the policy above cannot turn on a camera or a microphone, or read a location.
 * Playing media stays allowed: a video or a sound the document store holds opens in a tab.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'local-fonts=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Answers that carry account or document data: never kept by a browser or proxy unless the route says otherwise. */
const PRIVATE_ANSWERS = /^\/(api|management)\//;

/** The build's hashed scripts, styles and fonts: never shown as a page, fetched by the dozen on a first visit. */
const SUBRESOURCES = /^\/assets\/[^?#]+\.(js|css|woff2?)(\?|$)/;

/**
 * What only a document (a page, a frame, a file shown in a tab) obeys: sent with a script or a style
 * it does nothing, and it weighed about 600 bytes on each of the twenty-odd scripts of a first visit.
 * nosniff, Cross-Origin-Resource-Policy and HSTS stay, as the caching and ETag do.
 */
const DOCUMENT_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'last-modified',
  'accept-ranges',
];

/**
 * Security headers on every answer, in one place: the app's Content-Security-Policy, no framing
 * (also as X-Frame-Options for older browsers), no type sniffing, the referrer kept on the portal's
 * own origin, the browser's devices off (Permissions-Policy), and no caching of API answers. File
 * answers replace the policy with a stricter one of their own (http/file-answers.ts); static assets
 * keep their own caching (app.ts), and the build's scripts and styles carry only the headers that
 * apply to them.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (PRIVATE_ANSWERS.test(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    else if (SUBRESOURCES.test(request.url)) for (const name of DOCUMENT_ONLY) reply.removeHeader(name);
    return payload;
  });
}

/**
 * The headers helmet sets with the portal's configuration. They do not depend on the request, so
 * they are read once from its middleware (which would build them anew for every answer).
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: () => {},
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: APP_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // HTTPS only once a browser has reached the portal over HTTPS; other hosts of the domain are not the portal's to decide.
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}
