import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { tooMany } from '../errors/app-error.js';
import type { CaptchaService } from './captcha.js';

/**
 * GET api/composer/captcha: public, a new captcha each time, never cached. Drawing one costs a
 * server about 13 ms of CPU, so each client address may ask for `maxPerMinute` a minute, counted by
 * each server in memory (IPv6 addresses by their /64, which one machine commonly holds whole); past
 * it, 429 with Retry-After and nothing drawn.
 */
export function registerCaptchaRoutes(app: FastifyInstance, captchas: CaptchaService, maxPerMinute: number): void {
  void app.register(async (scope) => {
    await scope.register(rateLimit, { global: false });
    scope.get(
      '/api/composer/captcha',
      {
        config: {
          withoutSession: true,
          rateLimit: { max: maxPerMinute, timeWindow: 60_000, errorResponseBuilder: (_request, { ttl }) => tooManyCaptchas(Math.max(1, Math.ceil(ttl / 1000))) },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return captchas.create();
      },
    );
  });
}

function tooManyCaptchas(seconds: number) {
  return tooMany('captcha.too-many', `Too many captchas were asked from this address. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`, seconds, 'error.captchas.toomany');
}
