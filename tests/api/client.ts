import { afterAll, beforeAll } from 'vitest';
import { startServer, type StartOptions, type TestServer } from '../support/server.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are checked field by field */

export interface Response<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface Client {
  request<T = any>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response<T>>;
  get<T = any>(path: string, headers?: Record<string, string>): Promise<Response<T>>;
  post<T = any>(path: string, body: unknown): Promise<Response<T>>;
  put<T = any>(path: string, body: unknown): Promise<Response<T>>;
  patch<T = any>(path: string, body: unknown): Promise<Response<T>>;
  delete<T = any>(path: string): Promise<Response<T>>;
}

/** A small HTTP client for one server; paths are relative to its root (`api/pages?size=5`). */
export function client(baseUrl: string, token?: string): Client {
  const request = async <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const init: RequestInit = { method, headers: { ...headers } };
    if (token) (init.headers as Record<string, string>).authorization = `Bearer ${token}`;
    if (body !== undefined) {
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const res = await fetch(`${baseUrl}/${path.replace(/^\//, '')}`, init);
    const text = await res.text();
    let parsed: unknown = text;
    if (/json/.test(res.headers.get('content-type') ?? '') && text) parsed = JSON.parse(text);
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  };
  return {
    request,
    get: (path, headers) => request('GET', path, undefined, headers),
    post: (path, body) => request('POST', path, body),
    put: (path, body) => request('PUT', path, body),
    patch: (path, body) => request('PATCH', path, body),
    delete: (path) => request('DELETE', path),
  };
}

export interface Harness {
  server: TestServer;
  /** Signed in as admin/admin (ROLE_ADMIN, ROLE_USER). */
  admin: Client;
  /** Signed in as wadmin/wadmin (ROLE_WADMIN). */
  wadmin: Client;
  /** Signed in as user/user (ROLE_USER). */
  user: Client;
  /** No token. */
  anonymous: Client;
}

/**
 * One server for the whole test file, started before its tests and stopped after them.
 * The returned object is filled in by beforeAll, so read its members inside tests only.
 */
export function useServer(options: StartOptions = {}): Harness {
  const harness = {} as Harness;
  beforeAll(async () => {
    harness.server = await startServer(options);
    Object.assign(harness, await harnessOf(harness.server));
  });
  afterAll(async () => {
    await harness.server?.stop();
  });
  return harness;
}

/** Clients of a running server: signed in as admin, wadmin and user, and anonymous. */
export async function harnessOf(server: TestServer): Promise<Harness> {
  const [admin, wadmin, user] = await Promise.all([server.token('admin', 'admin'), server.token('wadmin', 'wadmin'), server.token('user', 'user')]);
  return {
    server,
    admin: client(server.baseUrl, admin),
    wadmin: client(server.baseUrl, wadmin),
    user: client(server.baseUrl, user),
    anonymous: client(server.baseUrl),
  };
}

/** A problem body's field errors as `field:message` strings, sorted. */
export const fieldErrors = (res: Response): string[] =>
  ((res.body?.fieldErrors ?? []) as { field: string; message: string }[]).map((e) => `${e.field}:${e.message}`).sort();

/** A unique suffix, so tests sharing one database do not see each other's rows. */
let counter = 0;
export const unique = (prefix: string) => `${prefix}-${process.pid}-${Date.now().toString(36)}-${++counter}`;
