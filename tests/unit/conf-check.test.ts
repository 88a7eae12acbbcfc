import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { typeProblem } from '../../server/admin/structure.js';
import { readSchemaFiles, WidgetConfSchemas } from '../../server/widgets/conf-schemas.js';
import { formValidator } from '../../src/pages/management/widgets/form-validator.js';
import { formSchema } from '../../src/pages/management/widgets/form-schema.js';
import { confRefusal } from '../../src/widget-data/conf-refusal.js';
import { confChecker } from '../../src/shared/conf-check.js';
import { inlineSchemaRefs } from '../../src/shared/schema-refs.js';
import { writeConf } from '../../src/shared/widget-conf.js';

const server = new WidgetConfSchemas();
const files = readSchemaFiles();

/** What the configuration dialog refuses before sending (none when it sends), as field and constraint: its checker is made of the same files. */
const client = confChecker(files);
const refusedByClient = (name: string, conf: unknown) => {
  const refusal = confRefusal(client, name, writeConf(conf as Record<string, unknown>)) as { body: { fieldErrors: { field: string; message: string }[] } } | undefined;
  return (refusal?.body.fieldErrors ?? []).map((e) => [e.field, e.message]);
};
const refusedByServer = (name: string, conf: unknown) => server.check(name, conf).map((e) => [e.field, e.message]);

const samples: unknown[] = [
  { layout: { x: 0, y: 0, w: 12, h: 4 }, fam: 'invoices', document: '{W_1.fidd}', html: { en: 'Hi' }, links: [{ label: 'A', url: '#a' }] },
  { layout: { x: 0, y: 0, w: 12, h: 4 }, fam: 'invoices' },
  { layout: { x: 0, y: 0, w: 12, h: 4 }, html: 'Hi' },
  { layout: { x: 0, y: 0, w: 12, h: 4 }, document: 7 },
  { layout: { x: 0, y: 0, w: 12, h: 4 }, links: [] },
  { layout: { x: 0, y: 0, w: 13 }, fam: 1.5, foo: 1 },
  { layout: { x: 0, y: 0, w: 6 } },
  { layout: { x: 0, y: 0, w: 6 }, fam: 'a', list: 'b' },
  { layout: { x: 0, y: 0, w: 6, h: null }, html: { 'e n': 'x' } },
  { layout: { x: 0, y: 0, w: 6 }, links: [{ label: 'A' }, 'x'] },
  { layout: 'x' },
  [],
];

describe('the one check of a widget configuration', () => {
  for (const name of server.names())
    it(`${name}: the server's write check, the structure report and the configuration dialog refuse the same configurations, with the same field errors`, () => {
      const form = formSchema(inlineSchemaRefs(files[name], files));
      for (const conf of samples) {
        const byServer = refusedByServer(name, conf);
        expect(refusedByClient(name, conf), JSON.stringify(conf)).toEqual(byServer);
        const stored = typeProblem((n, c) => server.check(n, c), name, JSON.stringify(conf));
        if (Array.isArray(conf)) expect(stored).toBeUndefined(); // not an object: the report's base check names it
        else expect(stored === undefined, JSON.stringify(conf)).toBe(byServer.length === 0);
        // The form's own marks, shown while typing, never refuse what the server takes.
        if (!byServer.length) expect(formValidator.validateFormData(conf, form).errors, JSON.stringify(conf)).toEqual([]);
      }
    });

  it('answers the mistakes in the order and words the server always has', () => {
    expect(refusedByServer('document-list', samples[5])).toEqual([
      ['conf.foo', 'Unknown'],
      ['conf.layout.w', 'Max'],
      ['conf.fam', 'TypeMismatch'],
    ]);
    expect(refusedByServer('document-list', samples[6])).toEqual([
      ['conf.fam', 'NotNull'],
      ['conf.list', 'NotNull'],
    ]);
    expect(refusedByServer('document-list', samples[7])).toEqual([['conf', 'OneOf']]);
    expect(refusedByServer('rich-text', samples[8])).toEqual([
      ['conf.layout.h', 'NotNull'],
      ['conf.html', 'TypeMismatch'],
    ]);
    expect(refusedByServer('links', samples[9])).toEqual([
      ['conf.links.0.url', 'NotNull'],
      ['conf.links.0.libraryDocument', 'NotNull'],
      ['conf.links.1', 'TypeMismatch'],
    ]);
    expect(refusedByServer('rich-text', [])).toEqual([['conf', 'TypeMismatch']]);
  });

  it('the structure report words what a stored configuration breaks of its schema', () => {
    expect(typeProblem((n, c) => server.check(n, c), 'document-list', JSON.stringify(samples[6]))).toBe('conf does not fit the document-list schema: conf.fam NotNull, conf.list NotNull');
    expect(typeProblem((n, c) => server.check(n, c), null, JSON.stringify(samples[6]))).toBeUndefined();
  });

  it('holds the schema files to strict JSON Schema: an unknown keyword or a loose type is a mistake of the file', () => {
    const ajv = new Ajv({ strict: true, allowUnionTypes: true, strictRequired: false });
    for (const schema of Object.values(files)) ajv.addSchema(schema);
    for (const name of server.names()) expect(() => ajv.getSchema(name), name).not.toThrow();
    expect(() => new Ajv({ strict: true }).compile({ type: 'object', properties: { a: { type: 'string', maxLenght: 3 } } })).toThrow(/maxLenght/);
  });
});
