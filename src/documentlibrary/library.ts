import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { announce } from '../errors/alerts';
import { apiFetch, fetchWithToken, httpErrorOf } from '../providers/httpClient';
import { refusal, sendWithProgress } from '../providers/upload';
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
 * multipart form, with its progress (providers/upload.ts).
 */
export async function uploadLibraryDocument(
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
  const answer = await sendWithProgress(fields.id ? 'PUT' : 'POST', LIBRARY_API, form, onProgress, signal);
  if (answer.status < 200 || answer.status >= 300) throw refusal(answer);
  const alert = answer.headers.get('app-alert');
  if (alert) announce({ key: alert, param: answer.headers.get('app-params') ?? undefined });
  return answer.body as LibraryDocument;
}

/** Saves a document's file under its name: read with the token, handed to the browser as a download. */
export async function downloadLibraryFile(doc: LibraryDocument): Promise<void> {
  const response = await fetchWithToken(`${LIBRARY_API}/${doc.id}/file`);
  if (!response.ok) throw await httpErrorOf(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = doc.fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
