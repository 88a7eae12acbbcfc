import { badRequest } from '../errors/app-error.js';
import type { StoreIdentity } from './access.js';
import { allowed, type Gateway } from './gateway.js';
import { nameIn } from './model.js';
import { findFamily, listOf, parseQuery, selectEntries, type QueryBody } from './query.js';
import type { FieldValue } from './store.js';
import { fieldsOnWire, wireValue, type FieldOnWire } from './wire.js';
import { excelDate, type Cell, type SheetColumn } from './xlsx.js';

export type DownloadBody = QueryBody & { widgetTitle?: string };

/** A spreadsheet to write: its title (the widget's, else the family's or list's name), columns and rows in batches. */
export interface Sheet {
  title: string;
  columns: SheetColumn[];
  rows: AsyncIterable<Cell[][]>;
}

/**
 * Rows read from the store per batch of a download. Small batches die young: with 1,000 rows a batch
 * outlived the young generation while it waited for the client, and the server peaked 110 MB above
 * rest for 100,000 rows, against 30 MB with 250 (scripts/bench/docstore-export.ts).
 */
export const EXPORT_BATCH_SIZE = 250;

/**
 * The rows of a Query as a sheet (`execute-query-download`): all of them, ignoring paging, at most
 * its max and at most the configured cap. Everything is checked here, before the first byte is sent,
 * so that a bad request is a 400 problem; the rows are then read as the sheet is written.
 */
export async function sheetOfQuery(gateway: Gateway, identity: StoreIdentity, body: DownloadBody, lang: string | undefined): Promise<Sheet> {
  const { store } = gateway;
  if (body.fam === undefined) {
    if (body.list === undefined) throw badRequest('A query names a family (fam) or a value list (list)');
    return sheetOfList(gateway, body, lang);
  }
  const family = findFamily(store.families(), body.fam);
  await allowed(gateway, identity, family, 'read');
  const { query } = parseQuery(body, family, store.lists(), {});
  const fields = fieldsOnWire(family, store.lists(), lang);
  const rows = async function* () {
    for await (const documents of store.queryPages(query, { batchSize: EXPORT_BATCH_SIZE, maxRows: cap(body, gateway.exportMaxRows) }))
      yield documents.map((doc) => fields.map((on) => cell(on, doc.values[on.field.id])));
  };
  const columns = family.fields.map((field) => ({ header: nameIn(field.names, lang), kind: field.kind }));
  return { title: body.widgetTitle || nameIn(family.names, lang), columns, rows: rows() };
}

/** A value list's entries as a sheet of labels (`list-values-download`). */
export function sheetOfList(gateway: Gateway, body: DownloadBody, lang: string | undefined): Sheet {
  const list = listOf(gateway.store.lists(), body);
  const { rows } = selectEntries({ ...body, max: cap(body, gateway.exportMaxRows) }, list, {});
  const batches = async function* () {
    yield rows.map((e): Cell[] => [e.label]);
  };
  return { title: body.widgetTitle || nameIn(list.names, lang), columns: [{ header: 'label', kind: 'text' }], rows: batches() };
}

/** The rows a download holds at most: the query's max when it gives one, never more than the configured cap. */
const cap = (body: QueryBody, maxRows: number) => Math.min(body.max ?? maxRows, maxRows);

/** A value as a spreadsheet cell: dates as dates, list entries as their label, the rest as they are. */
function cell(on: FieldOnWire, value: FieldValue | undefined): Cell {
  if (value === null || value === undefined) return null;
  if (on.field.kind === 'date') return excelDate(Number(value));
  if (on.labels) return String(wireValue(on, value).val);
  return value;
}
