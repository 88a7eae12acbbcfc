import { INT_MAX } from '../validation/integer-bounds.js';
import { listQuerySchema } from '../validation/list-query.js';
import { ID_PARAMS } from '../validation/params.js';

/**
 * Bodies, answers and parameters of api/documentlibrary/documents. The client may send back a
 * document it read, so the members that describe the stored file (and who changed it when) are
 * accepted and ignored: they come from the upload.
 */
const readOnly = {
  fileName: { type: ['string', 'null'] },
  fileContentType: { type: ['string', 'null'] },
  fileSize: { type: ['integer', 'null'] },
  fileSha256: { type: ['string', 'null'] },
  createdBy: { type: ['string', 'null'] },
  createdDate: { type: ['string', 'null'] },
  lastModifiedBy: { type: ['string', 'null'] },
  lastModifiedDate: { type: ['string', 'null'] },
} as const;

const describing = {
  // At least one character that is not a blank.
  name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
  description: { type: ['string', 'null'], maxLength: 2000 },
  category: { type: ['string', 'null'], maxLength: 100 },
} as const;

/** The describing members of a new document. */
export const createDocument = {
  type: 'object',
  properties: { id: { type: ['integer', 'null'] }, ...describing, ...readOnly },
  required: ['name'],
  additionalProperties: false,
} as const;

/** An update names the document by its id in the body (the spec's PUT to the base address). */
export const updateDocument = {
  ...createDocument,
  properties: { ...createDocument.properties, id: { type: ['integer', 'null'], minimum: 1, maximum: INT_MAX } },
} as const;

const filePart = { type: 'string', contentMediaType: 'application/octet-stream', description: 'The file; its type is read from its bytes' } as const;

/**
 * `multipart/form-data`: a text part per member (as in the JSON body) and the part `file`. The file
 * is read aside from the validated body, so the schema cannot require it: the create route does.
 */
const form = <T extends { properties: object }>(document: T) => ({ ...document, properties: { ...document.properties, file: filePart } });

export const createBody = {
  content: { 'multipart/form-data': { schema: form(createDocument) } },
};

export const updateBody = {
  content: {
    'application/json': { schema: updateDocument },
    'multipart/form-data': { schema: form(updateDocument) },
  },
};

export const listQuery = listQuerySchema(10_000, {
  'category.equals': { type: 'string', maxLength: 100 },
  'name.contains': { type: 'string', maxLength: 200 },
});

export const idParams = ID_PARAMS;
