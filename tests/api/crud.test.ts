import { beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, useServer } from './client.js';
import { createRelated, ENTITIES, type Related } from './entities.js';

/** GET/POST/PUT/PATCH/DELETE by id for all eight entities, with their alerts and id errors. */
const h = useServer();
let related: Related;
beforeAll(async () => {
  related = await createRelated(h.admin);
});

describe.each(ENTITIES)('$base', (spec) => {
  const { base, name, label } = spec;

  it('creates, reads, replaces, patches and deletes', async () => {
    const sample = spec.sample(related);
    const created = await h.admin.post(`api/${base}`, sample);
    expect(created.status, created.text).toBe(201);
    const id = created.body.id;
    expect(Number.isInteger(id) && id > 0).toBe(true);
    expect(created.headers.get('app-alert')).toBe(`portico.${name}.created`);
    expect(created.headers.get('app-params')).toBe(String(id));
    expect(created.headers.get('location')).toBe(`/api/${base}/${id}`);
    const expected = { ...spec.expected(related, sample), id };
    expect(created.body).toMatchObject(expected);

    const read = await h.admin.get(`api/${base}/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);

    // PUT replaces the whole entity: the label changes, the rest is sent again.
    const renamed = `${sample[label]}-renamed`;
    const put = await h.admin.put(`api/${base}/${id}`, { ...sample, id, [label]: renamed });
    expect(put.status, put.text).toBe(200);
    expect(put.headers.get('app-alert')).toBe(`portico.${name}.updated`);
    expect(put.headers.get('app-params')).toBe(String(id));
    expect(put.body).toMatchObject({ ...expected, [label]: renamed });
    expect((await h.admin.get(`api/${base}/${id}`)).body[label]).toBe(renamed);

    // PATCH changes only what it names (and when the row was changed, where the entity keeps it).
    const patched = await h.admin.patch(`api/${base}/${id}`, { id, [label]: `${renamed}-patched` });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.headers.get('app-alert')).toBe(`portico.${name}.updated`);
    const { lastModifiedDate: _when, ...unchanged } = put.body;
    expect(patched.body).toEqual({ ...unchanged, [label]: `${renamed}-patched`, ...('lastModifiedDate' in put.body ? { lastModifiedDate: patched.body.lastModifiedDate } : {}) });
    expect((await h.admin.get(`api/${base}/${id}`)).body).toEqual(patched.body);

    const listed = await h.admin.get(`api/${base}?id.equals=${id}`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([patched.body]);

    const deleted = await h.admin.delete(`api/${base}/${id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.headers.get('app-alert')).toBe(`portico.${name}.deleted`);
    expect(deleted.headers.get('app-params')).toBe(String(id));
    expect((await h.admin.get(`api/${base}/${id}`)).status).toBe(404);
    expect((await h.admin.get(`api/${base}?id.equals=${id}`)).headers.get('x-total-count')).toBe('0');
  });

  it('answers 404 with a problem body for unknown ids', async () => {
    const missing = 987_654;
    for (const res of [
      await h.admin.get(`api/${base}/${missing}`),
      await h.admin.put(`api/${base}/${missing}`, { ...spec.sample(related), id: missing }),
      await h.admin.patch(`api/${base}/${missing}`, { id: missing, [label]: 'x' }),
      await h.admin.delete(`api/${base}/${missing}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
      expect(res.body).toMatchObject({ status: 404, message: 'error.http.404' });
    }
    // Nothing was created by the PUT or PATCH of an unknown id.
    expect((await h.admin.get(`api/${base}?id.equals=${missing}`)).body).toEqual([]);
  });
});

describe.each(ENTITIES)('$base: ids and fields refused', (spec) => {
  const { base, name } = spec;

  it('refuses an id on create (idexists) and a missing or different id on update (idnull, idinvalid)', async () => {
    const idexists = await h.admin.post(`api/${base}`, { ...spec.sample(related), id: 5 });
    expect(idexists.status).toBe(400);
    expect(idexists.headers.get('app-error')).toBe('error.idexists');
    expect(idexists.headers.get('app-params')).toBe(name);
    expect(idexists.body.message).toBe('error.idexists');

    const existing = (await h.admin.post(`api/${base}`, spec.sample(related))).body;
    const sample = spec.sample(related);
    for (const method of ['put', 'patch'] as const) {
      const idnull = await h.admin[method](`api/${base}/${existing.id}`, sample);
      expect(idnull.status).toBe(400);
      expect(idnull.headers.get('app-error')).toBe('error.idnull');
      expect(idnull.headers.get('app-params')).toBe(name);

      const idinvalid = await h.admin[method](`api/${base}/${existing.id}`, { ...sample, id: existing.id + 1000 });
      expect(idinvalid.status).toBe(400);
      expect(idinvalid.headers.get('app-error')).toBe('error.idinvalid');
      expect(idinvalid.headers.get('app-params')).toBe(name);
    }
    // None of the refused updates changed the row.
    expect((await h.admin.get(`api/${base}/${existing.id}`)).body).toEqual(existing);
  });

  it('answers 400 with a field error for every missing required field', async () => {
    const res = await h.admin.post(`api/${base}`, {});
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, message: 'error.validation' });
    expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
    for (const error of res.body.fieldErrors) expect(error.objectName).toBe(name);
    expect(fieldErrors(res)).toEqual(spec.required.map((f) => `${f}:NotNull`).sort());

    // Required fields sent as null count as missing, also on PUT.
    const existing = (await h.admin.post(`api/${base}`, spec.sample(related))).body;
    const nulls = Object.fromEntries(spec.required.map((f) => [f, null]));
    const put = await h.admin.put(`api/${base}/${existing.id}`, { ...spec.sample(related), ...nulls, id: existing.id });
    expect(put.status).toBe(400);
    expect(fieldErrors(put)).toEqual(spec.required.map((f) => `${f}:NotNull`).sort());
    const patch = await h.admin.patch(`api/${base}/${existing.id}`, { ...nulls, id: existing.id });
    expect(patch.status).toBe(400);
    expect(fieldErrors(patch).map((e) => e.split(':')[0])).toEqual([...spec.required].sort());
    expect((await h.admin.get(`api/${base}/${existing.id}`)).body).toEqual(existing);
  });

  it.runIf(spec.numeric.length > 0)('answers 400 when a numeric field is not a number', async () => {
    const bad = Object.fromEntries(spec.numeric.map((f) => [f, 'twelve']));
    const res = await h.admin.post(`api/${base}`, { ...spec.sample(related), ...bad });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('error.validation');
    expect(fieldErrors(res)).toEqual(spec.numeric.map((f) => `${f}:TypeMismatch`).sort());
    const fraction = await h.admin.post(`api/${base}`, { ...spec.sample(related), [spec.numeric[0]]: 1.5 });
    expect(fraction.status).toBe(400);
    expect(fieldErrors(fraction)).toEqual([`${spec.numeric[0]}:TypeMismatch`]);
  });

  it('rejects unknown properties and bad path ids', async () => {
    const unknown = await h.admin.post(`api/${base}`, { ...spec.sample(related), color: 'blue' });
    expect(unknown.status).toBe(400);
    expect(fieldErrors(unknown)).toEqual(['color:Unknown']);
    for (const id of ['abc', '0', '-3', '1.5']) {
      const res = await h.admin.get(`api/${base}/${id}`);
      expect(res.status, `GET api/${base}/${id}`).toBe(400);
      expect(res.body.status).toBe(400);
    }
  });
});
