import fs from 'node:fs';
import path from 'node:path';
import validator from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { confSummary } from '../../src/page-management/widgets/conf-summary.js';
import { widgetSaveProblems } from '../../src/page-management/widgets/save-problems.js';
import { formSchema, inlineSchemaRefs, type JsonSchema } from '../../src/page-management/widgets/schema-refs.js';
import { belowAll, placementsFrom, withPlacements } from '../../src/page-management/widgets/widget-layouts.js';

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

  it('leaves out a root choice between required properties, which the form would show as options', () => {
    const schema = formSchema(inlineSchemaRefs(files['document-list'], files));
    expect(schema.oneOf).toBeUndefined();
    expect(formSchema({ oneOf: [{ type: 'string' }, { type: 'number' }] }).oneOf).toHaveLength(2);
  });

  for (const name of Object.keys(files).filter((n) => n !== 'widget-common'))
    it(`${name}: rjsf's validator checks its layout through the inlined definitions`, () => {
      const schema = formSchema(inlineSchemaRefs(files[name], files));
      const tooWide = validator.validateFormData({ layout: { x: 0, y: 0, w: 13, h: 4 } }, schema);
      expect(tooWide.errors.some((e) => e.property === '.layout.w' && e.name === 'maximum')).toBe(true);
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
