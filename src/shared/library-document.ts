import type { FromSchema } from 'json-schema-to-ts';

/**
 * A document of the library as `api/documentlibrary/documents` answers it (the file's bytes apart):
 * its JSON Schema, which the server answers and documents by, and its type, derived from it.
 */
export const libraryDocumentSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    description: { type: ['string', 'null'] },
    category: { type: ['string', 'null'] },
    fileName: { type: 'string', description: 'The uploaded file name, sanitised' },
    fileContentType: { type: 'string', description: 'Read from the bytes, never from the client' },
    fileSize: { type: 'integer', description: 'Bytes' },
    fileSha256: { type: 'string' },
    createdBy: { type: 'string' },
    createdDate: { type: 'string', format: 'date-time' },
    lastModifiedBy: { type: 'string' },
    lastModifiedDate: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'name', 'description', 'category', 'fileName', 'fileContentType', 'fileSize', 'fileSha256', 'createdBy', 'createdDate', 'lastModifiedBy', 'lastModifiedDate'],
  additionalProperties: false,
} as const;

export type LibraryDocument = FromSchema<typeof libraryDocumentSchema>;
