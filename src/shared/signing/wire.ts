import type { FromSchema } from 'json-schema-to-ts';
import { emailSchema } from '../email.js';
import { WRITE_FIELD_PROPERTIES } from '../documents/write-payload.js';
import type { ActiveContent, PdfChange } from './pdf-findings.js';
import type { RequestState } from './requests.js';
import type { SignatureVerdict } from './signature-verdicts.js';

/**
 * What the signing calls take and answer (docs/signing.md), declared once for the server and the
 * viewer. Field names in the spec's spelling (001 §3) where the spec names them.
 */

/** The corner a box's position is measured from: top right, top left, bottom right, bottom left. */
export const CORNERS = ['Alto dx', 'Alto sx', 'Basso dx', 'Basso sx'] as const;
export type Corner = (typeof CORNERS)[number];

/** A box a signer signs in: page from 1, position and size in PDF points from `origin_Corner` of the page as shown. */
export interface SignField {
  Fpage_number: number;
  Ffield_x: number;
  Ffield_y: number;
  Ffield_width: number;
  Ffield_height: number;
  origin_Corner: Corner;
  /** The signer: a portal account's login, or an external signer's id (the extUserId). */
  FSign_User: string | number;
  FSign_User_Name: string;
  signed: boolean;
}

/** The answer of `GET sign/get-info/{id}`. */
export interface SignInfo {
  /** The sign mode (001 §4), 0 to 5. */
  imgManage: number;
  requiredDigitalSign: boolean;
  /** The caller's external signer id, when the caller is an external signer; null otherwise. */
  userIdExt: number | null;
  signFields: SignField[];
  /** The id of the value list the reason is chosen from, -1 for free text. */
  reasonValueList: number;
  reasonDefault: string;
  reasonEditable: boolean;
  reasonMandatory: boolean;
  /** Digital signatures the current version's PDF already carries. */
  signatureCount: number;
  /** Those signatures, each checked against the PDF's bytes on the server, with what changed after it. */
  signatures: ExistingSignatureInfo[];
  /** Every signature and document timestamp, in the PDF's order, with what it says and one verdict (signature-verdicts.ts): the signature panel's. */
  verdicts: SignatureVerdict[];
  /** What a reader that allows it would run or open by itself in the PDF (JavaScript, program launches…); the viewer runs none of it. */
  activeContent: ActiveContent[];
  /** The answer a sign call would get for this PDF (-30, -31, -32, -33: docs/signing.md), whoever signs; null when the PDF may be signed. */
  pdfRefusal: number | null;
  /** Whether the caller may sign now: a signer of the open request whose turn it is, on a version whose PDF may be signed (pdfRefusal null). */
  canSign: boolean;
  /** Whether the caller may ask for signatures now: an account with the update right, on the current version of a PDF that may be signed, with no request open. */
  canAsk: boolean;
  /** The version the caller's own signature made, once they have signed (an external signer's link reads up to it); null before. */
  signedDocumentId: number | null;
  request: SignRequestSummary | null;
}

/** A signature a PDF already carries: valid, broken (the PDF was changed within what it signed), or unknown (a kind not checked). */
export interface ExistingSignatureInfo {
  /** The signer certificate's common name, else the signature's /Name. */
  name: string | null;
  /** ISO 8601: the signing-time attribute, else the signature's /M. */
  date: string | null;
  status: 'valid' | 'broken' | 'unknown';
  /** Whether it covers the whole file: no revision was added after it. */
  coversWholeDocument: boolean;
  /**
   * Whether a revision added after it changed more than a signed document may take (signatures,
   * timestamps, validation data, form-field values and a later signer's own drawings are allowed).
   */
  modifiedAfterSigning: boolean;
  /** What those revisions changed ("page 1: its content changed"); empty when nothing. */
  changes: PdfChange[];
}

export interface SignRequestSummary {
  id: number;
  state: RequestState;
  /** YYYYMMDD, or null. */
  dueDate: string | null;
  signers: { name: string; order: number; signed: boolean; signedDate: string | null }[];
}

/** One signer of a new signature request: a portal account (login) or an external signer (email). */
export interface NewSigner {
  login?: string;
  email?: string;
  /** An external signer's name (accounts use their own). */
  name?: string;
  /** An external signer's language for mails (accounts use their own). */
  langKey?: string;
  /** Signing order from 1; signers with the same order sign in any order among themselves. Default: their place in the list. */
  order?: number;
  boxes?: NewBox[];
}

export interface NewBox {
  page: number;
  x: number;
  y: number;
  corner: Corner;
  width?: number;
  height?: number;
}

/** The body of `POST sign/requests/{id}`. */
export interface NewSignRequest {
  signers: NewSigner[];
  /** The sign mode; the family's by default. */
  imgManage?: number;
  /** YYYYMMDD or YYYY-MM-DD. */
  dueDate?: string;
  /** The reason settings of this request, where they differ from the family's. */
  reason?: { list?: string | number | null; default?: string; editable?: boolean; mandatory?: boolean };
  /** A few words for the invitations. */
  message?: string;
  /** Reminders mailed by themselves to the signers whose turn it is: every N days, and N days before the due date. */
  reminders?: { everyDays?: number; beforeDueDays?: number };
  /** What the due date does: only remind (the default), or also end the request unsigned. */
  onDue?: 'remind' | 'expire';
}

/** The default box, the spec's 200 by 150 CSS pixels (001 §9) in PDF points (72/96). */
export const DEFAULT_BOX = { width: 150, height: 112.5 } as const;
/** The most signers one request holds, and boxes per signer. */
export const MAX_SIGNERS = 20;
export const MAX_BOXES = 20;

const LANGS = ['en', 'it', 'fr', 'es', 'de'];
const coordinate = { type: 'number', minimum: 0, maximum: 14_400 } as const;
/** A box's side: at least a point, so that a box has an area to draw in. */
const size = { type: 'number', minimum: 1, maximum: 14_400 } as const;
const yyyymmdd = { type: 'string', pattern: '^[0-9]{4}-?[0-9]{2}-?[0-9]{2}$' } as const;

export const NEW_SIGN_REQUEST_SCHEMA = {
  type: 'object',
  required: ['signers'],
  properties: {
    signers: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_SIGNERS,
      items: {
        type: 'object',
        properties: {
          login: { type: 'string', minLength: 1, maxLength: 50 },
          email: emailSchema,
          name: { type: 'string', minLength: 1, maxLength: 200 },
          langKey: { enum: LANGS },
          order: { type: 'integer', minimum: 1, maximum: 100 },
          boxes: {
            type: 'array',
            maxItems: MAX_BOXES,
            items: {
              type: 'object',
              required: ['page', 'x', 'y', 'corner'],
              properties: { page: { type: 'integer', minimum: 1, maximum: 100_000 }, x: coordinate, y: coordinate, corner: { enum: [...CORNERS] }, width: size, height: size },
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    },
    imgManage: { type: 'integer', minimum: 0, maximum: 5 },
    dueDate: yyyymmdd,
    message: { type: 'string', minLength: 1, maxLength: 2_000 },
    reminders: {
      type: 'object',
      properties: { everyDays: { type: 'integer', minimum: 1, maximum: 90 }, beforeDueDays: { type: 'integer', minimum: 1, maximum: 90 } },
      additionalProperties: false,
    },
    onDue: { enum: ['remind', 'expire'] },
    reason: {
      type: 'object',
      properties: {
        list: { anyOf: [{ type: 'string', minLength: 1, maxLength: 50 }, { type: 'integer', minimum: -1, maximum: 2_147_483_647 }, { type: 'null' }] },
        default: { type: 'string', minLength: 1, maxLength: 200 },
        editable: { type: 'boolean' },
        mandatory: { type: 'boolean' },
      },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
} as const;

/** One box of the sign call's jsonSignFields: where the viewer shows it, on a page shown page_width by page_height (origin top left). */
export interface JsonSignField {
  page_number: number;
  page_width: number;
  page_height: number;
  field_x: number;
  field_y: number;
  field_x2: number;
  field_y2: number;
}

const viewerNumber = { type: 'number', minimum: 0, maximum: 1_000_000 } as const;
export const JSON_SIGN_FIELDS_SCHEMA = {
  type: 'array',
  maxItems: MAX_BOXES,
  items: {
    type: 'object',
    required: ['page_number', 'page_width', 'page_height', 'field_x', 'field_y', 'field_x2', 'field_y2'],
    properties: {
      page_number: { type: 'integer', minimum: 1, maximum: 100_000 },
      page_width: { type: 'number', exclusiveMinimum: 0, maximum: 1_000_000 },
      page_height: { type: 'number', exclusiveMinimum: 0, maximum: 1_000_000 },
      field_x: viewerNumber,
      field_y: viewerNumber,
      field_x2: viewerNumber,
      field_y2: viewerNumber,
    },
    additionalProperties: false,
  },
} as const;

/**
 * A drawn object of 001 §3 sent with a sign call (jsonDrawnObjects): a handwritten signature (its
 * polylines) or a text, on a page the viewer shows page_width by page_height (origin top left, like
 * jsonSignFields); the segments' points in the same coordinates. fontSize is in points (001 §9).
 */
export interface DrawnObject {
  id?: string;
  type: 'handwritten-sign' | 'text';
  pageNumber: number;
  page_width: number;
  page_height: number;
  xStart: number;
  yStart: number;
  xEnd: number;
  yEnd: number;
  width?: number;
  height?: number;
  segments?: { x: number; y: number }[][];
  text?: string;
  fontSize?: number;
  font?: 'courier' | 'helvetica' | 'timesRoman';
  color?: string;
  textAnchor?: 'start' | 'middle' | 'end';
}

/** The most drawn objects one sign call carries, and points in all of a handwritten signature's segments. */
export const MAX_DRAWN_OBJECTS = 50;
export const MAX_DRAWN_POINTS = 20_000;

const point = { type: 'object', required: ['x', 'y'], properties: { x: viewerNumber, y: viewerNumber }, additionalProperties: false } as const;
export const JSON_DRAWN_OBJECTS_SCHEMA = {
  type: 'array',
  maxItems: MAX_DRAWN_OBJECTS,
  items: {
    type: 'object',
    required: ['type', 'pageNumber', 'page_width', 'page_height', 'xStart', 'yStart', 'xEnd', 'yEnd'],
    properties: {
      id: { type: 'string', maxLength: 100 },
      type: { enum: ['handwritten-sign', 'text'] },
      pageNumber: { type: 'integer', minimum: 1, maximum: 100_000 },
      page_width: { type: 'number', exclusiveMinimum: 0, maximum: 1_000_000 },
      page_height: { type: 'number', exclusiveMinimum: 0, maximum: 1_000_000 },
      xStart: viewerNumber,
      yStart: viewerNumber,
      xEnd: viewerNumber,
      yEnd: viewerNumber,
      width: viewerNumber,
      height: viewerNumber,
      segments: { type: 'array', maxItems: 1_000, items: { type: 'array', minItems: 1, maxItems: MAX_DRAWN_POINTS, items: point } },
      text: { type: 'string', maxLength: 2_000 },
      fontSize: { type: 'number', minimum: 5, maximum: 100 },
      font: { enum: ['courier', 'helvetica', 'timesRoman'] },
      color: { type: 'string', maxLength: 50 },
      textAnchor: { enum: ['start', 'middle', 'end'] },
    },
    additionalProperties: false,
  },
} as const;

/** The credentials an update or a sign call carries after a -3 (the update-authentication modal). */
export interface SignCredentials {
  signUsername?: string;
  signPassword?: string;
  /** An entry of the meanings list (its id or label). */
  signMeaning?: string | number;
}

export const CREDENTIAL_PROPERTIES = {
  signUsername: { type: 'string', maxLength: 50 },
  signPassword: { type: 'string', maxLength: 200 },
  signMeaning: { anyOf: [{ type: 'string', maxLength: 200 }, { type: 'integer', minimum: 0, maximum: 2_147_483_647 }] },
} as const;

/** The body of `PUT update-auth/reset-password`. */
export const RESET_PASSWORD_SCHEMA = {
  type: 'object',
  required: ['signUserName', 'signPassword', 'signPasswordConfirm'],
  properties: {
    signUserName: { type: 'string', maxLength: 50 },
    signPassword: { type: 'string', maxLength: 200 },
    signPasswordConfirm: { type: 'string', maxLength: 200 },
    signOldPassword: { type: 'string', maxLength: 200 },
  },
  additionalProperties: false,
} as const;

/** The answer of `GET sign/require-otp/{id}`. */
export interface OtpSent {
  /** The address it was sent to, partly hidden (`u***@example.com`). */
  sentTo: string;
  validitySeconds: number;
  attempts: number;
}

/**
 * The body of `PUT sign/document/{id}`: an entity write's form data, the boxes placed and the objects
 * drawn (JSON strings, as the API takes them), the one-time password, the reason and, after a -3, the
 * signature credentials.
 */
export const SIGN_BODY_SCHEMA = {
  type: 'object',
  required: ['otp'],
  properties: {
    ...WRITE_FIELD_PROPERTIES,
    jsonSignFields: { type: 'string', maxLength: 100_000 },
    jsonDrawnObjects: { type: 'string', maxLength: 1_000_000 },
    otp: { type: 'string', maxLength: 20 },
    reason: { type: 'string', maxLength: 1_000 },
    ...CREDENTIAL_PROPERTIES,
  },
  additionalProperties: false,
} as const;

export type SignBody = FromSchema<typeof SIGN_BODY_SCHEMA>;

/** A sign call's answer: the new version's id, or a negative code; with -3 the meanings list (its id in `x-list-id`). */
export interface SignOutcome {
  result: number;
  listId?: number;
}
