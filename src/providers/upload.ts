import { HttpError } from 'react-admin';
import { i18nProvider } from './i18nProvider';
import { bearer, toHttpError, type Problem } from './httpClient';

export interface ProgressAnswer {
  status: number;
  headers: Headers;
  /** The answer's JSON, or its text when it is not JSON. */
  body: unknown;
}

/**
 * Sends a body (JSON, or a multipart form) with the sign-in token and reports the upload's progress
 * (bytes sent of all). XMLHttpRequest rather than fetch: only it reports an upload's progress, which
 * the composer and the document library show while a file is sent. Any answer resolves (the caller
 * reads the status); a lost connection rejects as every other call does, a cancelled one with an
 * AbortError.
 */
export function sendWithProgress(method: 'POST' | 'PUT', url: string, body: unknown, onProgress?: (sent: number, total: number) => void, signal?: AbortSignal): Promise<ProgressAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    const form = body instanceof FormData;
    if (!form) xhr.setRequestHeader('Content-Type', 'application/json');
    const authorization = bearer();
    if (authorization) xhr.setRequestHeader('Authorization', authorization);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      let answer: unknown = xhr.responseText;
      try {
        answer = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        // Not JSON: kept as text.
      }
      resolve({ status: xhr.status, headers: headersOf(xhr), body: answer });
    };
    xhr.onerror = () => reject(new HttpError(i18nProvider.translate('portico.error.serverNotReachable'), 0, { url }));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form ? body : JSON.stringify(body));
  });
}

/** A refused answer as the same HttpError every other call's refusal is, with the server's message. */
export const refusal = (answer: ProgressAnswer): HttpError =>
  toHttpError(new Response(null, { status: answer.status, headers: answer.headers }), answer.body as Problem | string | undefined);

function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}
