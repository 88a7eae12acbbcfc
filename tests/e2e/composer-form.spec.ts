import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiToken, expect, openSignedIn, test, knownCaptcha } from './support.js';

/**
 * The document form widget: a guest's contact request on the public Contacts page (required fields,
 * then the captcha), an HR request whose reasons follow the request type and whose dates are picked
 * as DD/MM/YYYY and stored as YYYYMMDD, and a contract edited from the list's selection (new
 * versions, a file from the document library, an older version refused); and the same form in a
 * list's dialog.
 */
const widget = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const REQUIRED = 'This field is required.';

interface StoredDocument {
  fidd: number;
  newDocId?: number;
  fileName?: string | null;
  fields: Record<string, { val: unknown; idval?: number }>;
}

/** The documents of a family matching one filter, newest first, read through the gateway as the administrator. */
async function findDocuments(request: APIRequestContext, fam: string, f: number, o: string, v1: unknown): Promise<StoredDocument[]> {
  const headers = { authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const response = await request.post('/api/adiuto-gateway/execute-query?page=0&size=20', { headers, data: { fam, f: [f], o: [o], v1: [v1] } });
  expect(response.status()).toBe(200);
  return (await response.json()).list;
}

const choose = async (form: Locator, page: Page, label: string, option: string) => {
  await form.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** The options a select offers (its empty choice left out), closing it again. */
async function optionsOf(form: Locator, page: Page, label: string): Promise<string[]> {
  await form.getByRole('combobox', { name: label }).click();
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option').nth(1)).toBeVisible();
  const texts = (await listbox.getByRole('option').allInnerTexts()).slice(1);
  await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
  return texts;
}

/** A date field's shown text (the picker's sections), e.g. 12/03/2026. */
const shownDate = (form: Locator, label: string) => form.getByRole('group', { name: label });

test('a guest sends the contact form: required fields first, then the captcha', async ({ page, request }) => {
  const answer = await knownCaptcha(page);
  await page.goto('/wguest/composer#contacts');
  const form = widget(page, 'Contact us');
  // A date typed in part is no date.
  const date = shownDate(form, 'Preferred date for a call');
  await date.click();
  await page.keyboard.type('3102');
  await form.getByRole('button', { name: 'Send' }).click();
  // Name, e-mail, topic and message are required; nothing was sent, no captcha asked.
  await expect(form.getByText(REQUIRED)).toHaveCount(4);
  await expect(form.getByText('Enter a real date as DD/MM/YYYY.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await date.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');

  const name = unique('Guest');
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'E-mail' }).fill('guest@example.org');
  await choose(form, page, 'Topic', 'Contracts');
  await form.getByRole('textbox', { name: 'Message' }).fill('Please send me the\nsigned contract.');
  await expect(form.getByText(REQUIRED)).toHaveCount(0);
  await expect(form.getByText('Enter a real date as DD/MM/YYYY.')).toHaveCount(0);
  // No library for guests: their file comes from their disk.
  await expect(form.getByRole('button', { name: 'From the library' })).toHaveCount(0);
  await form.getByTestId('form-file').setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('a note for the team\n') });
  await expect(form.getByTestId('form-chosen-file')).toContainText('note.txt');

  // A wrong answer is refused; nothing typed is lost and the guest tries again.
  await form.getByRole('button', { name: 'Send' }).click();
  const captcha = page.getByRole('dialog', { name: 'Confirm you are a person' });
  await captcha.getByLabel('Characters in the picture').fill('wrong');
  await captcha.getByTestId('captcha-confirm').click();
  await expect(form.getByTestId('form-error')).toHaveText('The characters did not match the picture. Please try again.');
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await expect(form.getByTestId('form-chosen-file')).toContainText('note.txt');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(captcha).toBeVisible();
  await captcha.getByLabel('Characters in the picture').fill(answer);
  await captcha.getByTestId('captcha-confirm').click();
  await expect(form.getByTestId('form-success')).toHaveText('Thank you: we will answer within two working days.');
  // A fresh form for the next request.
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');

  const [stored] = await findDocuments(request, 'contact-requests', 1, '=', name);
  expect(stored.fields['2'].val).toBe('guest@example.org');
  expect(stored.fields['3']).toMatchObject({ val: 'Contracts', idval: 2 });
  expect(stored.fields['4'].val).toBe('Please send me the\nsigned contract.');
  expect(stored.fields['5'].val).toBeNull();
  expect(stored.fileName).toBe('note.txt');
});

test('an HR request: the reasons follow the request type, dates read DD/MM/YYYY and are stored as YYYYMMDD', async ({ page, request }) => {
  await openSignedIn(page, 'user', '/wuser/composer#hr-requests');
  const form = widget(page, 'New HR request');
  // The employee defaults to the signed-in account's name.
  await expect(form.getByRole('textbox', { name: 'Employee' })).toHaveValue('Paolo Bianchi');
  const reason = form.getByRole('combobox', { name: 'Reason' });
  await expect(reason).toHaveAttribute('aria-disabled', 'true');
  await expect(form.getByText('Choose Request type first')).toBeVisible();

  await choose(form, page, 'Request type', 'Holiday');
  expect(await optionsOf(form, page, 'Reason')).toEqual(['Holiday: Summer break', 'Holiday: Family event', 'Holiday: Bridge day']);
  await choose(form, page, 'Reason', 'Holiday: Family event');
  // Another type: the reason no longer fits and is cleared, and the choices are the new type's.
  await choose(form, page, 'Request type', 'Training');
  await expect(reason).not.toContainText('Holiday');
  expect(await optionsOf(form, page, 'Reason')).toEqual(['Training: Course', 'Training: Conference', 'Training: Certification']);
  await choose(form, page, 'Reason', 'Training: Conference');

  const employee = unique('Employee');
  await form.getByRole('textbox', { name: 'Employee' }).fill(employee);
  // Typed as a person types into the DD/MM/YYYY sections, and picked from the calendar.
  await shownDate(form, 'From').click();
  await page.keyboard.type('12032026');
  await expect(shownDate(form, 'From')).toHaveText('12/03/2026');
  await form.getByRole('group', { name: 'To' }).locator('..').getByRole('button', { name: /Choose date/ }).click();
  const calendar = page.getByRole('dialog');
  const next = new Date();
  next.setDate(1);
  next.setMonth(next.getMonth() + 1);
  // The calendar is ready once a day of today's month has the focus; then the next month is chosen,
  // and it alone shows before its day is clicked.
  await expect(calendar.getByRole('gridcell').and(page.locator(':focus'))).toHaveCount(1);
  await calendar.getByRole('button', { name: 'Next month' }).click();
  await expect(calendar.getByText(next.toLocaleString('en-US', { month: 'long', year: 'numeric' }), { exact: true })).toBeVisible();
  await expect(calendar.getByRole('gridcell', { name: '20' })).toHaveCount(1);
  await calendar.getByRole('gridcell', { name: '20' }).click();
  await expect(calendar).toBeHidden();
  const two = (n: number) => String(n).padStart(2, '0');
  await expect(shownDate(form, 'To')).toHaveText(`20/${two(next.getMonth() + 1)}/${next.getFullYear()}`);
  await form.getByRole('textbox', { name: 'Days' }).fill('ten');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Enter a number, such as 12 or 3.5.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Days' }).fill('3,5');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByTestId('form-success')).toContainText('The document was saved');
  await expect(form.getByRole('textbox', { name: 'Employee' })).toHaveValue('Paolo Bianchi');

  const [stored] = await findDocuments(request, 'hr-requests', 1, '=', employee);
  expect(stored.fields['2']).toMatchObject({ val: 'Training', idval: 3 });
  expect(stored.fields['8'].val).toBe('Training: Conference');
  expect(stored.fields['3'].val).toBe('20260312');
  expect(stored.fields['4'].val).toBe(`${next.getFullYear()}${two(next.getMonth() + 1)}20`);
  expect(stored.fields['5'].val).toBe(3.5);
  // The list beside it reads again and shows the new request.
  await expect(widget(page, 'HR requests').getByRole('cell', { name: employee })).toBeVisible();
});

test('a form whose models fail to be read again keeps what was typed in it', async ({ page }) => {
  await page.clock.install();
  await openSignedIn(page, 'user', '/wuser/composer#hr-requests');
  const form = widget(page, 'New HR request');
  const employee = form.getByRole('textbox', { name: 'Employee' });
  await expect(employee).toHaveValue('Paolo Bianchi');
  await employee.fill('Typed before the failure');
  // The families and value lists go stale; when the tab comes back they are read again, and every
  // read fails (retries included).
  let failed = 0;
  await page.route(/\/adiuto-admin\/(families|lists)\?/, (route) => {
    failed++;
    return route.fulfill({ status: 500, contentType: 'application/problem+json', body: JSON.stringify({ title: 'Internal Server Error', status: 500 }) });
  });
  await page.clock.fastForward('06:00');
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await expect.poll(() => failed, { timeout: 15_000 }).toBe(6);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(employee).toHaveValue('Typed before the failure');
});

/**
 * A row of the contracts list whose contract has no signature request: the demonstration's requests
 * are left as they are for the test that signs them (tests share a server's database). `skip` such
 * rows are passed over first.
 */
async function rowWithoutRequest(list: Locator, request: APIRequestContext, skip = 0): Promise<Locator> {
  const headers = { authorization: `Bearer ${await apiToken(request, 'user')}` };
  const rows = list.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  let passed = 0;
  for (let i = 0; i < (await rows.count()); i++) {
    const [doc] = await findDocuments(request, 'contracts', 1, '=', await rows.nth(i).locator('td').first().innerText());
    const info = (await (await request.get(`/api/adiuto-gateway/sign/get-info/${doc.fidd}`, { headers })).json()) as { request: unknown };
    if (info.request === null && passed++ === skip) return rows.nth(i);
  }
  throw new Error('No contract without a signature request on the list’s first page');
}

test('a contract selected in the list is edited into a new version; an older version is refused', async ({ page, request }) => {
  await openSignedIn(page, 'user', '/wuser/composer#contracts');
  const form = widget(page, 'Edit contract');
  const list = widget(page, 'Contracts');
  await expect(form.getByText('Select a document to edit it here.')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();

  const row = await rowWithoutRequest(list, request);
  const reference = await row.locator('td').first().innerText();
  const [before] = await findDocuments(request, 'contracts', 1, '=', reference);
  await row.click();
  const counterparty = form.getByRole('textbox', { name: 'Counterparty' });
  await expect(counterparty).toHaveValue(String(before.fields['2'].val));
  await expect(form.getByText(/^Current file: CTR-/)).toBeVisible();

  const renamed = unique('Counterparty');
  await counterparty.fill(renamed);
  // The file from the document library, in place of the generated PDF.
  await form.getByRole('button', { name: 'From the library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a file from the library' });
  await picker.getByRole('searchbox', { name: 'Search by name' }).fill('expense');
  await picker.getByRole('button', { name: /^Expense policy/ }).click();
  await expect(picker).toBeHidden();
  await expect(form.getByTestId('form-chosen-file')).toContainText('expense-policy.txt');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByTestId('form-success')).toHaveText('Your changes were saved.');

  const [after] = await findDocuments(request, 'contracts', 1, '=', reference);
  expect(after.fidd).toBeGreaterThan(before.fidd);
  expect(after.fields['2'].val).toBe(renamed);
  expect(after.fileName).toBe('expense-policy.txt');
  // The selection followed the new version: the form shows it, and the list's row has the new name.
  await expect(counterparty).toHaveValue(renamed);
  await expect(list.getByRole('cell', { name: renamed })).toBeVisible();

  // Someone else saves the contract meanwhile: this form now holds an older version.
  const headers = { authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const elsewhere = await request.put(`/api/adiuto-gateway/entities/${after.fidd}`, { headers, data: { fieldParameters: [{ fieldsId: 6, values: [123456] }] } });
  expect(elsewhere.status()).toBe(200);
  const current = Number(await elsewhere.text());
  await counterparty.fill(`${renamed} again`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByTestId('form-error')).toContainText(`version ${current} is the current one`);
  // Nothing typed is lost.
  await expect(counterparty).toHaveValue(`${renamed} again`);
});

test('a value-list field emptied in the form is cleared by the save, and the fields left alone keep their values', async ({ page, request }) => {
  await openSignedIn(page, 'user', '/wuser/composer#contracts');
  const form = widget(page, 'Edit contract');
  const list = widget(page, 'Contracts');
  const row = await rowWithoutRequest(list, request, 1);
  const reference = await row.locator('td').first().innerText();
  const [before] = await findDocuments(request, 'contracts', 1, '=', reference);
  expect(before.fields['3'].idval).toBeGreaterThan(0);
  await row.click();
  const type = form.getByRole('combobox', { name: 'Type' });
  await expect(type).toHaveText(String(before.fields['3'].val));
  await choose(form, page, 'Type', 'None');

  const sent = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes(`/api/adiuto-gateway/entities/${before.fidd}`));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByTestId('form-success')).toHaveText('Your changes were saved.');
  const payload = (await sent).postDataJSON() as { fieldParameters: { fieldsId: number; values: unknown[] }[] };
  expect(payload.fieldParameters.find((p) => p.fieldsId === 3)).toEqual({ fieldsId: 3, values: [null] });

  const [after] = await findDocuments(request, 'contracts', 1, '=', reference);
  expect(after.fidd).toBeGreaterThan(before.fidd);
  expect(after.fields['3'].idval ?? null).toBeNull();
  expect(after.fields['2'].val).toBe(before.fields['2'].val);
  await expect(type).not.toHaveText(String(before.fields['3'].val));

  // Saved again with the field still empty: there is nothing to clear, so the field is left out.
  await form.getByRole('textbox', { name: 'Counterparty' }).fill(unique('Counterparty'));
  const again = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes(`/api/adiuto-gateway/entities/${after.fidd}`));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByTestId('form-success')).toHaveText('Your changes were saved.');
  const second = (await again).postDataJSON() as { fieldParameters: { fieldsId: number }[] };
  expect(second.fieldParameters.map((p) => p.fieldsId)).not.toContain(3);
});

test("a list's New action opens the form in a dialog, which closes once the invoice is saved", async ({ page, request }) => {
  await openSignedIn(page, 'user', '/wuser/composer#invoices');
  const list = widget(page, 'Invoices');
  await list.getByRole('button', { name: 'New' }).click();
  const dialog = page.getByRole('dialog', { name: /Invoices/ });
  await dialog.getByRole('button', { name: 'Save' }).click();
  // Number, supplier, issue date and amount are required.
  await expect(dialog.getByText(REQUIRED)).toHaveCount(4);
  const number = unique('INV');
  await dialog.getByRole('textbox', { name: 'Number' }).fill(number);
  await dialog.getByRole('textbox', { name: 'Supplier' }).fill('Acme Office Supplies');
  await dialog.getByRole('group', { name: 'Issue date' }).click();
  await page.keyboard.type('05012026');
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('1250.40');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const [stored] = await findDocuments(request, 'invoices', 1, '=', number);
  expect(stored.fields['3'].val).toBe('20260105');
  expect(stored.fields['5'].val).toBe(1250.4);
});

/** No serious or critical axe-core violation on the page as it is. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const grave = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(grave, 'serious or critical accessibility violations').toEqual([]);
}

test('the forms pass axe-core: messages on the fields, a field waiting for another, the library picker', async ({ page }) => {
  await page.goto('/wguest/composer#contacts');
  const contact = widget(page, 'Contact us');
  await contact.getByRole('button', { name: 'Send' }).click();
  // The first field in error has the focus, its small label red on the focused field's grey.
  await expect(contact.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await expectAccessible(page);

  await openSignedIn(page, 'user', '/wuser/composer#hr-requests');
  await expect(widget(page, 'New HR request').getByText('Choose Request type first')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/wuser/composer#contracts');
  await widget(page, 'Contracts').locator('tbody tr').first().click();
  await widget(page, 'Edit contract').getByRole('button', { name: 'From the library' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose a file from the library' }).getByRole('button', { name: /^Expense policy/ })).toBeVisible();
  await expectAccessible(page);
});
