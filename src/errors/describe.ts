import type { Problem as ServerProblem } from '../shared/problem.js';

/** A refusal's body as the server writes it; a body that is not one (a proxy's page) has none of its members. */
export type Problem = Partial<ServerProblem>;

/** A message to show: a translation key and its arguments (`_` is the text when the key is unknown). */
export interface Message {
  key: string;
  args?: Record<string, unknown>;
}

/** Field constraints the portal words alike. */
const SIZE_LIKE = ['Min', 'Max', 'DecimalMin', 'DecimalMax'];

/** Keys that never make an alert. */
const SILENT_KEYS = ['error.user.not.found'];

/**
 * What a failed call says, by the portal's rules: status 0 'Server not reachable'; 400 with an
 * app-error header names its alert (with the entity from app-params), else one alert per field error
 * ('Error on field …', Min and Max worded as Size), else the server's message, else the raw body;
 * 404 'Not found'; any other status the message or the body; and 'Unknown error!' when nothing is said.
 * Returns no message when the failure is to pass silently.
 */
export function describeFailure(
  status: number,
  headers: { get(name: string): string | null },
  body: Problem | string | undefined,
  url: string,
): Message[] {
  const problem = typeof body === 'object' && body ? body : undefined;
  const raw = typeof body === 'string' && body ? body : undefined;
  if (problem?.message && SILENT_KEYS.includes(problem.message)) return [];
  if (status === 401 && /^\/api\/(account|authenticate)/.test(url)) return [];
  if (status === 0) return [{ key: 'portico.error.serverNotReachable' }];
  if (status === 404) return [{ key: 'portico.error.notFound' }];
  if (status === 400) {
    const appError = headers.get('app-error');
    if (appError) return [{ key: appError, args: { entityName: headers.get('app-params') ?? '', _: problem?.detail ?? appError } }];
    if (problem?.fieldErrors?.length)
      return problem.fieldErrors.map((e) => ({
        key: 'portico.error.field',
        args: { field: e.field, constraint: SIZE_LIKE.includes(e.message) ? 'Size' : e.message },
      }));
    if (problem?.detail ?? problem?.message) return [{ key: problem.message ?? '', args: { ...paramsOf(problem), _: problem.detail ?? problem.message } }];
    if (raw) return [{ key: raw, args: { _: raw } }];
  }
  const said = problem?.detail ?? problem?.message ?? raw;
  return said ? [{ key: said, args: { _: said } }] : [{ key: 'portico.error.unknown' }];
}

const paramsOf = (problem: Problem) => (problem.params ? { params: problem.params } : {});
