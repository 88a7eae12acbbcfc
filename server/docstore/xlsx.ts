import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Writable } from 'node:stream';
import type { FieldKind } from './model.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SheetColumn {
  header: string;
  kind: FieldKind;
}

/** A cell as exceljs types it: dates as Date (real Excel dates), numbers, booleans, texts. */
export type Cell = string | number | boolean | Date | null;

/**
 * Streams a one-sheet workbook into `out` with exceljs's streaming writer: rows arrive in batches
 * and each is committed (written and forgotten) at once. Between batches it waits while `out` is
 * full and gives the event loop a turn, so a large export neither holds its rows nor starves other
 * requests. Stops (rejects) when `out` is closed early, as when the client goes away.
 */
export async function writeXlsx(out: Writable, sheetName: string, columns: SheetColumn[], batches: AsyncIterable<Cell[][]>): Promise<number> {
  // Loaded on the first export: it takes a second of every server start otherwise.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(safeSheetName(sheetName));
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: c.kind === 'text' || c.kind === 'list' ? 30 : 14,
    ...(c.kind === 'date' ? { style: { numFmt: 'yyyy-mm-dd' } } : {}),
  }));
  let rows = 0;
  for await (const batch of batches) {
    for (const row of batch) sheet.addRow(row).commit();
    rows += batch.length;
    await room(out, out);
    // exceljs hands the sheet to the zip compressor without waiting for it (its StreamBuf ignores
    // backpressure), so wait here too while the compressor is behind: memory stays flat.
    for (const zipInput of (sheet as unknown as { stream: { pipes?: Writable[] } }).stream.pipes ?? []) await room(zipInput, out);
    await nextTurn();
  }
  sheet.commit();
  await workbook.commit();
  return rows;
}

/** The date of a YYYYMMDD value at midnight UTC, which exceljs writes as that day. */
export const excelDate = (yyyymmdd: number) => new Date(Date.UTC(Math.floor(yyyymmdd / 10000), (Math.floor(yyyymmdd / 100) % 100) - 1, yyyymmdd % 100));

/** Excel's rules for sheet names: at most 31 characters, none of : \ / ? * [ ]. */
const safeSheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, ' ').trim().slice(0, 31) || 'Sheet1';

/** Resolves once `stream` may take more; rejects when `out` (the download) or `stream` is closed first. */
function room(stream: Writable, out: Writable): Promise<void> {
  if (out.destroyed || stream.destroyed) return Promise.reject(new Error('The download was closed before its end'));
  // The zip's input is a readable-stream 2 PassThrough, which has no writableNeedDrain getter.
  const full = stream.writableNeedDrain ?? (stream as unknown as { _writableState?: { needDrain: boolean } })._writableState?.needDrain;
  if (!full) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      stream.off('drain', drained);
      stream.off('close', closed);
      out.off('close', closed);
      if (error) reject(error);
      else resolve();
    };
    const drained = () => settle();
    const closed = () => settle(new Error('The download was closed before its end'));
    stream.once('drain', drained);
    stream.once('close', closed);
    out.once('close', closed);
  });
}
