import { buildEntityModel } from '../../src/shared/entities/model.js';

/** One entity with a field of every kind, for query parsing tests. */
export const thing = buildEntityModel(
  {
    $id: 'thing',
    properties: {
      id: { type: 'integer', readOnly: true },
      name: { type: 'string' },
      count: { type: 'integer' },
      ratio: { type: 'number' },
      active: { type: 'boolean' },
      kind: { type: 'string', enum: ['SMALL', 'LARGE'] },
      file: { type: 'string', contentEncoding: 'base64' },
      owner: { 'x-ref': 'person' },
      tags: { type: 'array', 'x-ref': 'tag' },
    },
  },
  'thing.schema.json',
);
