import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { HttpError } from 'react-admin';
import { announce } from '../errors/alerts';
import { apiFetch, toHttpError, type Problem } from '../providers/httpClient';
import { i18nProvider } from '../providers/i18nProvider';
import { tokenStorage } from '../providers/tokenStorage';
import type { LibraryDocument } from '../shared/library-document';

/** What the form writes. */
export interface LibraryDocumentFields {
  id?: number;
  name: string;
  description: string;
  category: string;
}

export const LIBRARY_API = '/api/documentlibrary/documents';
export const LIBRARY_PATH = '/wadmin/document-library';

export interface LibraryPage {
  rows: LibraryDocument[];
  total: number;
  /** The largest file the server takes, in bytes. */
  maxFileSize?: number;
}

export async function fetchLibraryPage(page: number, size: number, sort: string, nameContains: string, signal?: AbortSignal): Promise<LibraryPage> {
  const params = new URLSearchParams({ page: String(page), size: String(size), sort, cacheBuster: String(Date.now()) });
  if (nameContains) params.set('name.contains', nameContains);
  const { json, headers } = await apiFetch<LibraryDocument[]>(`${LIBRARY_API}?${params}`, { signal });
  const max = Number(headers.get('x-max-file-size'));
  return { rows: json, total: Number(headers.get('x-total-count') ?? json.length), maxFileSize: max > 0 ? max : undefined };
}

/** Every read of the library's documents, so that a change reads them all again. */
export const libraryKeys = { documents: ['documentlibrary', 'documents'] as const };

/** A page of documents (the page counted from 0); the page on show stays while the next one loads. */
export const libraryPageQuery = (page: number, size: number, sort: string, nameContains: string) =>
  queryOptions({
    queryKey: [...libraryKeys.documents, { page, size, sort, nameContains }],
    queryFn: ({ signal }) => fetchLibraryPage(page, size, sort, nameContains, signal),
    placeholderData: keepPreviousData,
  });

export const deleteLibraryDocument = (id: number) => apiFetch(`${LIBRARY_API}/${id}`, { method: 'DELETE' });

/**
 * Creates (POST) or updates (PUT to the base address, the id in the form) a document as a
 * multipart form. XMLHttpRequest rather than fetch: only it reports upload progress.
 */
export function uploadLibraryDocument(
  fields: LibraryDocumentFields,
  file: File | undefined,
  onProgress: (sent: number, total: number) => void,
  signal?: AbortSignal,
): Promise<LibraryDocument> {
  const form = new FormData();
  if (fields.id) form.append('id', String(fields.id));
  form.append('name', fields.name);
  form.append('description', fields.description);
  form.append('category', fields.category);
  if (file) form.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(fields.id ? 'PUT' : 'POST', LIBRARY_API);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = tokenStorage.get();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        // Not JSON: kept as text.
      }
      const headers = new Headers();
      for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const alert = headers.get('app-alert');
        if (alert) announce({ key: alert, param: headers.get('app-params') ?? undefined });
        resolve(body as LibraryDocument);
      } else {
        reject(toHttpError(new Response(xhr.responseText, { status: xhr.status, headers }), body as Problem | string | undefined));
      }
    };
    xhr.onerror = () => reject(new HttpError(i18nProvider.translate('portico.error.serverNotReachable'), 0, { url: LIBRARY_API }));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

/** Saves a document's file under its name: read with the token, handed to the browser as a download. */
export async function downloadLibraryFile(doc: LibraryDocument): Promise<void> {
  const token = tokenStorage.get();
  const response = await fetch(`${LIBRARY_API}/${doc.id}/file`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const text = await response.text();
    let body: Problem | string = text;
    try {
      body = JSON.parse(text) as Problem;
    } catch {
      // Not JSON: kept as text.
    }
    throw toHttpError(response, body);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = doc.fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
