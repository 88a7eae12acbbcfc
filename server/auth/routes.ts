import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../http/problem.js';
import { decoyHash, verifyPassword } from './passwords.js';
import { requireAuthority } from './guard.js';
import type { TokenService } from './tokens.js';
import type { UserStore } from './users.js';

const loginBody = {
  type: 'object',
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 50 },
    password: { type: 'string', minLength: 1, maxLength: 100 },
    rememberMe: { type: ['boolean', 'null'] },
    captcha: { type: ['string', 'null'] },
    hiddenCaptcha: { type: ['string', 'null'] },
  },
  required: ['username', 'password'],
  additionalProperties: false,
} as const;

export function registerAuthRoutes(app: FastifyInstance, tokens: TokenService, users: UserStore): void {
  app.post<{ Body: { username: string; password: string; rememberMe?: boolean | null } }>(
    '/api/authenticate',
    { schema: { body: loginBody }, config: { objectName: 'login' } },
    async (request, reply) => {
      const { username, password, rememberMe } = request.body;
      const user = await users.findByLogin(username);
      const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
      if (!user || !valid) throw unauthorized('Bad credentials');
      if (!user.activated) throw unauthorized(`User ${user.login} was not activated`);
      const token = await tokens.sign({ login: user.login, authorities: user.authorities }, rememberMe === true);
      reply.header('Authorization', `Bearer ${token}`);
      return { id_token: token };
    },
  );

  app.get('/api/account', { preHandler: requireAuthority() }, async (request) => request.currentUser());

  app.get('/api/authorities', { preHandler: requireAuthority('ROLE_ADMIN') }, () => users.authorities());
}
