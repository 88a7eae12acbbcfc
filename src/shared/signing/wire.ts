import type { FromSchema } from 'json-schema-to-ts';
import { emailSchema } from '../email.js';
import { WRITE_FIELD_PROPERTIES } from '../documents/write-payload.js';
import { CORNERS, type Corner } from './sign-info.js';

export { CORNERS, type Corner, type ExistingSignatureInfo, type OtpSent, type SignField, type SignInfo, type SignRequestSummary } from './sign-info.js';

/**
 * What the signing calls take and answer (docs/signing.md), declared once for the server and the
 * viewer. Field names in the spec's spelling (001 §3) where the spec names them.
 */

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
