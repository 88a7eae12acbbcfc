import type { Readable } from 'node:stream';
import type { Db } from '../database.js';
import type { FamilyDefinition, FieldDefinition, ValueListDefinition } from './model.js';

/**
 * What the gateway routes need from a document store. The embedded store (embedded.ts) is one
 * implementation; a driver for an external document-management system implements the same
 * interface. Every input has been checked against the family before it reaches the store
 * (query.ts, payload.ts), so a store only stores and finds.
 */
export interface DocumentStore {
  families(): FamilyDefinition[];
  lists(): ValueListDefinition[];
  /** Documents matching a query: the page asked for, and how many match in all. */
  query(query: DocumentQuery): Promise<QueryResult>;
  /**
   * Every document matching a query (its offset and limit are ignored), in the query's order, in
   * batches of at most `batchSize`, at most `maxRows` in all: exports read any number of rows
   * without holding them all in memory.
   */
  queryPages(query: DocumentQuery, options: { batchSize: number; maxRows: number }): AsyncIterable<StoredDocument[]>;
  /** One document by id, current or an older version; undefined when unknown or deleted. */
  get(id: number): Promise<StoredDocument | undefined>;
  /** Creates a document; answers its id. */
  create(input: DocumentInput, user: string): Promise<number>;
  /**
   * Changes a document. When something changes, a new version is written with a new id and the
   * given one stays readable as an older version; answers the id of the current version.
   */
  update(id: number, input: Partial<DocumentInput> & { values: FieldValues }, user: string, along?: AlongWithWrite): Promise<UpdateResult>;
  /** Deletes a document with all its versions; false when it did not exist. */
  delete(id: number, user: string): Promise<boolean>;
  /** A document's file, undefined when the document has none. */
  file(id: number): Promise<StoredFile | undefined>;

  /** The attachments of a document (through any of its version ids), oldest first; undefined when there is no such document. */
  attachments(id: number): Promise<StoredAttachment[] | undefined>;
  addAttachment(id: number, input: AttachmentInput, user: string): Promise<StoredAttachment | undefined>;
  /** Deletes those of the given attachments that belong to the document; answers the ids deleted. */
  deleteAttachments(id: number, attachmentIds: number[], user: string): Promise<number[] | undefined>;
  attachmentFile(id: number, attachmentId: number): Promise<StoredFile | undefined>;

  /** What happened to a document and all its versions, oldest first; undefined when there is no such document. */
  audit(id: number): Promise<AuditEntry[] | undefined>;
  /** Records a read of a document's content (writes are recorded by the store itself). */
  recordRead(id: number, action: 'download' | 'view' | 'attachment-download' | 'attachment-view', user: string, detail?: string): Promise<void>;
  /**
   * Records something that happened to a document without a new version (an OTP sent, a refused
   * signature), with the caller's writes of its own tables in the same transaction; false when there
   * is no such document (nothing is written).
   */
  recordEvent(id: number, note: AuditNote, user: string, writes?: AlongWrites): Promise<boolean>;
}

/** An audit entry that a caller adds to a store write. */
export interface AuditNote {
  action: AuditAction;
  detail?: string;
}

/**
 * Writes of the caller's own tables that must commit with a store write, or not at all (signing: the
 * signature request's state with the signed version). They get the store's transaction and the id of
 * the version concerned; throwing rolls the whole write back. Only a store kept in the server's own
 * database can take them.
 */
export type AlongWrites = (db: Db, documentId: number) => Promise<void>;

/** What a caller adds to an update: audit entries for the new version, and writes of its own. */
export interface AlongWithWrite {
  audit?: AuditNote[];
  writes?: AlongWrites;
}

/** Field values by field id. Text: string; number: number; date: YYYYMMDD number; boolean; list: entry id. null clears. */
export type FieldValue = string | number | boolean | null;
export type FieldValues = Record<number, FieldValue>;

export interface FileInput {
  name: string;
  /** The content type the client claimed; the stored type is sniffed from the bytes. */
  claimedType?: string;
  content: Buffer;
}

export interface DocumentInput {
  familyId: number;
  values: FieldValues;
  file?: FileInput;
}

export interface StoredDocument {
  id: number;
  familyId: number;
  /** 1 for the first version. */
  version: number;
  /** The id of the newest version of this document (its own id when it is the newest). */
  currentId: number;
  /** The id of its first version, which every version shares (what attachments and signature requests hang on). */
  rootId: number;
  values: FieldValues;
  /** Its file; sha256 (hex) names the content, where the store knows it. */
  file?: { name: string; contentType: string; size: number; sha256?: string };
  createdBy: string;
  createdAt: number;
}

export interface StoredFile {
  name: string;
  contentType: string;
  size: number;
  /** The bytes, in memory or streamed from the file storage. */
  body: Buffer | Readable;
}

export interface AttachmentInput {
  file: FileInput;
  description?: string;
}

export interface StoredAttachment {
  id: number;
  fileName: string;
  description: string | null;
  contentType: string;
  size: number;
  createdBy: string;
  createdAt: number;
}

export type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'download'
  | 'view'
  | 'attachment-add'
  | 'attachment-delete'
  | 'attachment-download'
  | 'attachment-view'
  // Signing (server/signing): requests and how they are followed (reminded, declined, voided,
  // expired), one-time passwords, signatures, refusals, and updates confirmed with signature credentials.
  | 'sign-request'
  | 'sign-reminded'
  | 'sign-declined'
  | 'sign-voided'
  | 'sign-expired'
  | 'sign-completed'
  | 'sign-replaced'
  | 'sign-otp'
  | 'sign'
  | 'sign-refused'
  | 'update-authenticated';

export interface AuditEntry {
  /** The version the action concerned. */
  documentId: number;
  action: AuditAction;
  user: string;
  at: number;
  detail: string | null;
}

export type UpdateResult =
  | { status: 'updated' | 'unchanged'; id: number }
  | { status: 'not-found' }
  | { status: 'superseded'; currentId: number };

export type Operator = '=' | '<>' | 'like' | 'between' | '>=' | '<=' | '>' | '<';

export interface Filter {
  /** A field of the family, or `id` for the single-document sentinel. */
  field: FieldDefinition | 'id';
  operator: Operator;
  /** Already typed like the field (numbers for number, date, list, boolean 0/1). */
  value: string | number;
  /** The upper end for between. */
  value2?: string | number;
  /** For list fields matched by label: the entry ids that match (operator becomes an `in`). */
  ids?: number[];
}

export interface DocumentQuery {
  family: FamilyDefinition;
  filters: Filter[];
  /** Sort field; ties and the default order are by id, newest first. */
  order?: { field: FieldDefinition; asc: boolean };
  offset: number;
  limit: number;
  /** Whether older versions match too (the single-document sentinel reads any version). */
  anyVersion?: boolean;
  /** Count at most this many matches (a query's max): the total never needs to be larger. */
  countLimit?: number;
}

export interface QueryResult {
  total: number;
  documents: StoredDocument[];
}
