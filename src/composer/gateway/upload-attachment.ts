import { HttpError } from 'react-admin';
import { i18nProvider } from '../../providers/i18nProvider';
import { toHttpError } from '../../providers/httpClient';
import { tokenStorage } from '../../providers/tokenStorage';
import type { AttachmentOnWire } from '../../shared/documents/gateway-wire';
import { writePayload } from '../../shared/documents/write-payload';
import { GATEWAY } from './gateway-api';

/** The attachment body of `POST {id}/attachments` (docs/document-store.md): the file as fileInfo and base64 content. */
export interface AttachmentBody {
  originalFileName: string;
  description?: string;
  fileInfo: string;
  file: string;
}

/** A picked file as the attachment body, read as a data URL and split the way every write payload is. */
export async function attachmentBody(file: File, description: string): Promise<AttachmentBody> {
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(file.name));
    reader.readAsDataURL(file);
  });
  const { fileInfo = '', file: content = '' } = writePayload({}, new Set(), dataUrl);
  return { originalFileName: file.name, description: description.trim() || undefined, fileInfo, file: content };
}

/**
 * Adds an attachment to a document. Sent with XMLHttpRequest rather than fetch, because only it
 * reports the upload's progress (`onProgress` gets 0..1); a refusal becomes the same HttpError as
 * every other call's, with the server's message.
 */
export function uploadAttachment(id: number, body: AttachmentBody, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<AttachmentOnWire> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${GATEWAY}/entities/${id}/attachments`);
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = tokenStorage.get();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () => {
      const text = xhr.responseText;
      let json: unknown = text;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        // Not JSON: the text is the message.
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(json as AttachmentOnWire);
      else reject(toHttpError(new Response(null, { status: xhr.status, headers: headersOf(xhr) }), json as never));
    };
    xhr.onerror = () => reject(new HttpError(i18nProvider.translate('portico.error.serverNotReachable'), 0, { url: xhr.responseURL }));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(JSON.stringify(body));
  });
}

function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}
