/**
 * Generated from schemas/widgets/*.schema.json by `npm run generate:types`. Do not edit by hand:
 * change the schema and run the command again (`npm run check:types` fails while this file is stale).
 */

/**
 * The document shown: a placeholder such as {W_12.fidd} (the row selected in widget 12), or an id.
 */
export type Document = string | number;
/**
 * The family of the document shown: its key or id, or a placeholder such as {W_12.fidf}.
 */
export type FamilyOrValueList = string | number;
/**
 * The family of the documents the form creates or edits: its key or id, or a placeholder such as {W_12.fidf}.
 */
export type FamilyOrValueList1 = string | number;
/**
 * The document shown: a placeholder such as {W_12.fidd} (the row selected in widget 12), or an id.
 */
export type Document1 = string | number;
/**
 * Offer the labels of this value list: its key or id.
 */
export type FamilyOrValueList2 = string | number;
/**
 * Offer the values of a field (below) of this family's documents: its key or id.
 */
export type FamilyOrValueList3 = string | number;
/**
 * A text, or its translations by language code ({"en": "…", "it": "…"}).
 */
export type Text =
  | string
  | {
      [k: string]: string;
    };
/**
 * The family whose documents the list shows: its key or id, or a placeholder such as {W_12.fidf}.
 */
export type FamilyOrValueList4 = string | number;
/**
 * The value list whose entries the list shows instead of a family's documents: its key or id.
 */
export type FamilyOrValueList5 = string | number;

/**
 * Widget configurations by the name of their schema.
 */
export interface WidgetConfs {
  attachments: AttachmentsConf;
  'document-detail': DocumentDetailConf;
  'document-form': DocumentFormConf;
  'document-list': DocumentListConf;
  links: LinksConf;
  'pdf-viewer': PdfViewerConf;
  'rich-text': RichTextConf;
  'signature-inbox': SignatureInboxConf;
  'signature-requests': SignatureRequestsConf;
}
/**
 * A document's attachments: list, add with a description, download, view, delete.
 */
export interface AttachmentsConf {
  layout: PlaceOnTheGrid;
  document: Document;
  add?: boolean;
  delete?: boolean;
}
/**
 * Columns of a 12-column grid (x, w) and rows of 40 px (y, h).
 */
export interface PlaceOnTheGrid {
  x: number;
  y: number;
  w: number;
  h?: number;
}
/**
 * One document's fields and file, with download and opening the file in a new tab.
 */
export interface DocumentDetailConf {
  layout: PlaceOnTheGrid;
  fam: FamilyOrValueList;
  document: Document;
  /**
   * Field ids shown (all when left out).
   *
   * @maxItems 100
   */
  fields?: number[];
}
/**
 * Creates a document of a family, or edits the one another widget has selected.
 */
export interface DocumentFormConf {
  layout: PlaceOnTheGrid;
  fam: FamilyOrValueList1;
  document?: Document1;
  /**
   * @maxItems 100
   */
  fields?: FormField[];
  file?: 'none' | 'optional' | 'required';
  library?: boolean;
  submitLabel?: Text;
  successMessage?: Text;
}
export interface FormField {
  /**
   * The family's field id.
   */
  id: number;
  /**
   * The value a new document starts with (placeholders allowed: {USER.login}, {SITE.name}).
   */
  default?: string | number | boolean;
  /**
   * Required in this form even when the family does not require it.
   */
  required?: boolean;
  readOnly?: boolean;
  options?: Choices;
}
/**
 * Offer the values of a query: a value list's labels, or a field of a family's documents; filters may name other fields of the form ({DEPS_2}), which makes the choices depend on them.
 */
export interface Choices {
  list?: FamilyOrValueList2;
  fam?: FamilyOrValueList3;
  /**
   * With fam: the field whose values are offered.
   */
  field?: number;
  filter?: FixedFilters;
}
/**
 * Filters the choices' query carries: field ids, operators and values; a value may name another field of the form ({DEPS_2}).
 */
export interface FixedFilters {
  /**
   * @maxItems 20
   */
  f: number[];
  /**
   * @maxItems 20
   */
  o: ('=' | '<>' | 'like' | 'between' | '>=' | '<=' | '>' | '<')[];
  /**
   * @maxItems 20
   */
  v1: (string | number | boolean | null)[];
  /**
   * @maxItems 20
   */
  v2?: (string | number | boolean | null)[];
}
/**
 * Documents of a family, or the entries of a value list, with search filters, paging, sorting, selection, row actions and an xlsx download.
 */
export interface DocumentListConf {
  layout: PlaceOnTheGrid;
  fam?: FamilyOrValueList4;
  list?: FamilyOrValueList5;
  /**
   * Field ids shown, in order (all fields when left out).
   *
   * @maxItems 50
   */
  columns?: number[];
  /**
   * Field ids, among the columns, that a phone shows (the first two columns when left out); the row actions always show.
   *
   * @maxItems 50
   */
  phoneColumns?: number[];
  /**
   * @maxItems 20
   */
  search?: {
    field: number;
    /**
     * Search from one value to another.
     */
    range?: boolean;
  }[];
  filter?: FixedFilters1;
  /**
   * The field id to sort on at first.
   */
  order?: number;
  asc?: boolean;
  pageSize?: number;
  /**
   * The most documents counted and paged through.
   */
  max?: number;
  selection?: 'none' | 'single' | 'multiple';
  /**
   * sign: a row's Ask for signatures and Signatures, for PDFs of a family that takes signature requests, to those who may update it.
   */
  actions?: ('view' | 'details' | 'create' | 'edit' | 'delete' | 'export' | 'share' | 'sign')[];
  form?: Form;
}
/**
 * Filters every query of the widget carries: field ids, operators and values (placeholders allowed), as in a gateway Query.
 */
export interface FixedFilters1 {
  /**
   * @maxItems 20
   */
  f: number[];
  /**
   * @maxItems 20
   */
  o: ('=' | '<>' | 'like' | 'between' | '>=' | '<=' | '>' | '<')[];
  /**
   * @maxItems 20
   */
  v1: (string | number | boolean | null)[];
  /**
   * @maxItems 20
   */
  v2?: (string | number | boolean | null)[];
}
export interface Form {
  /**
   * @maxItems 100
   */
  fields?: FormField[];
  /**
   * Whether the document's file is asked for.
   */
  file?: 'none' | 'optional' | 'required';
  /**
   * The file may also be chosen from the document library.
   */
  library?: boolean;
}
/**
 * A list of links to addresses and to files of the document library.
 */
export interface LinksConf {
  layout: PlaceOnTheGrid;
  /**
   * @maxItems 100
   */
  links: {
    label: Text;
    url?: string;
    /**
     * The id of a document-library file.
     */
    libraryDocument?: number;
  }[];
}
/**
 * Shows a document's PDF file page by page; draws sign boxes, handwritten signatures and text; saves, downloads and signs it.
 */
export interface PdfViewerConf {
  layout: PlaceOnTheGrid;
  document: Document;
  /**
   * Hides the drawing tools and the save button.
   */
  readOnly?: boolean;
  /**
   * Shows the download button.
   */
  download?: boolean;
  /**
   * Shows the save button (unless read only).
   */
  save?: boolean;
  /**
   * Shows the signing tools when the document asks for a digital signature.
   */
  signing?: boolean;
  /**
   * Signing saves what was drawn with the signature; the sign-box tool then shows only in sign mode 2.
   */
  signAndSave?: boolean;
  /**
   * Shows the handwritten-signature tool.
   */
  handwritten?: boolean;
  /**
   * Shows the text tool.
   */
  text?: boolean;
}
/**
 * HTML (cleaned before it is shown), in one text or one per language.
 */
export interface RichTextConf {
  layout: PlaceOnTheGrid;
  html: Text;
}
/**
 * The documents of every family that wait for the signed-in person's signature, with who asked, when, and by when. The row chosen is this widget's selection: a PDF viewer whose document is {W_12.fidd} (12 being this widget's id) opens it to be signed.
 */
export interface SignatureInboxConf {
  layout: PlaceOnTheGrid;
  pageSize?: number;
}
/**
 * The signature requests the signed-in person asked: each document's state, how many have signed, whose turn it is, and the due date. The row chosen is this widget's selection, as in a document list ({W_12.fidd}).
 */
export interface SignatureRequestsConf {
  layout: PlaceOnTheGrid;
  pageSize?: number;
}
