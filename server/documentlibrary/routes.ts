import type { FastifyInstance, FastifyReply } from 'fastify';
import { ADMINISTRATORS, requireAuthority } from '../auth/guard.js';
import { sendFileAnswer } from '../http/file-answers.js';
import { paginationLink } from '../http/pagination.js';
import { parseListSort } from '../lists/list-sort.js';
import * as schemas from './schemas.js';
import { libraryDocumentSchema } from '../../src/shared/library-document.js';
import type { LibraryDocument } from '../../src/shared/library-document.js';
import { SORTABLE, type LibraryDocumentInput, type LibraryStore } from './store.js';
import { createLibraryDocument, deleteLibraryDocument, LIBRARY_ENTITY, readLibraryDocument, readLibraryFile, updateLibraryDocument } from './library-documents.js';
import { acceptMultipart, multipartUpload, uploadedFile } from './upload.js';

export const LIBRARY_BASE = '/api/documentlibrary/documents';
const config = { objectName: 'libraryDocument' };

type ListQuery = { page?: number; size?: number; sort?: string[]; 'category.equals'?: string; 'name.contains'?: string };


const alert = (reply: FastifyReply, action: 'created' | 'updated' | 'deleted', doc: LibraryDocument) =>
  reply.header('app-alert', `portico.${LIBRARY_ENTITY}.${action}`).header('app-params', String(doc.id));

/**
 * api/documentlibrary/documents (spec 000 §7.1, §7.2): the files administrators upload for widgets.
 * ROLE_ADMIN and ROLE_WADMIN read, create, update (PUT to the base address, the id in the body) and
 * delete; any signed-in account may list the library and download a file, as widgets show library
 * files to their users and document forms let them pick one. Files travel as multipart/form-data,
 * never as base64 inside JSON.
 */
export function registerDocumentLibraryRoutes(app: FastifyInstance, store: LibraryStore, maxFileBytes: number): void {
  const onRequest = requireAuthority(...ADMINISTRATORS);
  const signedIn = requireAuthority();

  // A scope of its own: the multipart reader applies to these routes only.
  void app.register(async (scope) => {
    acceptMultipart(scope, maxFileBytes);

    scope.get<{ Querystring: ListQuery }>(
      LIBRARY_BASE,
      { onRequest: signedIn, config, schema: { querystring: schemas.listQuery, response: { 200: { type: 'array', items: libraryDocumentSchema } } } },
      async (request, reply) => {
        const { page = 0, size = 20, sort = [] } = request.query;
        const { total, rows } = await store.page({
          page,
          size,
          sort: parseListSort(sort, Object.keys(SORTABLE), 'library documents'),
          category: request.query['category.equals'],
          nameContains: request.query['name.contains'],
        });
        reply
          .header('x-total-count', String(total))
          .header('link', paginationLink(request.url, page, size, total))
          .header('x-max-file-size', String(maxFileBytes));
        return rows;
      },
    );

    scope.get<{ Params: { id: number } }>(`${LIBRARY_BASE}/:id`, { onRequest, config, schema: { params: schemas.idParams, response: { 200: libraryDocumentSchema } } }, async (request) =>
      readLibraryDocument(store, request.params.id),
    );

    scope.post<{ Body: LibraryDocumentInput & { id?: number | null } }>(
      LIBRARY_BASE,
      { onRequest, config, schema: { body: schemas.createBody, response: { 201: libraryDocumentSchema } } },
      async (request, reply) => {
        const created = await createLibraryDocument(store, request.body, multipartUpload(request), (await request.currentUser())!.login);
        alert(reply, 'created', created).header('location', `${LIBRARY_BASE}/${created.id}`).status(201);
        return created;
      },
    );

    scope.put<{ Body: LibraryDocumentInput & { id?: number | null } }>(
      LIBRARY_BASE,
      { onRequest, config, schema: { body: schemas.updateBody, response: { 200: libraryDocumentSchema } } },
      async (request, reply) => {
        const updated = await updateLibraryDocument(store, request.body, uploadedFile(request), (await request.currentUser())!.login);
        alert(reply, 'updated', updated);
        return updated;
      },
    );

    scope.delete<{ Params: { id: number } }>(`${LIBRARY_BASE}/:id`, { onRequest, config, schema: { params: schemas.idParams, response: { 204: { type: 'null', description: 'Deleted' } } } }, async (request, reply) => {
      alert(reply, 'deleted', await deleteLibraryDocument(store, request.params.id)).status(204);
    });

    scope.get<{ Params: { id: number } }>(
      `${LIBRARY_BASE}/:id/file`,
      { onRequest: signedIn, schema: { params: schemas.idParams } },
      async (request, reply) => {
        const file = await readLibraryFile(store, request.params.id);
        return sendFileAnswer(reply, { name: file.name, contentType: file.contentType, body: file.content }, { disposition: 'attachment', etag: `"${file.sha256}"` });
      },
    );
  });
}
