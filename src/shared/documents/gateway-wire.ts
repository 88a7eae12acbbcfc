/**
 * What the document gateway (`api/adiuto-gateway/...`) answers, declared once for the server that
 * writes it and the composer that reads it (docs/document-store.md#gateway-calls).
 */

/** Type codes of fields (1 text, 2 number, 3 date, 4 yes/no, 5 value list). */
export type FieldKind = 'text' | 'number' | 'date' | 'boolean' | 'list';

export interface FieldDescription {
  id: number;
  key: string;
  name: string;
  type: number;
  kind: FieldKind;
  /** The value list of a list field (its key). */
  list?: string;
  /** A text field's longest value (characters). */
  maxLength?: number;
  required?: boolean;
}

export interface FamilyDescription {
  id: number;
  key: string;
  name: string;
  names: Record<string, string>;
  fields: FieldDescription[];
}

export interface ValueListDescription {
  id: number;
  key: string;
  name: string;
  names: Record<string, string>;
  entries: { id: number; label: string }[];
}

export interface EntityValue {
  val: string | number | boolean | null;
  idval?: number;
  lbl: string;
  type: number;
}

/** A document as the gateway answers it (the spec's Entity). */
export interface EntityOnWire {
  fidd: number;
  fidf?: number;
  version?: number;
  /** Set when this is an older version: the current one's id. */
  newDocId?: number;
  fileName?: string | null;
  fileSize?: number | null;
  contentType?: string | null;
  createdBy?: string;
  createdDate?: string;
  fields: Record<string, EntityValue>;
}

/** The List response of execute-query, list-values?type=advanced and the token query. */
export interface ListAnswer {
  fields: FieldDescription[];
  list: EntityOnWire[];
  listData: { id: number; f: unknown[] }[];
}

/** The spec's Attachment, with the file's type and size. */
export interface AttachmentOnWire {
  attachmentID: number;
  originalFileName: string;
  description: string | null;
  userName: string;
  /** YYYYMMDD (UTC) */
  date: string;
  /** HH:MM:SS (UTC) */
  time: string;
  contentType: string;
  size: number;
}
