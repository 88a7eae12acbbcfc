import { beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * The widgets module (src/widget-data/widgets-api.ts) as the wire sees it: the entity screens' writes
 * are the calls the page editor makes, and a configuration the server would refuse is refused before
 * anything is sent, with the server's field errors, where the caller names the type's schema.
 */
const api = vi.hoisted(() => ({ apiFetch: vi.fn(async (_url: string, _init?: RequestInit) => ({ json: { id: 9 }, headers: new Headers() })) }));
vi.mock('../../src/providers/httpClient', () => api);

type Row = Record<string, unknown>;
type Check = { confSchema: string | null | undefined };
// Through a name, so that the server's type check (node16 resolution) does not follow into the app's own imports.
const API = '../../src/widget-data/widgets-api.js';
const { createWidget, updateWidget, widgetEntityWrites } = (await import(/* @vite-ignore */ API)) as {
  createWidget(widget: Row, check?: Check): Promise<Row>;
  updateWidget(widget: Row, check?: Check): Promise<Row>;
  widgetEntityWrites: { create(body: Row): Promise<unknown>; update(id: number, body: Row): Promise<unknown>; patch(id: number, body: Row): Promise<unknown>; delete(id: number): Promise<void> };
};

const widget = { title: 'Notes', conf: '{"html":{"en":"Hi"},"layout":{"x":0,"y":0,"w":6,"h":4}}', page: { id: 3 }, type: { id: 4 } };

describe('the widgets module', () => {
  beforeEach(() => api.apiFetch.mockClear());

  it("sends the entity screens' writes as the API takes them", async () => {
    await widgetEntityWrites.create(widget);
    await widgetEntityWrites.update(9, { ...widget, id: 9 });
    await widgetEntityWrites.patch(9, { title: 'Both', id: 9 });
    await widgetEntityWrites.delete(9);
    expect(api.apiFetch.mock.calls).toEqual([
      ['/api/widgets', { method: 'POST', body: JSON.stringify(widget) }],
      ['/api/widgets/9', { method: 'PUT', body: JSON.stringify({ ...widget, id: 9 }) }],
      ['/api/widgets/9', { method: 'PATCH', body: JSON.stringify({ title: 'Both', id: 9 }) }],
      ['/api/widgets/9', { method: 'DELETE' }],
    ]);
  });

  it("refuses before sending what the type's schema refuses, as the server words it", async () => {
    const tooWide = { ...widget, conf: '{"html":{"en":"Hi"},"layout":{"x":0,"y":0,"w":13,"h":4}}' };
    await expect(createWidget({ ...tooWide, index: 0 }, { confSchema: 'rich-text' })).rejects.toMatchObject({
      body: { fieldErrors: [{ objectName: 'widget', field: 'conf.layout.w', message: 'Max' }] },
    });
    await expect(updateWidget({ ...widget, id: 9, conf: '[1]' }, { confSchema: null })).rejects.toMatchObject({
      body: { fieldErrors: [{ objectName: 'widget', field: 'conf', message: 'TypeMismatch' }] },
    });
    expect(api.apiFetch).not.toHaveBeenCalled();
    await createWidget({ ...widget, index: 0 }, { confSchema: 'rich-text' });
    expect(api.apiFetch).toHaveBeenCalledOnce();
  });
});
