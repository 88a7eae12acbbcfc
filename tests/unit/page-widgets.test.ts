import fs from 'node:fs';
import path from 'node:path';
import validator from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { confSummary } from '../../src/pages/management/widgets/conf-summary.js';
import { formValidator, validationErrors } from '../../src/pages/management/widgets/form-validator.js';
import { widgetSaveProblems } from '../../src/pages/management/widgets/save-problems.js';
import { formSchema } from '../../src/pages/management/widgets/form-schema.js';
import { inlineSchemaRefs, type JsonSchema } from '../../src/shared/schema-refs.js';
import { choiceUiSchema, localizedSchema } from '../../src/pages/management/widgets/schema-texts.js';
import { belowAll, placementsFrom, withPlacements } from '../../src/pages/management/widgets/widget-layouts.js';

const dir = path.resolve('schemas/widgets');
const files: Record<string, JsonSchema> = Object.fromEntries(
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.schema.json'))
    .map((f) => [f.replace(/\.schema\.json$/, ''), JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as JsonSchema]),
);

describe('widget schemas for the configuration form', () => {
  it('points cross-file references at copies of the definitions reached, with their own references renamed', () => {
    const schema = inlineSchemaRefs(files['document-list'], files);
    const props = schema.properties as Record<string, { $ref?: string }>;
    expect(schema.$id).toBeUndefined();
    expect(props.layout.$ref).toBe('#/$defs/widget-common.layout');
    expect(props.fam.$ref).toBe('#/$defs/widget-common.source');
    const defs = schema.$defs as Record<string, JsonSchema>;
    // form → formField → options → source and filter: reached through widget-common's own references.
    expect(Object.keys(defs).sort()).toEqual(['widget-common.filter', 'widget-common.form', 'widget-common.formField', 'widget-common.layout', 'widget-common.source']);
    expect(((defs['widget-common.form'].properties as JsonSchema).fields as { items: { $ref: string } }).items.$ref).toBe('#/$defs/widget-common.formField');
    expect(JSON.stringify(schema)).not.toMatch(/"\$ref":"(widget-common#|#\/\$defs\/(source|filter|formField)")/);
  });

  it('keeps local references and data that merely looks like one, and copies nothing when nothing is referred to', () => {
    const schema = { $id: 'x', $defs: { a: { type: 'string' } }, properties: { a: { $ref: '#/$defs/a' }, b: { enum: [{ $ref: 'widget-common#/$defs/none' }] } } };
    expect(inlineSchemaRefs(schema, files)).toEqual({ $defs: { a: { type: 'string' } }, properties: schema.properties });
  });

  it('names a reference it cannot resolve', () => {
    expect(() => inlineSchemaRefs({ properties: { a: { $ref: 'widget-common#/$defs/nothing' } } }, files)).toThrow(/widget-common#\/\$defs\/nothing/);
  });

  it('ends on a definition that refers to itself', () => {
    const tree = { $defs: { node: { type: 'object', properties: { children: { type: 'array', items: { $ref: '#/$defs/node' } } } } } };
    const schema = inlineSchemaRefs({ properties: { root: { $ref: 'tree#/$defs/node' } } }, { tree });
    expect(((schema.$defs as Record<string, JsonSchema>)['tree.node'].properties as JsonSchema).children).toEqual({ type: 'array', items: { $ref: '#/$defs/tree.node' } });
  });

  it('shapes the schema for the form: no choice between required properties, no root title, references named, choices titled', () => {
    const kind = (branch: JsonSchema) => (branch.type === 'string' ? 'Text' : undefined);
    const schema = formSchema(inlineSchemaRefs(files['document-list'], files), kind);
    expect(schema.oneOf).toBeUndefined();
    expect(schema.title).toBeUndefined();
    expect(schema.description).toBe(files['document-list'].description);
    const props = schema.properties as Record<string, JsonSchema>;
    expect(props.fam).toEqual({ $ref: '#/$defs/widget-common.source', title: 'Family', description: (files['document-list'].properties as Record<string, JsonSchema>).fam.description });
    expect(props.list.title).toBe('Value list');
    expect(props.columns.title).toBe('Columns');
    const source = (schema.$defs as Record<string, JsonSchema>)['widget-common.source'];
    expect((source.anyOf as JsonSchema[]).map((b) => b.title)).toEqual(['Key or placeholder', 'Id']);
    // A property that is only a reference to a titled definition, without a title of its own, is named with both.
    const defs = { $defs: { source: { title: 'Source', anyOf: [{ type: 'string' }, { type: 'integer' }] } } };
    const named = formSchema({ ...defs, properties: { fam: { $ref: '#/$defs/source' }, list: { $ref: '#/$defs/source' } } }, kind);
    expect(named.properties).toEqual({ fam: { $ref: '#/$defs/source', title: 'Source (fam)' }, list: { $ref: '#/$defs/source', title: 'Source (list)' } });
    expect(((named.$defs as Record<string, JsonSchema>).source.anyOf as JsonSchema[]).map((b) => b.title)).toEqual(['Text', undefined]);
    // A choice between required properties below the root (a link's address or library file) is left out too.
    const links = formSchema(inlineSchemaRefs(files.links, files));
    expect(((links.properties as Record<string, JsonSchema>).links.items as JsonSchema).oneOf).toBeUndefined();
    expect(formSchema({ oneOf: [{ type: 'string' }, { type: 'number' }], default: { properties: { a: { $ref: '#/$defs/x' } } } })).toEqual({
      oneOf: [{ type: 'string' }, { type: 'number' }],
      default: { properties: { a: { $ref: '#/$defs/x' } } },
    });
  });
});

describe('widget schemas: what each field is for', () => {
  it('describes each family, value list and filter by its own purpose wherever the form names it otherwise than the definition it shares', () => {
    const common = files['widget-common'].$defs as Record<string, JsonSchema>;
    const found: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        const child = value as JsonSchema;
        const shared = typeof child?.$ref === 'string' ? /#\/\$defs\/(source|filter)$/.exec(child.$ref)?.[1] : undefined;
        if (shared && child.title !== common[shared].title) {
          found.push(`${where}.${key}`);
          expect(child.description, `${where}.${key}`).toEqual(expect.any(String));
          expect(child.description, `${where}.${key}`).not.toBe(common[shared].description);
        }
        walk(value, `${where}.${key}`);
      }
    };
    for (const [name, schema] of Object.entries(files)) walk(schema, name);
    expect(found).toEqual(
      expect.arrayContaining(['document-list.properties.fam', 'document-list.properties.list', 'widget-common.$defs.formField.properties.options.properties.filter']),
    );
  });
});

describe('widget schemas for the configuration form: translations, choices and validators', () => {
  it('translates every title and description of a schema file by its path, the English standing in for a missing one', () => {
    const it = JSON.parse(fs.readFileSync(path.resolve('i18n/it.json'), 'utf8')) as { portico: Record<string, unknown> };
    const lookup = (key: string, options?: Record<string, unknown>) => {
      const found = key.split('.').slice(1).reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], it.portico);
      return typeof found === 'string' ? found : String(options?._);
    };
    const common = localizedSchema(files['widget-common'], 'widget-common', lookup);
    const source = (common.$defs as Record<string, JsonSchema>).source;
    expect(source.title).toBe('Famiglia o lista valori');
    expect((source.anyOf as JsonSchema[]).map((b) => b.title)).toEqual(['Chiave o segnaposto', 'Id']);
    const list = localizedSchema(files['document-list'], 'document-list', lookup);
    const props = list.properties as Record<string, JsonSchema>;
    expect([props.pageSize.title, props.fam.title, ((props.search.items as JsonSchema).properties as Record<string, JsonSchema>).range.description]).toEqual([
      'Righe per pagina',
      'Famiglia',
      'Cerca da un valore a un altro.',
    ]);
    // Data is left as it is.
    expect(props.actions.default).toEqual(['details', 'export']);
    expect(localizedSchema({ title: 'Unknown' }, 'nowhere', lookup).title).toBe('Unknown');
    // Every title and description of every file has its Italian text.
    for (const [name, file] of Object.entries(files)) {
      const texts: string[] = [];
      const collect = (node: unknown) => {
        if (!node || typeof node !== 'object') return;
        for (const [key, value] of Object.entries(node)) {
          if ((key === 'title' || key === 'description') && typeof value === 'string') texts.push(value);
          else if (!['enum', 'const', 'default', 'examples'].includes(key)) collect(value);
        }
      };
      collect(localizedSchema(file, name, (key) => (lookup(key, { _: '\u0000' }) === '\u0000' ? `missing ${key}` : lookup(key))));
      expect(texts.filter((t) => t.startsWith('missing ')), name).toEqual([]);
    }
  });

  it('shows a choice\'s branch without a label of its own, its title as the placeholder, wherever the choice is', () => {
    const schema = formSchema(inlineSchemaRefs(files['document-list'], files));
    const ui = choiceUiSchema(schema);
    expect(ui.fam).toEqual({ anyOf: [{ 'ui:label': false, 'ui:placeholder': 'Key or placeholder' }, { 'ui:label': false, 'ui:placeholder': 'Id' }] });
    expect(ui.form.fields.items.options.list.anyOf).toHaveLength(2);
    expect(ui.columns).toBeUndefined();
  });

  const samples: Record<string, unknown>[] = [
    { layout: { x: 0, y: 0, w: 12, h: 4 }, fam: 'invoices', document: '{W_1.fidd}', html: { en: 'Hi' }, links: [{ label: 'A', url: '#a' }] },
    { layout: { x: 0, y: 0, w: 13, h: 4 } },
    { layout: { x: 0, y: 0 }, fam: 2.5, selection: 'some', columns: ['a'], extra: true },
    { layout: { x: 0, y: 0, w: 6 }, fam: '', search: [{}], form: { fields: [{ id: 1, options: { fam: 0 } }] } },
  ];

  for (const name of Object.keys(files).filter((n) => n !== 'widget-common'))
    it(`${name}: the form's validator (no eval, for the CSP) agrees with ajv, which the server checks with`, () => {
      const schema = formSchema(inlineSchemaRefs(files[name], files));
      for (const sample of samples) {
        const ours = formValidator.validateFormData(sample, schema);
        const ajvs = validator.validateFormData(sample, schema);
        expect(ours.errors.length === 0, JSON.stringify(sample)).toBe(ajvs.errors.length === 0);
        // Both name a field by its path (`.layout.w`; ajv writes a missing top-level one without the dot).
        const places = (errors: { property?: string }[]) => new Set(errors.map((e) => e.property?.replace(/^\./, '')));
        expect(places(ours.errors), JSON.stringify(sample)).toEqual(places(ajvs.errors));
        expect(formValidator.isValid(schema, sample, schema)).toBe(ajvs.errors.length === 0);
      }
    });

  it('reports a mistake where the form shows it, not the subschemas it fails in', () => {
    const schema = formSchema(inlineSchemaRefs(files['document-list'], files));
    const { errors, errorSchema } = formValidator.validateFormData({ layout: { x: 0, y: 0, w: 13, h: undefined }, fam: 1.5, foo: 1 }, schema);
    expect(errors.map((e) => [e.property, e.name])).toEqual([
      ['.layout.w', 'maximum'],
      ['.fam', 'anyOf'],
      ['', 'additionalProperties'],
    ]);
    expect(errorSchema).toMatchObject({ layout: { w: { __errors: ['13 is greater than 12.'] } } });
    expect(validationErrors([{ keyword: 'required', instanceLocation: '#/search/0', keywordLocation: '#/properties/search/items/required', error: 'Instance does not have required property "field".' }])[0].property).toBe('.search.0.field');
  });

  it('checks a part of a form against the definitions of the whole, as rjsf asks when it chooses between options', () => {
    const root = formSchema(inlineSchemaRefs(files['document-list'], files));
    expect(formValidator.isValid({ $ref: '#/$defs/widget-common.layout' }, { x: 0, y: 0, w: 3 }, root)).toBe(true);
    expect(formValidator.isValid({ $ref: '#/$defs/widget-common.layout' }, { x: 0, y: 0, w: 30 }, root)).toBe(false);
  });
});

describe('widget places', () => {
  const layout = [
    { i: '3', x: 6, y: 0, w: 6, h: 4 },
    { i: '1', x: 0, y: 4, w: 12, h: 8 },
    { i: '2', x: 0, y: 0, w: 6, h: 4 },
  ];

  it('numbers the widgets in reading order: top to bottom, then left to right', () => {
    expect(placementsFrom(layout)).toEqual([
      { id: 2, index: 0, layout: { x: 0, y: 0, w: 6, h: 4 } },
      { id: 3, index: 1, layout: { x: 6, y: 0, w: 6, h: 4 } },
      { id: 1, index: 2, layout: { x: 0, y: 4, w: 12, h: 8 } },
    ]);
  });

  it('applies placements to the widgets, keeping the rest of each configuration, in the new order', () => {
    const widgets = [1, 2, 3].map((id) => ({ id, index: id - 1, conf: JSON.stringify({ fam: `f${id}`, layout: { x: 0, y: id, w: 1 } }) }));
    const placed = withPlacements(widgets, placementsFrom(layout));
    expect(placed.map((w) => w.id)).toEqual([2, 3, 1]);
    expect(JSON.parse(placed[2].conf)).toEqual({ fam: 'f1', layout: { x: 0, y: 4, w: 12, h: 8 } });
    expect(withPlacements(widgets, undefined)).toBe(widgets);
  });

  it('puts a new widget across the grid below every other', () => {
    expect(belowAll([{ conf: JSON.stringify({ layout: { x: 0, y: 2, w: 6, h: 5 } }) }, { conf: '{"layout":{"x":6,"y":0,"w":6}}' }, { conf: 'not json' }])).toEqual({ x: 0, y: 8, w: 12, h: 8 });
    expect(belowAll([])).toEqual({ x: 0, y: 0, w: 12, h: 8 });
  });
});

describe('a refused widget save', () => {
  const translate = (key: string, args?: Record<string, unknown>) => (key === 'portico.validation.Max' ? 'too large' : key === 'portico.validation.NotNull' ? 'required' : String(args?._ ?? key));
  const refusal = (fieldErrors: { field: string; message: string }[]) =>
    Object.assign(new Error('Error on field'), { body: { fieldErrors: fieldErrors.map((e) => ({ objectName: 'widget', ...e })) } });

  it('puts configuration errors on the form fields they name, array items by index, and the others on the widget fields', () => {
    const problems = widgetSaveProblems(
      refusal([
        { field: 'conf.layout.w', message: 'Max' },
        { field: 'conf.search.0.field', message: 'NotNull' },
        { field: 'conf', message: 'OneOf' },
        { field: 'title', message: 'NotNull' },
      ]),
      translate,
    );
    expect(problems.conf).toEqual({ layout: { w: { __errors: ['too large'] } }, search: { 0: { field: { __errors: ['required'] } } }, __errors: ['OneOf'] });
    expect(problems.fields).toEqual({ title: 'required' });
    expect(problems.lines).toEqual(['layout.w: too large', 'search.0.field: required', 'portico.pageManagement.widgets.conf: OneOf', 'title: required']);
  });

  it('says a failure without field errors as its message', () => {
    expect(widgetSaveProblems(new Error('Server not reachable'), translate)).toEqual({ conf: {}, fields: {}, lines: ['Server not reachable'] });
    expect(widgetSaveProblems(null, translate).lines).toEqual([]);
  });
});

describe('a widget card summary', () => {
  it('names the first settings in a few words, leaving the layout out', () => {
    expect(
      confSummary({ layout: { x: 0 }, fam: 'invoices', html: { en: '<p>Hello <b>world</b></p>' }, columns: [1, 2, 3], search: [{ field: 1 }, { field: 2 }], asc: false }),
    ).toEqual([
      { key: 'fam', value: 'invoices' },
      { key: 'html', value: 'Hello world' },
      { key: 'columns', value: '1, 2, 3' },
      { key: 'search', value: '2' },
    ]);
    expect(confSummary({ title: 'x'.repeat(60) })[0].value).toHaveLength(40);
  });
});
