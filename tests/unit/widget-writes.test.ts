import fs from 'node:fs';
import path from 'node:path';
import type { DataProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildEntityModel, publishModel, type PublishedEntityModel } from '../../src/shared/entities/model.js';

/*
 * Every client write of a widget ends in src/widget-data/widgets-api.ts, which owns how a
 * configuration is written and checked before sending (docs/client-data.md): the entity screens'
 * writes through the data provider too, and no other module names the widgets' address.
 */
const api = vi.hoisted(() => ({ apiFetch: vi.fn(async () => ({ json: { id: 9 }, headers: new Headers() })) }));
const owned = vi.hoisted(() => ({
  create: vi.fn(async (body: object) => ({ ...body, id: 9, page: { id: 3 }, type: { id: 4 } })),
  update: vi.fn(async (id: number, body: object) => ({ ...body, id, page: { id: 3 }, type: { id: 4 } })),
  patch: vi.fn(async () => ({})),
  delete: vi.fn(async () => undefined),
}));
vi.mock('../../src/providers/httpClient', () => api);
vi.mock('../../src/widget-data/widgets-api', () => ({ widgetEntityWrites: owned }));

// Through a name, so that the server's type check (node16 resolution) does not follow into the app's own imports.
const PROVIDER = '../../src/resources/entity-data-provider.js';
const { entityDataProvider } = (await import(/* @vite-ignore */ PROVIDER)) as { entityDataProvider(modelOf: (resource: string) => PublishedEntityModel): DataProvider };

const ROOT = path.resolve(__dirname, '../..');
const modelFile = (name: string) => publishModel(buildEntityModel(JSON.parse(fs.readFileSync(path.join(ROOT, `schemas/entities/${name}.schema.json`), 'utf8'))));
const models = new Map<string, PublishedEntityModel>(['widget', 'tag'].map((name) => [name, modelFile(name)]));
const provider = entityDataProvider((resource) => models.get(resource)!);

describe('the widget entity screens', () => {
  beforeEach(() => vi.clearAllMocks());

  it('write a widget through the widgets module, with the body the API takes', async () => {
    const record = { title: 'Chart', conf: '{"layout":{"x":0,"y":0,"w":6,"h":4}}', page: 3, type: 4 };
    const created = await provider.create('widget', { data: record });
    expect(owned.create).toHaveBeenCalledWith({ title: 'Chart', conf: record.conf, page: { id: 3 }, type: { id: 4 } });
    expect(created.data).toMatchObject({ id: 9, page: 3, type: 4 });

    await provider.update('widget', { id: 9, data: { ...record, title: 'Sales' }, previousData: { id: 9 } });
    expect(owned.update).toHaveBeenCalledWith(9, { title: 'Sales', conf: record.conf, page: { id: 3 }, type: { id: 4 }, id: 9 });

    await provider.updateMany('widget', { ids: [9, 10], data: { title: 'Both' } });
    expect(owned.patch.mock.calls).toEqual([[9, { title: 'Both', id: 9 }], [10, { title: 'Both', id: 10 }]]);

    await provider.delete('widget', { id: 9, previousData: { id: 9 } });
    await provider.deleteMany('widget', { ids: [10, 11] });
    expect(owned.delete.mock.calls).toEqual([[9], [10], [11]]);

    expect(api.apiFetch).not.toHaveBeenCalled();
  });

  it('leave other resources to the generic calls', async () => {
    await provider.create('tag', { data: { name: 'Urgent' } });
    expect(api.apiFetch).toHaveBeenCalledWith('/api/tags', { method: 'POST', body: JSON.stringify({ name: 'Urgent' }) });
    expect(owned.create).not.toHaveBeenCalled();
  });
});

describe('the client', () => {
  it('names the widgets address in the widgets module alone', () => {
    const src = path.join(ROOT, 'src');
    const files = fs.readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !f.startsWith(`widget-data${path.sep}`));
    // A string or template that starts a request to api/widgets; comments may name it.
    const address = /['"`]\/?api\/widgets\b/;
    const code = (file: string) => fs.readFileSync(path.join(src, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    expect(files.filter((f) => address.test(code(f)))).toEqual([]);
    expect(address.test(code('widget-data/widgets-api.ts'))).toBe(true);
  });
});
