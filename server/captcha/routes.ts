import type { FastifyInstance } from 'fastify';
import type { CaptchaService } from './captcha.js';

/** GET api/composer/captcha: public, a new captcha each time, never cached. */
export function registerCaptchaRoutes(app: FastifyInstance, captchas: CaptchaService): void {
  app.get('/api/composer/captcha', { config: { withoutSession: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return captchas.create();
  });
}
