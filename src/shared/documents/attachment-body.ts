import type { FromSchema } from 'json-schema-to-ts';

/**
 * The body of `POST entities/{id}/attachments` (docs/document-store.md): the file's name, a
 * description, and the file as its data URL's head (`fileInfo`, the part before `base64,`, which
 * may be left out) and its base64 content.
 */
export const attachmentBodySchema = {
  type: 'object',
  required: ['originalFileName', 'file'],
  properties: {
    originalFileName: { type: 'string', minLength: 1, maxLength: 255 },
    description: { type: 'string', maxLength: 1000 },
    fileInfo: { type: 'string', maxLength: 300 },
    file: { type: 'string', minLength: 1 },
  },
  additionalProperties: false,
} as const;

export type AttachmentBody = FromSchema<typeof attachmentBodySchema>;
