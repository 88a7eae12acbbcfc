import type { FromSchema } from 'json-schema-to-ts';
import { activeContentSchema, pdfChangeSchema } from './pdf-findings.js';
import { REQUEST_STATES } from './requests.js';
import { SIGNATURE_VERDICT_SCHEMA } from './signature-verdicts.js';

/**
 * What the viewer reads before signing (docs/signing.md): `GET sign/get-info/{id}` and
 * `GET sign/require-otp/{id}`, declared once as the schemas the server answers by, with their types.
 * Field names in the spec's spelling (001 §3) where the spec names them.
 */

/** The corner a box's position is measured from: top right, top left, bottom right, bottom left. */
export const CORNERS = ['Alto dx', 'Alto sx', 'Basso dx', 'Basso sx'] as const;
export type Corner = (typeof CORNERS)[number];

const nullableInteger = { type: ['integer', 'null'] } as const;
const nullableText = { type: ['string', 'null'] } as const;

/** A box a signer signs in: page from 1, position and size in PDF points from `origin_Corner` of the page as shown. */
export const signFieldSchema = {
  type: 'object',
  properties: {
    Fpage_number: { type: 'integer' },
    Ffield_x: { type: 'number' },
    Ffield_y: { type: 'number' },
    Ffield_width: { type: 'number' },
    Ffield_height: { type: 'number' },
    origin_Corner: { enum: [...CORNERS] },
    FSign_User: { type: ['string', 'integer'], description: "The signer: a portal account's login, or an external signer's id (the extUserId)" },
    FSign_User_Name: { type: 'string' },
    signed: { type: 'boolean' },
  },
  required: ['Fpage_number', 'Ffield_x', 'Ffield_y', 'Ffield_width', 'Ffield_height', 'origin_Corner', 'FSign_User', 'FSign_User_Name', 'signed'],
  additionalProperties: false,
} as const;

/** A signature a PDF already carries: valid, broken (the PDF was changed within what it signed), or unknown (a kind not checked). */
export const existingSignatureSchema = {
  type: 'object',
  properties: {
    name: { ...nullableText, description: "The signer certificate's common name, else the signature's /Name" },
    date: { ...nullableText, description: "ISO 8601: the signing-time attribute, else the signature's /M" },
    status: { enum: ['valid', 'broken', 'unknown'] },
    coversWholeDocument: { type: 'boolean', description: 'Whether it covers the whole file: no revision was added after it' },
    modifiedAfterSigning: {
      type: 'boolean',
      description:
        "Whether a revision added after it changed more than a signed document may take (signatures, timestamps, validation data, form-field values and a later signer's own drawings are allowed)",
    },
    changes: { type: 'array', items: pdfChangeSchema, description: 'What those revisions changed; empty when nothing' },
  },
  required: ['name', 'date', 'status', 'coversWholeDocument', 'modifiedAfterSigning', 'changes'],
  additionalProperties: false,
} as const;

export const signRequestSummarySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    state: { enum: [...REQUEST_STATES] },
    dueDate: { ...nullableText, description: 'YYYYMMDD, or null' },
    signers: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, order: { type: 'integer' }, signed: { type: 'boolean' }, signedDate: nullableText },
        required: ['name', 'order', 'signed', 'signedDate'],
        additionalProperties: false,
      },
    },
  },
  required: ['id', 'state', 'dueDate', 'signers'],
  additionalProperties: false,
} as const;

/** The answer of `GET sign/get-info/{id}`. */
export const signInfoSchema = {
  type: 'object',
  properties: {
    imgManage: { type: 'integer', description: 'The sign mode (001 §4), 0 to 5' },
    requiredDigitalSign: { type: 'boolean' },
    userIdExt: { ...nullableInteger, description: "The caller's external signer id, when the caller is an external signer; null otherwise" },
    signFields: { type: 'array', items: signFieldSchema },
    reasonValueList: { type: 'integer', description: 'The id of the value list the reason is chosen from, -1 for free text' },
    reasonDefault: { type: 'string' },
    reasonEditable: { type: 'boolean' },
    reasonMandatory: { type: 'boolean' },
    signatureCount: { type: 'integer', description: "Digital signatures the current version's PDF already carries" },
    signatures: { type: 'array', items: existingSignatureSchema, description: "Those signatures, each checked against the PDF's bytes on the server, with what changed after it" },
    verdicts: {
      type: 'array',
      items: SIGNATURE_VERDICT_SCHEMA,
      description: 'Every signature and document timestamp, in the PDF\'s order, with what it says and one verdict: the signature panel\'s',
    },
    activeContent: { type: 'array', items: activeContentSchema, description: 'What a reader that allows it would run or open by itself in the PDF; the viewer runs none of it' },
    pdfRefusal: { ...nullableInteger, description: 'The answer a sign call would get for this PDF (-30 … -33: docs/signing.md), whoever signs; null when the PDF may be signed' },
    canSign: { type: 'boolean', description: 'Whether the caller may sign now: a signer of the open request whose turn it is, on a version whose PDF may be signed' },
    canAsk: { type: 'boolean', description: 'Whether the caller may ask for signatures now: an account with the update right, on the current version of a PDF that may be signed, with no request open' },
    signedDocumentId: { ...nullableInteger, description: "The version the caller's own signature made, once they have signed (an external signer's link reads up to it); null before" },
    request: { anyOf: [signRequestSummarySchema, { type: 'null' }] },
  },
  required: [
    'imgManage', 'requiredDigitalSign', 'userIdExt', 'signFields', 'reasonValueList', 'reasonDefault', 'reasonEditable', 'reasonMandatory',
    'signatureCount', 'signatures', 'verdicts', 'activeContent', 'pdfRefusal', 'canSign', 'canAsk', 'signedDocumentId', 'request',
  ],
  additionalProperties: false,
} as const;

/** The answer of `GET sign/require-otp/{id}`. */
export const otpSentSchema = {
  type: 'object',
  properties: {
    sentTo: { type: 'string', description: 'The address it was sent to, partly hidden (`u***@example.com`)' },
    validitySeconds: { type: 'integer' },
    attempts: { type: 'integer' },
  },
  required: ['sentTo', 'validitySeconds', 'attempts'],
  additionalProperties: false,
} as const;

export type SignField = FromSchema<typeof signFieldSchema>;
export type ExistingSignatureInfo = FromSchema<typeof existingSignatureSchema>;
export type SignRequestSummary = FromSchema<typeof signRequestSummarySchema>;
export type SignInfo = FromSchema<typeof signInfoSchema>;
export type OtpSent = FromSchema<typeof otpSentSchema>;
