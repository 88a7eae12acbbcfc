import type { FastifyRequest } from 'fastify';

/** The language a call asks its names in: the `lang` query parameter, else the Accept-Language header's first. */
export function requestLanguage(request: FastifyRequest): string | undefined {
  const asked = (request.query as { lang?: string } | undefined)?.lang;
  return asked ?? request.headers['accept-language']?.slice(0, 2).toLowerCase();
}
