import { badRequestAlert, notFound, validationProblem } from '../errors/app-error.js';
import type { LibraryDocument } from '../../src/shared/library-document.js';
import type { LibraryDocumentInput, LibraryStore, UploadedFile } from './store.js';

/** The entity name of the library's alerts and refusals. */
export const LIBRARY_ENTITY = 'documentLibrary';

type Input = LibraryDocumentInput & { id?: number | null };

const fileRequired = () =>
  validationProblem('libraryDocument', [{ objectName: 'libraryDocument', field: 'file', message: 'NotNull' }], 'file: NotNull (a library document needs a file)');

const emptyFile = () =>
  validationProblem('libraryDocument', [{ objectName: 'libraryDocument', field: 'file', message: 'Size' }], 'file: Size (the file is empty)');

const missing = (id: number) => notFound(`There is no library document ${id}`);

export async function readLibraryDocument(store: LibraryStore, id: number): Promise<LibraryDocument> {
  return (await store.get(id)) ?? Promise.reject(missing(id));
}

/** A new library document: its members and a file that is not empty; it has no id yet. */
export async function createLibraryDocument(store: LibraryStore, input: Input, file: UploadedFile | undefined, by: string): Promise<LibraryDocument> {
  if (input.id != null) throw badRequestAlert('A new library document cannot already have an ID', LIBRARY_ENTITY, 'idexists');
  if (!file) throw fileRequired();
  if (file.content.length === 0) throw emptyFile();
  return store.create(input, file, by);
}

/** A library document's members, and its file when a new one is sent. */
export async function updateLibraryDocument(store: LibraryStore, input: Input, file: UploadedFile | undefined, by: string): Promise<LibraryDocument> {
  if (input.id == null) throw badRequestAlert('Invalid id', LIBRARY_ENTITY, 'idnull');
  if (file && file.content.length === 0) throw emptyFile();
  return (await store.update(input.id, input, file, by)) ?? Promise.reject(missing(input.id));
}

export async function deleteLibraryDocument(store: LibraryStore, id: number): Promise<LibraryDocument> {
  return (await store.delete(id)) ?? Promise.reject(missing(id));
}

export async function readLibraryFile(store: LibraryStore, id: number) {
  return (await store.file(id)) ?? Promise.reject(missing(id));
}
