import { HttpError } from 'react-admin';
import { tokenStorage } from './tokenStorage';
import { i18nProvider } from './i18nProvider';
import { describeFailure, type Problem } from '../errors/describe';
import { announce } from '../errors/alerts';
import { endSessionOn } from './session-end';

export type { Problem };

export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  json: T;
}

/**
 * Calls the API with the stored Bearer token. A failure becomes an HttpError whose message is a
 * translation key or the server's words, and whose body carries the field errors for forms.
 */
export async function apiFetch<T = unknown>(path: string, init: RequestInit = {}): Promise<ApiResponse<T>> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (init.body && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const token = tokenStorage.get();
  let response: Response;
  try {
    response = await fetchWithToken(path.startsWith('/') ? path : `/${path}`, { ...init, headers });
  } catch (error) {
    // A request cancelled by its caller is not a failure to report.
    if ((error as Error).name === 'AbortError') throw error;
    throw new HttpError(i18nProvider.translate('portico.error.serverNotReachable'), 0, { url: path });
  }
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  if (!response.ok) throw toHttpError(response, json as Problem | string | undefined);
  // A password change ends the account's other sessions and renews this one: the new token replaces the old.
  const renewed = tokenIn(response.headers);
  if (token && renewed) tokenStorage.replace(renewed);
  const alert = response.headers.get('app-alert');
  if (alert) announce({ key: alert, param: response.headers.get('app-params') ?? undefined });
  return { status: response.status, headers: response.headers, json: json as T };
}

/** The stored sign-in as an Authorization header's value: the one place the header is written. */
export function bearer(): string | undefined {
  const token = tokenStorage.get();
  return token ? `Bearer ${token}` : undefined;
}

/** The token an answer hands over in its Authorization header (a sign-in, a renewal): the one place it is read. */
export function tokenIn(headers: Headers): string | undefined {
  const value = headers.get('Authorization');
  return value?.startsWith('Bearer ') ? value.slice('Bearer '.length) : undefined;
}

/**
 * fetch with the stored sign-in, for answers read as they come (files, stylesheets) or sent without
 * a word to the visitor (crash reports); the API's JSON calls go through apiFetch.
 */
export function fetchWithToken(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const authorization = bearer();
  if (authorization) headers.set('Authorization', authorization);
  return fetch(path, { ...init, headers });
}

/** A failed answer read whole (a problem body, or text) as an HttpError, for calls made with fetchWithToken. */
export async function httpErrorOf(response: Response): Promise<HttpError> {
  const text = await response.text();
  let body: Problem | string = text;
  try {
    body = JSON.parse(text) as Problem;
  } catch {
    // Not JSON: the text is the message.
  }
  return toHttpError(response, body);
}

/** A failed answer as an HttpError; a refusal that ends the session ends it (session-end.ts). */
export function toHttpError(response: Response, body: Problem | string | undefined): HttpError {
  const problem = typeof body === 'object' && body ? body : undefined;
  const url = new URL(response.url || '/', window.location.origin).pathname;
  endSessionOn(response.status, url);
  // react-admin puts `body.errors` on the form fields: one translated message per field.
  const errors = Object.fromEntries(
    (problem?.fieldErrors ?? []).map((e) => [e.field, `portico.validation.${e.message.split('.')[0]}`]),
  );
  const messages = describeFailure(response.status, response.headers, body, url);
  const text = messages.map((m) => i18nProvider.translate(m.key, m.args)).join(' ');
  return new HttpError(text, response.status, {
    ...problem,
    errors,
    silent: messages.length === 0,
    entityName: response.headers.get('app-params'),
    url,
  });
}
