import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildEntityModel } from '../../src/shared/entities/model.js';
import { ENTITY_SCHEMA_DIR, loadEntityModels } from '../../server/entities/registry.js';
import { createAjv } from '../../server/validation/ajv.js';
import { checkTypes, GENERATED_FILE, generateTypes } from '../../scripts/generate-types.js';

const files = fs.readdirSync(ENTITY_SCHEMA_DIR).filter((f) => f.endsWith('.schema.json'));

describe('entity schemas', () => {
  it.each(files)('%s builds into a model whose schema ajv compiles strictly', (file) => {
    const source = path.join(ENTITY_SCHEMA_DIR, file);
    const model = buildEntityModel(JSON.parse(fs.readFileSync(source, 'utf8')), source);
    expect(`${model.name}.schema.json`).toBe(file);
    expect(() => createAjv().compile(model.schema)).not.toThrow();
  });

  it('load together with every relation resolved', () => {
    const models = loadEntityModels();
    expect(Object.fromEntries(models.map((m) => [m.name, m.api]))).toEqual({
      alias: 'aliases',
      'oauth2-provider': 'oauth2-providers',
      page: 'pages',
      permission: 'permissions',
      site: 'sites',
      tag: 'tags',
      template: 'templates',
      theme: 'themes',
      widget: 'widgets',
      'widget-type': 'widget-types',
    });
  });

  it('refuse a second entity with the same name', () => {
    expect(() => loadEntityModels([ENTITY_SCHEMA_DIR])).toThrow(/clashes with/);
  });
});

describe('generated entity types', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-types-'));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('are current (run `npm run generate:types` when this fails)', async () => {
    const result = await checkTypes();
    expect(result.message).toBe('src/shared/generated/entities.ts is up to date');
    expect(result.ok).toBe(true);
  });

  it('come out the same on every run, one interface per entity', async () => {
    const text = await generateTypes();
    expect(await generateTypes()).toBe(text);
    expect(text).toMatch(/^\/\*\*\n \* Generated from schemas\/entities\/\*\.schema\.json by `npm run generate:types`/);
    for (const name of ['Alias', 'Page', 'Permission', 'Site', 'Template', 'Theme', 'Widget', 'WidgetType'])
      expect(text).toContain(`export interface ${name} {`);
    expect(text).toMatch(/ theme: \{\n\s+id: number;\n\s+\[k: string\]: unknown;\n\s+\};/);
    expect(text).toMatch(/ parent\?: \{\n\s+id: number;\n\s+\[k: string\]: unknown;\n\s+\} \| null;/);
    expect(text).toMatch(/ permissions\?: \{\n\s+id: number;\n\s+\[k: string\]: unknown;\n\s+\}\[\];/);
    expect(text).toContain(`type?: 'PAGE' | 'LINK' | null;`);
  });

  it('are reported stale or missing otherwise', async () => {
    const stale = path.join(tmp, 'entities.ts');
    fs.writeFileSync(stale, fs.readFileSync(GENERATED_FILE, 'utf8').replace('name: string;', 'name: number;'));
    expect(await checkTypes(stale)).toMatchObject({ ok: false, message: expect.stringMatching(/is stale: run `npm run generate:types`/) });
    expect(await checkTypes(path.join(tmp, 'absent.ts'))).toMatchObject({ ok: false, message: expect.stringMatching(/is missing/) });
  });
});
