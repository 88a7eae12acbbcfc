import type { IdColumn } from '../db/column-values.js';

/** Crash reports received per address (migration 0012); report-crash.ts owns it. */
export interface ClientErrorReportTable {
  id: IdColumn;
  address: string;
  /** Epoch milliseconds. */
  reported_at: number;
}

export interface ClientErrorTables {
  client_error_report: ClientErrorReportTable;
}
