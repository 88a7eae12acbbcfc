import { describe, expect, it } from 'vitest';
import { unique, useServer } from './client.js';

/** A theme's configuration is checked against its schema and the contrast rule; the site's theme reaches every visitor with the site. */
const h = useServer();

const post = (conf: unknown) => h.admin.post('api/themes', { name: unique('theme'), conf: JSON.stringify(conf) });

describe('theme configurations', () => {
  it('refuses a configuration that does not fit the schema, with the mistakes at their place', async () => {
    const res = await post({ primary: 'blue', mode: 'dim', radius: 40, font: 'comic', extra: 1 });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual(
      expect.arrayContaining([
        { objectName: 'theme', field: 'conf.primary', message: 'Pattern' },
        { objectName: 'theme', field: 'conf.mode', message: 'Enum' },
        { objectName: 'theme', field: 'conf.radius', message: 'Max' },
        { objectName: 'theme', field: 'conf.font', message: 'Enum' },
        { objectName: 'theme', field: 'conf.extra', message: 'Unknown' },
      ]),
    );
    expect((await post([1, 2])).body.fieldErrors).toEqual([{ objectName: 'theme', field: 'conf', message: 'TypeMismatch' }]);
  });

  it('refuses colours under 4.5:1 on the mode background, naming the ratio, and keeps nothing', async () => {
    const name = unique('pale');
    const light = await h.admin.post('api/themes', { name, conf: JSON.stringify({ mode: 'light', primary: '#90caf9', secondary: '#00897b' }) });
    expect(light.status).toBe(400);
    expect(light.body.fieldErrors).toEqual([
      { objectName: 'theme', field: 'conf.primary', message: 'Contrast' },
      { objectName: 'theme', field: 'conf.secondary', message: 'Contrast' },
    ]);
    expect(light.body.detail).toMatch(/conf\.primary: #90caf9 reads at 1\.\d+:1 on the light background #f5f5f5, under 4\.5:1/);
    expect(light.body.detail).toMatch(/conf\.secondary: #00897b reads at 3\.95:1/);
    expect((await h.admin.get(`api/themes?name.equals=${name}`)).body).toEqual([]);
    const dark = await post({ mode: 'dark', primary: '#1565c0' });
    expect(dark.body.fieldErrors).toEqual([{ objectName: 'theme', field: 'conf.primary', message: 'Contrast' }]);
  });

  it('keeps configurations that fit, settings left out taking the defaults of their mode', async () => {
    for (const conf of [{}, { mode: 'dark' }, { primary: '#123456', radius: 0, font: 'serif', density: 'compact' }]) expect((await post(conf)).status, JSON.stringify(conf)).toBe(201);
    const themes = (await h.admin.get('api/themes?size=100')).body as { name: string; conf: string }[];
    const night = themes.find((t) => t.name === 'Night')!;
    const update = await h.admin.put(`api/themes/${(night as unknown as { id: number }).id}`, { ...night, conf: night.conf });
    expect(update.status).toBe(200);
  });
});

describe("the site's theme", () => {
  it('comes with the public site, every setting filled in, and follows the site', async () => {
    const before = (await h.anonymous.get('api/composer/site')).body;
    expect(before.theme).toEqual({ mode: 'light', primary: '#1565c0', secondary: '#00796b', radius: 4, font: 'roboto', density: 'comfortable' });
    const themes = (await h.admin.get('api/themes?size=100')).body as { id: number; name: string }[];
    const night = themes.find((t) => t.name === 'Night')!;
    const harbour = themes.find((t) => t.name === 'Harbour')!;
    const site = (await h.admin.get(`api/sites/${before.id}`)).body;
    expect((await h.admin.put(`api/sites/${before.id}`, { ...site, theme: { id: night.id } })).status).toBe(200);
    try {
      expect((await h.anonymous.get('api/composer/site')).body.theme).toMatchObject({ mode: 'dark', primary: '#90caf9', secondary: '#80cbc4' });
    } finally {
      await h.admin.put(`api/sites/${before.id}`, { ...site, theme: { id: harbour.id } });
    }
  });
});
