import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import tseslint from 'typescript-eslint';
import httpAtTheEdge from '../../scripts/lint/http-at-the-edge.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' } });
const refused = { messageId: 'notAtEdge' };

/** The lint rule keyed on what a server module does (docs/architecture.md, "HTTP at the edge"). */
tester.run('http-at-the-edge', httpAtTheEdge, {
  valid: [
    // A module that registers routes, hooks or decorations is the edge: it may speak HTTP.
    { filename: '/p/server/docstore/anything.ts', code: "import type { FastifyInstance } from 'fastify';\nexport const r = (app: FastifyInstance) => app.get('/api/x', async () => 1);" },
    { filename: '/p/server/docstore/anything.ts', code: "import type { FastifyInstance } from 'fastify';\nexport const r = (app: FastifyInstance, b: string) => app.post(`${b}/x`, async () => 1);" },
    { filename: '/p/server/auth/guard.ts', code: "import type { FastifyInstance } from 'fastify';\nexport const i = (app: FastifyInstance) => app.addHook('onRequest', async () => {});" },
    { filename: '/p/server/signing/install.ts', code: "import type { FastifyInstance } from 'fastify';\nimport { registerSigningRoutes } from './routes.js';\nexport const i = (app: FastifyInstance) => registerSigningRoutes(app);" },
    // server/http is the edge's toolbox; operations import neither Fastify nor it.
    { filename: '/p/server/http/cookies.ts', code: "import type { FastifyReply } from 'fastify';\nexport const f = (r: FastifyReply) => r;" },
    { filename: '/p/server/signing/sign.ts', code: "import { notFound } from '../errors/app-error.js';\nexport const f = (m: Map<string, number>) => m.get('/x') ?? notFound();" },
    { filename: '/p/server/oauth2/flow.ts', code: "import type { FastifyRequest } from 'fastify';\nexport const f = (r: FastifyRequest) => r;", options: [{ allow: ['server/oauth2/flow.ts'] }] },
  ],
  invalid: [
    // An operation that takes the request, reads the problem body or calls routes is refused, whatever its name.
    { filename: '/p/server/signing/caller.ts', code: "import type { FastifyRequest } from 'fastify';\nexport const f = (r: FastifyRequest) => r.currentUser();", errors: [refused] },
    { filename: '/p/server/docstore/routes-helper.ts', code: "import { sendFileAnswer } from '../http/file-answers.js';\nexport const f = sendFileAnswer;", errors: [refused] },
    { filename: '/p/server/docstore/answers.ts', code: "import { x } from './entity-routes.js';\nexport const f = (m: Map<string, number>) => m.get(`${x}`);", errors: [refused] },
  ],
});
