import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { pdfWords } from '../support/pdfsig.js';
import { apiToken, expect, openSignedIn, test } from './support.js';

/**
 * Drawing on a PDF in the viewer (001 §2, §3, §7): the palette's three tools, one at a time; a sign
 * box, a handwritten signature from the pad and a text placed by a click; dragging, the menu, Delete,
 * a click outside; and the save, read back from the new version with pdftotext. A contract of its own
 * (the contracts ask for a digital signature, so the sign-box tool shows), on a page of its own with
 * the pdf-viewer widget, both made through the API.
 */

const SHOTS = '/tmp/shots-drawing';

async function contractPdf() {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const n of [1, 2]) doc.addPage([595, 842]).drawText(`Contract page ${n}`, { x: 60, y: 780, size: 20, font });
  return Buffer.from(await doc.save());
}

async function setUp(request: APIRequestContext) {
  const user = { authorization: `Bearer ${await apiToken(request, 'user')}` };
  const admin = { authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const created = await request.post('/api/adiuto-gateway/entities/', {
    headers: user,
    data: {
      fam: 'contracts',
      fieldParameters: [
        { fieldsId: 1, values: [`DRAW-${Date.now()}`] },
        { fieldsId: 2, values: ['Drawing Test S.r.l.'] },
      ],
      fileInfo: 'data:application/pdf;base64,',
      file: (await contractPdf()).toString('base64'),
      fileName: 'drawing-test.pdf',
    },
  });
  expect(created.status()).toBe(201);
  const fidd = Number(await created.json());
  const path = `drawing-${Date.now()}`;
  const made = await request.post('/api/pages', { headers: admin, data: { name: 'Drawing', path, scope: 'PRIVATE', index: 95, type: 'PAGE' } });
  expect(made.status()).toBe(201);
  const pageId = (await made.json()).id as number;
  const types = (await (await request.get('/api/widget-types?page=0&size=100', { headers: admin })).json()) as { id: number; confSchema: string }[];
  const widget = await request.post('/api/widgets', {
    headers: admin,
    data: { title: 'Contract', conf: JSON.stringify({ layout: { x: 0, y: 0, w: 12, h: 20 }, document: fidd }), page: { id: pageId }, type: { id: types.find((t) => t.confSchema === 'pdf-viewer')!.id } },
  });
  expect(widget.status()).toBe(201);
  const cleanUp = async () => {
    const widgets = (await (await request.get(`/api/widgets?pageId.equals=${pageId}`, { headers: admin })).json()) as { id: number }[];
    for (const w of widgets) await request.delete(`/api/widgets/${w.id}`, { headers: admin });
    await request.delete(`/api/pages/${pageId}`, { headers: admin });
  };
  return { fidd, path, user, cleanUp };
}

let setup: Awaited<ReturnType<typeof setUp>>;
test.beforeEach(async ({ request }) => {
  setup = await setUp(request);
});
test.afterEach(async () => {
  await setup.cleanUp();
});

async function openViewer(page: Page) {
  await openSignedIn(page, 'user', `/wuser/composer#${setup.path}`);
  await expect(pdfPage(page).locator('canvas')).toBeVisible();
  // Nothing lies over a page while nothing is drawn on it and no tool is on.
  await expect(page.getByTestId('drawing-layer-1')).toHaveCount(0);
}

const palette = (page: Page) => page.getByRole('group', { name: 'Drawing tools' });
const tool = (page: Page, name: string) => palette(page).getByRole('button', { name, exact: true });
/** A shown page; its drawing layer lies over it, as large. */
const pdfPage = (page: Page, n = 1) => page.locator(`[data-testid="pdf-page"][data-page-number="${n}"]`);
const drawn = (page: Page, type: string) => page.locator(`[data-object-type="${type}"]`);
const menu = (page: Page) => page.getByTestId('drawn-object-menu');

/** Clicks a point of a page, in CSS pixels from its top left corner. */
async function clickPage(page: Page, x: number, y: number, n = 1) {
  // With a tool on, the click goes to the page's drawing canvas.
  await expect(pdfPage(page, n).locator('.upper-canvas')).toBeAttached();
  const box = (await pdfPage(page, n).boundingBox())!;
  await page.mouse.click(box.x + x, box.y + y);
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

/**
 * No serious or critical accessibility violation on the page as it is, once the tool's tooltip has
 * gone: the mouse left the tool for the page, and a tooltip caught while it fades out is faint text.
 */
async function expectAccessible(page: Page) {
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const grave = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(grave).toEqual([]);
}

/** The page's scale: CSS pixels per PDF point. */
const scaleOf = async (page: Page) => (await boxOf(pdfPage(page))).width / 595;

test('the three tools exclude each other, and each adds its object where the page is clicked', async ({ page }) => {
  await openViewer(page);
  await tool(page, 'Sign box').click();
  await expect(tool(page, 'Sign box')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('drawing-layer-1')).toBeAttached();
  await tool(page, 'Text').click();
  await expect(tool(page, 'Text')).toHaveAttribute('aria-pressed', 'true');
  await expect(tool(page, 'Sign box')).toHaveAttribute('aria-pressed', 'false');
  await tool(page, 'Sign box').click();

  // A sign box: 200 by 150 CSS pixels at 100 %, its top left corner where the page was clicked.
  const scale = await scaleOf(page);
  const frame = await boxOf(pdfPage(page));
  await clickPage(page, 80, 120);
  const sign = await boxOf(drawn(page, 'sign'));
  expect(sign.x - frame.x).toBeCloseTo(80, 0);
  expect(sign.y - frame.y).toBeCloseTo(120, 0);
  expect(sign.width).toBeCloseTo(150 * scale, 0);
  expect(sign.height).toBeCloseTo(112.5 * scale, 0);
  await expect(tool(page, 'Sign box')).toHaveAttribute('aria-pressed', 'false');
  await expect(menu(page)).toContainText('Sign box');

  // A handwritten signature, drawn in the pad.
  await tool(page, 'Handwritten signature').click();
  await clickPage(page, 80, 400);
  const pad = page.getByTestId('signature-pad');
  await expect(pad).toBeVisible();
  await expect(pad.getByRole('button', { name: 'Add' })).toBeDisabled();
  const area = await boxOf(page.getByTestId('signature-pad-canvas'));
  await page.mouse.move(area.x + 30, area.y + 100);
  await page.mouse.down();
  for (let i = 1; i <= 24; i++) await page.mouse.move(area.x + 30 + i * 15, area.y + 100 + Math.sin(i / 2) * 50);
  await page.mouse.up();
  await pad.getByRole('button', { name: 'Add' }).click();
  await expect(pad).toBeHidden();
  const hand = await boxOf(drawn(page, 'handwritten-sign'));
  // As wide as the pad's width slider said (150 points by default), from the click.
  expect(hand.width).toBeCloseTo(150 * scale, -0.5);
  expect(hand.x - frame.x).toBeCloseTo(80, 0);
  await expect(menu(page).getByRole('slider')).toHaveAttribute('aria-valuenow', '150');
  // The menu's width slider scales it from its top left corner.
  await menu(page).getByRole('slider').focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('PageUp');
  await expect(menu(page).getByRole('slider')).toHaveAttribute('aria-valuenow', '200');
  const wider = await boxOf(drawn(page, 'handwritten-sign'));
  expect(wider.width).toBeCloseTo(200 * scale, -0.5);
  expect(wider.x).toBeCloseTo(hand.x, 0);
  expect(wider.y).toBeCloseTo(hand.y, 0);

  // A text with the defaults, then larger and in Courier.
  await tool(page, 'Text').click();
  await clickPage(page, 300, 120);
  await expect(drawn(page, 'text')).toHaveAccessibleName('Text: New Text...');
  const text = menu(page);
  await expect(text.getByRole('slider')).toHaveAttribute('aria-valuenow', '24');
  await expect(text.getByRole('button', { name: 'Helvetica' })).toHaveAttribute('aria-pressed', 'true');
  const before = await boxOf(drawn(page, 'text'));
  await text.getByRole('slider').focus();
  for (let i = 0; i < 16; i++) await page.keyboard.press('ArrowRight');
  await expect(text.getByRole('slider')).toHaveAttribute('aria-valuenow', '40');
  await text.getByRole('button', { name: 'Courier' }).click();
  await text.getByLabel('Text', { exact: true }).fill('Perché già');
  await expect(drawn(page, 'text')).toHaveAccessibleName('Text: Perché già');
  const after = await boxOf(drawn(page, 'text'));
  expect(after.height / before.height).toBeCloseTo(40 / 24, 1);
  expect(after.x).toBeCloseTo(before.x, 0);
});

test('objects drag, stay on their spot through zoom and rotation; a click outside deselects; Delete and the menu remove them', async ({ page }) => {
  await openViewer(page);
  await tool(page, 'Sign box').click();
  await clickPage(page, 60, 100);
  await tool(page, 'Text').click();
  await clickPage(page, 60, 400);
  await expect(menu(page)).toContainText('Text: New Text...');

  // A click outside the objects (on the toolbar) closes the menu.
  await page.getByRole('toolbar').first().click({ position: { x: 2, y: 2 } });
  await expect(menu(page)).toHaveCount(0);

  // Dragging the sign box, which was not selected, moves it by as much.
  const start = await boxOf(drawn(page, 'sign'));
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 70, start.y + start.height / 2 + 40, { steps: 6 });
  await page.mouse.up();
  const moved = await boxOf(drawn(page, 'sign'));
  expect(moved.x - start.x).toBeCloseTo(70, 0);
  expect(moved.y - start.y).toBeCloseTo(40, 0);
  await expect(menu(page)).toContainText('Sign box');

  // Zoom and rotation keep it on the same spot of the page.
  const before = await boxOf(drawn(page, 'sign'));
  const frame = await boxOf(pdfPage(page));
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(async () => (await boxOf(pdfPage(page))).width).toBeGreaterThan(frame.width);
  const zoomed = await boxOf(pdfPage(page));
  const factor = zoomed.width / frame.width;
  const inZoom = await boxOf(drawn(page, 'sign'));
  expect(inZoom.width / before.width).toBeCloseTo(factor, 2);
  expect((inZoom.x - zoomed.x) / (before.x - frame.x)).toBeCloseTo(factor, 1);
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await page.getByRole('button', { name: 'Rotate right' }).click();
  // Turned a quarter right, the page's top left corner is at the view's top right.
  await expect.poll(async () => (await boxOf(pdfPage(page))).width).toBeCloseTo(frame.height, 0);
  const turnedFrame = await boxOf(pdfPage(page));
  const turned = await boxOf(drawn(page, 'sign'));
  expect(turned.width).toBeCloseTo(before.height, 0);
  expect(turned.x - turnedFrame.x).toBeCloseTo(frame.y + frame.height - (before.y + before.height), 0);
  expect(turned.y - turnedFrame.y).toBeCloseTo(before.x - frame.x, 0);
  await page.getByRole('button', { name: 'Rotate left' }).click();
  await drawn(page, 'sign').focus();

  // Delete removes the selection; the menu's button removes the text.
  await page.keyboard.press('Delete');
  await expect(drawn(page, 'sign')).toHaveCount(0);
  await drawn(page, 'text').focus();
  await expect(menu(page)).toContainText('Text: New Text...');
  await menu(page).getByRole('button', { name: 'Delete' }).click();
  await expect(drawn(page, 'text')).toHaveCount(0);

  // By keyboard alone: a tool, then the page's place button, then Delete.
  await tool(page, 'Text').focus();
  await page.keyboard.press('Space');
  await expect(tool(page, 'Text')).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Place on page 1: Text' }).focus();
  await page.keyboard.press('Enter');
  await expect(drawn(page, 'text')).toHaveCount(1);
  await expect(menu(page)).toContainText('Text: New Text...');
  await drawn(page, 'text').focus();
  await page.keyboard.press('Delete');
  await expect(drawn(page, 'text')).toHaveCount(0);
});

/** A text's width in points in DejaVu Sans, the face the save embeds for characters beyond the standard fonts. */
async function dejaVuWidth(text: string, size: number) {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(readFileSync('node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
  return font.widthOfTextAtSize(text, size);
}

test('save draws the objects into a new version of the PDF, where they were put, keeping the file’s name', async ({ page, request }) => {
  await openViewer(page);
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  const scale = await scaleOf(page);
  await tool(page, 'Text').click();
  await clickPage(page, 100 * scale, 200 * scale);
  await menu(page).getByLabel('Text', { exact: true }).fill('Łukasz Żółć Größe');
  // Shown in the DejaVu face the PDF will hold, once it has loaded: as wide on the page as in the PDF.
  const width = await dejaVuWidth('Łukasz Żółć Größe', 24);
  await expect.poll(async () => (await boxOf(drawn(page, 'text'))).width / scale).toBeCloseTo(width, -0.5);
  await tool(page, 'Sign box').click();
  await clickPage(page, 300 * scale, 500 * scale);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText(/Saved: version \d+ holds what you drew/)).toBeVisible();
  await expect(drawn(page, 'text')).toHaveCount(0);
  await expect(drawn(page, 'sign')).toHaveCount(0);

  // The new version, as the API serves it: the text where it was put, the name kept.
  const old = await request.get(`/api/adiuto-gateway/entities/${setup.fidd}/getFile`, { headers: setup.user });
  const newId = Number(old.headers()['x-new-doc-id']);
  expect(newId).toBeGreaterThan(setup.fidd);
  const file = await request.get(`/api/adiuto-gateway/entities/${newId}/getFile`, { headers: setup.user });
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toContain('drawing-test.pdf');
  const words = await pdfWords(new Uint8Array(await file.body()), 1);
  const word = (t: string) => {
    const found = words.find((w) => w.word === t);
    if (!found) throw new Error(`"${t}" is not in the saved PDF: ${words.map((w) => w.word).join(' ')}`);
    return found;
  };
  for (const t of ['Contract', 'Łukasz', 'Żółć', 'Größe']) word(t);
  expect(Math.abs(word('Łukasz').x - 100)).toBeLessThan(2);
  expect(Math.abs(word('Łukasz').y - 200)).toBeLessThan(6);
  expect(word('Größe').xMax - word('Łukasz').x).toBeCloseTo(width, 0);

  // Nothing is left drawn over the page: it is in the PDF now.
  await expect(save).toBeDisabled();
});

test('after a save, the invoice list and its preview follow the new version', async ({ page, request }) => {
  const created = await request.post('/api/adiuto-gateway/entities/', {
    headers: setup.user,
    data: {
      fam: 'invoices',
      fieldParameters: [
        { fieldsId: 1, values: ['INV-DRAWING-SAVE'] },
        { fieldsId: 2, values: ['Drawing Save Supplies'] },
        { fieldsId: 3, values: ['20991231'] },
        { fieldsId: 5, values: [10] },
      ],
      fileInfo: 'data:application/pdf;base64,',
      file: (await contractPdf()).toString('base64'),
      fileName: 'INV-DRAWING-SAVE.pdf',
    },
  });
  expect(created.status()).toBe(201);
  let current = Number(await created.json());
  try {
    await openSignedIn(page, 'user', '/wuser/composer#invoices');
    const row = page.getByRole('region', { name: 'Invoices', exact: true }).locator('tbody tr', { hasText: 'INV-DRAWING-SAVE' });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await row.click();
    const preview = page.getByRole('region', { name: 'Invoice preview', exact: true });
    await preview.getByTestId('pdf-viewer').scrollIntoViewIfNeeded();
    await expect(preview.locator('[data-testid="pdf-page"][data-page-number="1"] canvas')).toBeVisible({ timeout: 20_000 });
    await preview.getByRole('group', { name: 'Drawing tools' }).getByRole('button', { name: 'Text', exact: true }).click();
    const box = await boxOf(preview.locator('[data-testid="pdf-page"][data-page-number="1"]'));
    await expect(preview.locator('.upper-canvas').first()).toBeAttached();
    await page.mouse.click(box.x + 40, box.y + 80);
    await expect(drawn(page, 'text')).toHaveCount(1);
    // The preview reads the new version's file once the list has moved to it.
    const reread = page.waitForResponse((r) => /\/entities\/\d+\/getFile$/.test(new URL(r.url()).pathname) && !r.url().includes(`/entities/${current}/`));
    await preview.getByRole('button', { name: 'Save', exact: true }).click();
    const newId = Number(/\/entities\/(\d+)\/getFile/.exec((await reread).url())![1]);
    const old = await request.get(`/api/adiuto-gateway/entities/${current}/getFile`, { headers: setup.user });
    expect(Number(old.headers()['x-new-doc-id'])).toBe(newId);
    current = newId;
    await expect(drawn(page, 'text')).toHaveCount(0);
    await expect(row).toHaveClass(/Mui-selected|selected/);
  } finally {
    await request.delete(`/api/adiuto-gateway/entities/${current}`, { headers: setup.user });
  }
});

/** Takes up a tool: from the palette, or on a phone from the menu of the one button the palette folds into. */
async function chooseTool(page: Page, name: string, folded: boolean) {
  if (!folded) return tool(page, name).click();
  await page.getByRole('button', { name: 'Drawing tools' }).click();
  await page.getByRole('menuitemradio', { name }).click();
  // The page is clicked next, by its place: once the menu and what it lays over the page are gone.
  await expect(page.locator('.MuiMenu-root')).toHaveCount(0);
}

test('the palette, the pad and the text menu at 1280 and 390 px: screenshots, and nothing serious for axe', async ({ page }) => {
  // Two widths and four scans: 45 s alone, 75 s beside another such test on 2 cores.
  test.setTimeout(120_000);
  await openViewer(page);
  for (const width of [1280, 390]) {
    const folded = width < 600;
    await page.setViewportSize({ width, height: 800 });
    if (width !== 1280) await page.reload();
    await expect(pdfPage(page).locator('canvas')).toBeVisible();
    await expect(folded ? page.getByRole('button', { name: 'Drawing tools' }) : palette(page)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/palette-${width}.png` });
    await chooseTool(page, 'Text', folded);
    await clickPage(page, 20, 60);
    await expect(menu(page)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/text-menu-${width}.png` });
    await expectAccessible(page);
    await chooseTool(page, 'Handwritten signature', folded);
    await clickPage(page, 20, 300);
    await expect(page.getByTestId('signature-pad')).toBeVisible();
    // The dialog fades in: the picture is taken once it has.
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
    await page.screenshot({ path: `${SHOTS}/pad-${width}.png` });
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
  }
});
