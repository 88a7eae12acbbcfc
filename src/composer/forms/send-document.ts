import { HttpError } from 'react-admin';
import { toHttpError, type Problem } from '../../providers/httpClient';
import { i18nProvider } from '../../providers/i18nProvider';
import { tokenStorage } from '../../providers/tokenStorage';
import type { WritePayload } from '../../shared/documents/write-payload';
import { GATEWAY, type Captcha } from '../gateway/gateway-api';
import { SupersededError } from './save-problems';

export interface DocumentSave {
  fam: string | number;
  /** The document updated; a new one is created without it. */
  id?: number;
  payload: WritePayload;
  /** The file's name, kept with it. */
  fileName?: string;
  captcha?: Captcha;
  onProgress?: (sent: number, total: number) => void;
}

const captchaQuery = (captcha?: Captcha) =>
  captcha ? `?${new URLSearchParams({ captcha: captcha.captcha, hiddenCaptcha: captcha.hiddenCaptcha })}` : '';

function responseHeaders(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/**
 * Creates (POST entities/, 201 with the new id) or updates (PUT entities/{id}, the current version's
 * id) a document, as the gateway's entity calls do (spec 001 §7). XMLHttpRequest rather than fetch:
 * only it reports the upload's progress, which a form shows while a file is sent, and its headers
 * say which version is current when an older one was edited (409, x-new-doc-id).
 */
export function sendDocument({ fam, id, payload, fileName, captcha, onProgress }: DocumentSave): Promise<number> {
  const url = id === undefined ? `${GATEWAY}/entities/${captchaQuery(captcha)}` : `${GATEWAY}/entities/${id}${captchaQuery(captcha)}`;
  const body = { ...(id === undefined ? { fam } : {}), ...payload, ...(fileName && payload.file ? { fileName } : {}) };
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(id === undefined ? 'POST' : 'PUT', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', 'application/json');
    const token = tokenStorage.get();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
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
      const headers = responseHeaders(xhr);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(Number(answer));
      const newer = Number(headers.get('x-new-doc-id'));
      if (xhr.status === 409 && newer > 0) return reject(new SupersededError(newer));
      reject(toHttpError(new Response(xhr.responseText, { status: xhr.status, headers }), answer as Problem | string | undefined));
    };
    xhr.onerror = () => reject(new HttpError(i18nProvider.translate('portico.error.serverNotReachable'), 0, { url }));
    xhr.send(JSON.stringify(body));
  });
}
