/** The PDF inspections kept by file content (migration.ts); inspections.ts is their one reader and writer. */
export interface PdfInspectionTable {
  /** The SHA-256 of the file's bytes, in hex. */
  sha256: string;
  /** The inspection's version (INSPECTION_VERSION): a row of another version is read again. */
  version: number;
  /** The inspection as JSON, or the refusal of a file past the cost bounds. */
  outcome: string;
  inspected_at: number;
}

export interface PdfTables {
  pdf_inspection: PdfInspectionTable;
}
