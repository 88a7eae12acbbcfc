import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import { updateSchemaOf, type EntityModel } from '../../src/shared/entities/model.js';
import { PRODUCT_VERSION } from '../../src/shared/version.js';
import { notFound } from '../errors/app-error.js';
import { problemSchema } from '../../src/shared/problem.js';

/** Where the OpenAPI document is served (with the `api-docs` profile only). */
export const OPENAPI_PATH = '/api/openapi.json';

/** The profile that publishes the document and the API docs page. */
export const API_DOCS_PROFILE = 'api-docs';

type Json = Record<string, unknown>;

/** The component name of an entity's schema: its title (`Page`); `{title}Update` and `{title}Patch` name the PUT and PATCH bodies. */
const componentOf = (model: EntityModel) => model.title.replace(/[^A-Za-z0-9_.-]/g, '');

/** The entity schema as a component: the schema file without the annotations OpenAPI readers do not know. */
function componentSchema(schema: Json): Json {
  const { $id: _id, $schema: _s, 'x-entity': _e, ...rest } = schema;
  return rest;
}

/**
 * Registers the document generator. It must be awaited before any route is added: it learns the
 * routes and their schemas as they are registered. The document itself is answered at OPENAPI_PATH
 * when the `api-docs` profile is on; without it that address answers 404.
 */
export async function installOpenApi(app: FastifyInstance, models: EntityModel[], profiles: string[]): Promise<void> {
  const byName = new Map(models.map((m) => [m.name, m]));
  const schemas: Record<string, Json> = { Problem: problemSchema as unknown as Json };
  for (const model of models) {
    schemas[componentOf(model)] = componentSchema(model.schema as unknown as Json);
    const update = componentSchema(updateSchemaOf(model) as unknown as Json);
    schemas[`${componentOf(model)}Update`] = update;
    schemas[`${componentOf(model)}Patch`] = { ...update, required: [] };
  }

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Portico API',
        version: PRODUCT_VERSION,
        description:
          'The HTTP API of Portico. Signed-in calls send `Authorization: Bearer <token>`, the token answered by `POST /api/authenticate`. Refusals and failures answer an RFC 7807 problem body.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      // The token is optional in general; which roles each call needs is in the operation's description.
      security: [{ bearer: [] }, {}],
    },
    // A schema a route's answer names by its $id (the structure report's page) is a component of that name.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    transform: ({ schema, url, route }) => {
      const model = byName.get(route.config?.objectName as string);
      // A route's own tags win: an entity's call with a body of its own files it under the entity (`tags: ['Page']`).
      const tags = (schema as { tags?: string[] } | undefined)?.tags ?? [tagOf(url, model)];
      const out: Json = { ...(schema ?? {}), tags };
      if (model) {
        out.description = `Roles: ${model.authorities.join(', ')}${model.guestList && route.method === 'GET' && !url.includes(':') ? ' (anyone may list the public rows)' : ''}`;
        // Entity bodies are the entity's own schema: named components instead of inline copies.
        const suffix = { POST: '', PUT: 'Update', PATCH: 'Patch' }[String(route.method)] ?? '';
        if (out.body) out.body = { $ref: `#/components/schemas/${componentOf(model)}${suffix}` };
      }
      return { schema: out as never, url };
    },
  });

  let document: Json | undefined;
  // The document is open by nature: its members are OpenAPI's, its paths and schemas the routes'.
  const documentSchema = { type: 'object', required: ['openapi', 'info', 'paths'], additionalProperties: true, description: 'The OpenAPI 3.1 document of this API' };
  app.get(OPENAPI_PATH, { schema: { response: { 200: documentSchema } } }, async () => {
    if (!profiles.includes(API_DOCS_PROFILE)) throw notFound('The API documentation is not published (profile api-docs)');
    document ??= finish(app.swagger() as unknown as Json, schemas);
    return document;
  });
}

/** The first segment after `/api` (or the top one) names an operation's group. */
function tagOf(url: string, model: EntityModel | undefined): string {
  if (model) return model.title;
  const parts = url.split('/').filter(Boolean);
  if (parts[0] === 'api') return parts[1] === 'admin' ? `admin/${parts[2] ?? ''}` : (parts[1] ?? 'api');
  return parts[0] ?? 'root';
}

/** Adds the named schemas and the problem answers to the generated document. */
function finish(generated: Json, schemas: Record<string, Json>): Json {
  const document = structuredClone(generated);
  const components = (document.components ??= {}) as Json;
  components.schemas = { ...(components.schemas as Json | undefined), ...schemas };
  components.responses = {
    Problem: {
      description: 'A refusal (400, 401, 403, 404, 409, 429) or a failure (500)',
      content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
    },
  };
  for (const item of Object.values(document.paths as Record<string, Record<string, Json>>)) {
    for (const operation of Object.values(item)) {
      const responses = (operation.responses ??= {}) as Json;
      responses.default ??= { $ref: '#/components/responses/Problem' };
    }
  }
  return document;
}
