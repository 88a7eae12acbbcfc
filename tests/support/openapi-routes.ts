import type { Client } from '../api/client.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- the OpenAPI document is read member by member */

/** One operation of the server's OpenAPI document, as the tests that walk every route read it. */
export interface Param {
  name: string;
  in: 'path' | 'query';
  schema: any;
}

export interface Route {
  method: string;
  /** The path with {parameters}. */
  path: string;
  params: Param[];
  hasBody: boolean;
  /** The request body's schemas by content type, `$ref`s left as they are (see `resolve`). */
  bodies: Record<string, any>;
}

export interface OpenApi {
  routes: Route[];
  /** The schema with its `$ref` (to `#/components/schemas/…`) followed, one level. */
  resolve(schema: any): any;
}

/** The running server's operations, read from its OpenAPI document (generated from the registered routes). */
export async function openApiOf(api: Client): Promise<OpenApi> {
  const res = await api.get('api/openapi.json');
  if (res.status !== 200) throw new Error(`api/openapi.json answered ${res.status}`);
  const doc = res.body;
  const routes = Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      params: ((operation.parameters ?? []) as any[]).map((p) => ({ name: p.name, in: p.in, schema: p.schema })),
      hasBody: !!operation.requestBody,
      bodies: Object.fromEntries(Object.entries((operation.requestBody?.content ?? {}) as Record<string, any>).map(([type, content]) => [type, content.schema ?? {}])),
    })),
  );
  const resolve = (schema: any): any => {
    const ref: unknown = schema?.$ref;
    if (typeof ref !== 'string') return schema;
    return doc.components.schemas[ref.replace('#/components/schemas/', '')] ?? {};
  };
  return { routes, resolve };
}
