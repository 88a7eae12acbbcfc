import { PDFDocument, StandardFonts } from 'pdf-lib';
import { pdfText } from '../support/pdfsig.js';
import { apiToken, expect, knownCaptcha, test } from './support.js';

/**
 * A guest saves what they drew on a PDF (001 §4: saving while not signed in asks a captcha first),
 * where the guests' permission lets them update the family: a public page with a viewer of one
 * contract, made for the test through the API, and the permission given for its length.
 */
test('a guest answers a captcha, then the drawing is saved as a new version', async ({ page, request }) => {
  const user = { authorization: `Bearer ${await apiToken(request, 'user')}` };
  const admin = { authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]).drawText('A contract guests may annotate', { x: 60, y: 780, size: 20, font: await pdf.embedFont(StandardFonts.Helvetica) });
  const created = await request.post('/api/adiuto-gateway/entities/', {
    headers: user,
    data: {
      fam: 'contracts',
      fieldParameters: [{ fieldsId: 1, values: [`GUEST-${Date.now()}`] }, { fieldsId: 2, values: ['Guest Notes S.r.l.'] }],
      fileInfo: 'data:application/pdf;base64,',
      file: Buffer.from(await pdf.save()).toString('base64'),
      fileName: 'guest-notes.pdf',
    },
  });
  expect(created.status()).toBe(201);
  const fidd = Number(await created.json());
  const [guests] = (await (await request.get('/api/permissions?name.equals=Read%20contracts', { headers: admin })).json()) as { id: number }[];
  const allowUpdate = (update: boolean) => request.patch(`/api/permissions/${guests.id}`, { headers: admin, data: { id: guests.id, update } });
  expect((await allowUpdate(true)).status()).toBe(200);
  const path = `guest-notes-${Date.now()}`;
  const made = await request.post('/api/pages', { headers: admin, data: { name: 'Guest notes', path, scope: 'PUBLIC', index: 96, type: 'PAGE' } });
  expect(made.status()).toBe(201);
  const pageId = (await made.json()).id as number;
  const types = (await (await request.get('/api/widget-types?page=0&size=100', { headers: admin })).json()) as { id: number; confSchema: string }[];
  const conf = { layout: { x: 0, y: 0, w: 12, h: 20 }, document: fidd, signing: false };
  const added = await request.post('/api/widgets', { headers: admin, data: { title: 'Contract', conf: JSON.stringify(conf), page: { id: pageId }, type: { id: types.find((t) => t.confSchema === 'pdf-viewer')!.id } } });
  expect(added.status()).toBe(201);
  let current = fidd;
  try {
    const answer = await knownCaptcha(page);
    await page.goto(`/wguest/composer#${path}`);
    const first = page.locator('[data-testid="pdf-page"][data-page-number="1"]');
    await expect(first.locator('canvas').first()).toBeVisible({ timeout: 20_000 });
    await page.getByRole('group', { name: 'Drawing tools' }).getByRole('button', { name: 'Text', exact: true }).click();
    await expect(first.locator('.upper-canvas')).toBeAttached();
    const box = (await first.boundingBox())!;
    await page.mouse.click(box.x + 60, box.y + 120);
    await expect(page.locator('[data-object-type="text"]')).toHaveCount(1);

    // Saving asks the captcha first; its answer goes with the save.
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes(`/entities/${fidd}?captcha=`));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const captcha = page.getByRole('dialog', { name: 'Confirm you are a person' });
    await captcha.getByLabel('Characters in the picture').fill(answer);
    await captcha.getByTestId('captcha-confirm').click();
    expect((await saved).status()).toBe(200);
    current = Number(await (await saved).json());
    expect(current).toBeGreaterThan(fidd);
    // The viewer shows the new version, with the text drawn into its PDF.
    await expect(page.locator('[data-object-type="text"]')).toHaveCount(0);
    const file = await request.get(`/api/adiuto-gateway/entities/${current}/getFile`, { headers: user });
    expect(await pdfText(new Uint8Array(await file.body()))).toContain('New Text...');
  } finally {
    await allowUpdate(false);
    const widgets = (await (await request.get(`/api/widgets?pageId.equals=${pageId}`, { headers: admin })).json()) as { id: number }[];
    for (const w of widgets) await request.delete(`/api/widgets/${w.id}`, { headers: admin });
    await request.delete(`/api/pages/${pageId}`, { headers: admin });
    await request.delete(`/api/adiuto-gateway/entities/${current}`, { headers: admin });
  }
});
