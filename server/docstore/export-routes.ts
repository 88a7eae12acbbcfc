import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requestLanguage } from '../http/request-language.js';
import { sendFileAnswer } from '../http/file-answers.js';
import { sheetOfList, sheetOfQuery, type DownloadBody, type Sheet } from './export-sheet.js';
import { BASE, PAGING, type Gateway } from './gateway.js';
import { identified } from './identity-hook.js';
import { QUERY_BODY_SCHEMA } from './query.js';
import { downloadName } from '../../src/shared/documents/export-file-name.js';
import { writeXlsx, XLSX_TYPE } from './xlsx.js';

/**
 * The xlsx downloads: the rows of a Query or a value list as a spreadsheet named after the widget
 * (export-sheet.ts), streamed as they are read.
 */
export function registerExportRoutes(app: FastifyInstance, gateway: Gateway): void {
  // page and size are accepted and ignored: a download holds every row.
  const paging = PAGING;

  app.post<{ Body: DownloadBody; Querystring: { lang?: string } }>(
    `${BASE}/execute-query-download`,
    { onRequest: identified, schema: { body: QUERY_BODY_SCHEMA, querystring: paging }, config: { objectName: 'query' } },
    async (request, reply) => send(reply, await sheetOfQuery(gateway, await request.storeIdentity(), request.body, requestLanguage(request))),
  );

  app.post<{ Body: DownloadBody; Querystring: { type: 'advanced'; lang?: string } }>(
    `${BASE}/list-values-download`,
    {
      onRequest: identified,
      schema: {
        body: QUERY_BODY_SCHEMA,
        querystring: { type: 'object', properties: { ...paging.properties, type: { type: 'string', enum: ['advanced'] } }, required: ['type'], additionalProperties: false },
      },
      config: { objectName: 'query' },
    },
    async (request, reply) => send(reply, sheetOfList(gateway, request.body, requestLanguage(request))),
  );
}

/** Writes the sheet into the answer as it is read; a failure after the first byte can only stop the download. */
function send(reply: FastifyReply, { title, columns, rows }: Sheet) {
  const out = new PassThrough();
  writeXlsx(out, title, columns, rows).catch((error: unknown) => {
    reply.log.warn({ err: error }, 'xlsx download stopped');
    out.destroy(error as Error);
  });
  return sendFileAnswer(reply, { name: downloadName(title, new Date()), contentType: XLSX_TYPE, body: out }, { disposition: 'attachment' });
}
