import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../http/request-language.js';
import { sendFileAnswer } from '../http/file-answers.js';
import { badRequest } from '../errors/app-error.js';
import { allowed, BASE, PAGING, type Gateway } from './gateway.js';
import { identified } from './identity-hook.js';
import { listOf } from './list-value-routes.js';
import { nameIn, type ValueListDefinition } from './model.js';
import { findFamily, parseQuery, QUERY_BODY_SCHEMA, selectEntries, type QueryBody } from './query.js';
import type { FieldValue } from './store.js';
import { downloadName } from '../../src/shared/documents/export-file-name.js';
import { fieldsOnWire, wireValue, type FieldOnWire } from './wire.js';
import { excelDate, writeXlsx, XLSX_TYPE, type Cell, type SheetColumn } from './xlsx.js';

type DownloadBody = QueryBody & { widgetTitle?: string };

/**
 * Rows read from the store per batch of a download. Small batches die young: with 1,000 rows a batch
 * outlived the young generation while it waited for the client, and the server peaked 110 MB above
 * rest for 100,000 rows, against 30 MB with 250 (scripts/bench/docstore-export.ts).
 */
export const EXPORT_BATCH_SIZE = 250;

/**
 * The xlsx downloads: the rows of a Query (all of them, ignoring paging; at most its max and at
 * most `maxRows`) as a spreadsheet named after the widget. Everything is checked before the first
 * byte is sent, so a bad request is a 400 problem; the rows are then streamed as they are read.
 */
export function registerExportRoutes(app: FastifyInstance, gateway: Gateway): void {
  const { store, exportMaxRows: maxRows } = gateway;
  // page and size are accepted and ignored: a download holds every row.
  const paging = PAGING;

  app.post<{ Body: DownloadBody; Querystring: { lang?: string } }>(
    `${BASE}/execute-query-download`,
    { onRequest: identified, schema: { body: QUERY_BODY_SCHEMA, querystring: paging }, config: { objectName: 'query' } },
    async (request, reply) => {
      const body = request.body;
      if (body.fam === undefined) {
        if (body.list === undefined) throw badRequest('A query names a family (fam) or a value list (list)');
        return sendList(request, reply, listOf(store, body), body);
      }
      const family = findFamily(store.families(), body.fam);
      await allowed(gateway, await request.storeIdentity(), family, 'read');
      const { query } = parseQuery(body, family, store.lists(), {});
      const lang = requestLanguage(request);
      const fields = fieldsOnWire(family, store.lists(), lang);
      const rows = async function* () {
        for await (const documents of store.queryPages(query, { batchSize: EXPORT_BATCH_SIZE, maxRows: cap(body, maxRows) }))
          yield documents.map((doc) => fields.map((on) => cell(on, doc.values[on.field.id])));
      };
      const columns = family.fields.map((field) => ({ header: nameIn(field.names, lang), kind: field.kind }));
      return send(reply, body.widgetTitle || nameIn(family.names, lang), columns, rows());
    },
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
    async (request, reply) => sendList(request, reply, listOf(store, request.body), request.body),
  );

  function sendList(request: FastifyRequest, reply: FastifyReply, list: ValueListDefinition, body: DownloadBody) {
    const { rows } = selectEntries({ ...body, max: cap(body, maxRows) }, list, {});
    const batches = async function* () {
      yield rows.map((e): Cell[] => [e.label]);
    };
    return send(reply, body.widgetTitle || nameIn(list.names, requestLanguage(request)), [{ header: 'label', kind: 'text' }], batches());
  }
}

/** The rows a download holds at most: the query's max when it gives one, never more than the configured cap. */
const cap = (body: QueryBody, maxRows: number) => Math.min(body.max ?? maxRows, maxRows);

function send(reply: FastifyReply, title: string, columns: SheetColumn[], rows: AsyncIterable<Cell[][]>) {
  const out = new PassThrough();
  writeXlsx(out, title, columns, rows).catch((error: unknown) => {
    reply.log.warn({ err: error }, 'xlsx download stopped');
    out.destroy(error as Error);
  });
  return sendFileAnswer(reply, { name: downloadName(title, new Date()), contentType: XLSX_TYPE, body: out }, { disposition: 'attachment' });
}

/** A value as a spreadsheet cell: dates as dates, list entries as their label, the rest as they are. */
function cell(on: FieldOnWire, value: FieldValue | undefined): Cell {
  if (value === null || value === undefined) return null;
  if (on.field.kind === 'date') return excelDate(Number(value));
  if (on.labels) return String(wireValue(on, value).val);
  return value;
}

