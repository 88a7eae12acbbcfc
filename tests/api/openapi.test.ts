import { describe, expect, test } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { client, useServer } from './client.js';
import { startServer } from '../support/server.js';
import { userSchema } from '../../src/shared/user.js';
import { outboxMessageSchema, outboxSummarySchema } from '../../src/shared/mail-outbox.js';
import { libraryDocumentSchema } from '../../src/shared/library-document.js';
import { composerPageSchema } from '../../src/shared/composer-page.js';
import { signInfoSchema } from '../../src/shared/signing/sign-info.js';
import { listAnswerSchema } from '../../src/shared/documents/gateway-wire.js';
import { healthSchema } from '../../src/shared/management.js';
import { NOT_JSON, UNDECLARED } from './undeclared-answers.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- the document is checked member by member */

describe('the OpenAPI document (profile api-docs, the default)', () => {
  const h = useServer();

  test('is public, valid OpenAPI 3.1 and generated from the routes', async () => {
    const res = await h.anonymous.get('api/openapi.json');
    expect(res.status).toBe(200);
    const document = res.body;
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    const paths = document.paths as Record<string, Record<string, any>>;
    expect(Object.keys(paths['/api/pages']).sort()).toEqual(['get', 'post', 'put']);
    expect(Object.keys(paths['/api/pages/{id}']).sort()).toEqual(['delete', 'get', 'patch', 'put']);
    expect(paths['/api/authenticate'].post.requestBody).toBeDefined();
    expect(paths['/api/admin/users/{login}'].delete).toBeDefined();
    expect(paths['/management/info'].get).toBeDefined();
    expect(paths['/api/pages/{id}'].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path', required: true })]),
    );
  });

  test('documents the answers of the wire shapes declared in src/shared, member for member', async () => {
    const { body: document } = await h.anonymous.get('api/openapi.json');
    const answer = (path: string, method: string, status: string) => document.paths[path][method].responses[status].content['application/json'].schema;
    const members = (schema: any) => Object.keys(schema.properties).sort();
    expect(members(answer('/api/admin/users', 'get', '200').items)).toEqual(members(userSchema));
    expect(members(answer('/api/admin/users/{login}', 'get', '200'))).toEqual(members(userSchema));
    expect(members(answer('/api/admin/users', 'post', '201'))).toEqual(members(userSchema));
    expect(members(answer('/api/admin/mail-outbox', 'get', '200').items)).toEqual(members(outboxSummarySchema));
    expect(members(answer('/api/admin/mail-outbox/{id}', 'get', '200'))).toEqual(members(outboxMessageSchema));
    expect(members(answer('/api/documentlibrary/documents/{id}', 'get', '200'))).toEqual(members(libraryDocumentSchema));
    expect(members(answer('/api/composer/pages-public', 'get', '200').items)).toEqual(members(composerPageSchema));
    expect(answer('/api/admin/users', 'get', '200').items.additionalProperties).toBe(false);
    expect(members(answer('/api/adiuto-gateway/sign/get-info/{id}', 'get', '200'))).toEqual(members(signInfoSchema));
    expect(members(answer('/api/adiuto-gateway/execute-query', 'post', '200'))).toEqual(members(listAnswerSchema));
    expect(members(answer('/management/health', 'get', '200'))).toEqual(members(healthSchema));
    // An entity's row: its readable fields, never a writeOnly secret (an OAuth2 provider's client secret).
    expect(members(answer('/api/oauth2-providers/{id}', 'get', '200'))).not.toContain('clientSecret');
    expect(members(answer('/api/pages/{id}', 'get', '200'))).toEqual(expect.arrayContaining(['id', 'name', 'parent', 'template']));
    // The structure report's pages are one component, whose children are pages again.
    expect(answer('/api/admin/structure', 'get', '200').properties.public.items).toEqual({ $ref: '#/components/schemas/StructurePage' });
    expect(document.components.schemas.StructurePage.properties.children.items).toEqual({ $ref: '#/components/schemas/StructurePage' });
  });

  test('declares the shape of every answer: a new route without a response schema fails here', async () => {
    const { body: document } = await h.anonymous.get('api/openapi.json');
    const undeclared: string[] = [];
    for (const [path, operations] of Object.entries(document.paths as Record<string, Record<string, any>>))
      for (const [method, operation] of Object.entries(operations)) {
        const answers = Object.entries(operation.responses ?? {}).filter(([status]) => status.startsWith('2'));
        const declared = answers.some(([, answer]: [string, any]) => Object.values(answer.content ?? {}).some((content: any) => content.schema));
        if (!declared) undeclared.push(`${method.toUpperCase()} ${path}`);
      }
    expect(undeclared.filter((route) => !NOT_JSON.includes(route) && !UNDECLARED.includes(route)), 'routes that answer without a declared schema').toEqual([]);
    // The list of routes still to declare only shrinks: one that declares its answer leaves it.
    expect(UNDECLARED.filter((route) => !undeclared.includes(route)), 'routes that declare their answer now: take them off UNDECLARED').toEqual([]);
  });

  test('names the entity schemas, the bearer scheme and the problem body', async () => {
    const { body: document } = await h.anonymous.get('api/openapi.json');
    const schemas = document.components.schemas;
    for (const name of ['Page', 'PageUpdate', 'PagePatch', 'Site', 'Widget', 'WidgetType', 'Template', 'Theme', 'Problem']) {
      expect(schemas[name], name).toBeDefined();
    }
    expect(schemas.Page.properties.name).toBeDefined();
    expect(schemas.Problem.required).toEqual(expect.arrayContaining(['status', 'message']));
    expect(document.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });

    const post = document.paths['/api/pages'].post;
    expect(post.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Page' });
    expect(document.paths['/api/pages/{id}'].put.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/PageUpdate',
    });
    expect(post.responses.default).toEqual({ $ref: '#/components/responses/Problem' });
    expect(document.components.responses.Problem.content['application/problem+json'].schema).toEqual({
      $ref: '#/components/schemas/Problem',
    });
  });
});

describe('without the api-docs profile', () => {
  test('the document is not served', async () => {
    const server = await startServer({ env: { PORTICO_PROFILES: 'prod' } });
    try {
      const res = await client(server.baseUrl).get('api/openapi.json');
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('error.http.404');
      const info = await client(server.baseUrl).get('management/info');
      expect(info.body.activeProfiles).toEqual(['prod']);
    } finally {
      await server.stop();
    }
  }, 90_000);
});
