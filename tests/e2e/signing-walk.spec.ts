import { type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { expect, linkPath, openSignedIn, test } from './support.js';
import {
  addAccount, addExternal, clickPage, currentFile, expectSignedAndTrusted, mailIds, newContract, newMail, openContract, openPanel, otpFromMail, pdfPage, signerRow, uniqueName,
} from './signing-support.js';

/**
 * A signature request walked from end to end as the people in it would (issue 42, "Done means"):
 * `user` asks `admin` (step 1) and an external person (step 2) on a 12-page contract in the viewer's
 * asking panel; admin finds it under "Awaiting my signature" on the Signatures page and signs it in
 * the viewer beside the list; only then is the external person mailed their link, with which they
 * sign; the asker and both signers get the completion mail, whose links give the signed PDF and the
 * completion certificate, both valid and trusted in pdfsig. Other tests add contracts and requests
 * too: rows are found by their document's id, never by place.
 */

const PAGES = 12;
const ADMIN_SIGNATURE_PASSWORD = 'Sign-admin-1';
const EXTERNAL_NAME = 'Elena Esterna';

const widget = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** What `act` does in a browser of its own (another person, on another machine), closed after. A failure keeps its page's screenshot too. */
async function inOwnBrowser<T>(browser: Browser, act: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await act(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Reads the document page after page with the toolbar's "Next page", each drawn before the next: signing waits for every page shown. */
async function readEveryPage(viewer: Locator) {
  await viewer.getByTestId('pdf-pages').evaluate((el) => el.scrollTo(0, 0));
  const pageBox = viewer.getByTestId('pdf-page-box');
  for (let n = 1; n <= PAGES; n++) {
    await expect(pageBox).toHaveValue(`${n} / ${PAGES}`);
    await expect(pdfPage(viewer, n).locator('canvas')).toBeVisible();
    await expect(pdfPage(viewer, n).getByRole('status')).toHaveCount(0);
    if (n < PAGES) await viewer.getByRole('button', { name: 'Next page' }).click();
  }
  await expect(viewer.getByTestId('pdf-read-all')).toHaveCount(0);
}

/** The sign hint's "Show me" brings the signer's box into sight with the focus on it; Enter approves it, which opens the sign form. */
async function approveOwnBox(page: Page, viewer: Locator, onPage: number) {
  await expect(viewer.getByTestId('sign-hint')).toContainText(`Approve your box on page ${onPage}`);
  await viewer.getByTestId('sign-hint').getByRole('button', { name: 'Show me' }).click();
  const mine = pdfPage(viewer, onPage).getByTestId('sign-box');
  await expect(mine).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(mine).toHaveText('APPROVED');
  const dialog = page.getByRole('dialog', { name: 'Sign the document' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Asks for a one-time password in the sign form and types the code mailed to `email`. */
async function typeOtp(request: APIRequestContext, dialog: Locator, email: string) {
  const seen = await mailIds(request, email, 'sign-otp');
  await dialog.getByTestId('sign-request-otp').click();
  await expect(dialog.getByTestId('sign-otp-sent-to')).toContainText(email.slice(email.indexOf('@')));
  await dialog.getByTestId('sign-otp').fill(await otpFromMail(request, email, seen));
}

/** The completion mail's two links, to the certificate and to the signed PDF (of the final version), each downloaded as its recipient would. */
async function completionFiles(request: APIRequestContext, text: string) {
  const links = [...text.matchAll(/https?:\/\/\S+\/sign\/copy\/\S+/g)].map((m) => new URL(m[0]));
  expect(links, text).toHaveLength(2);
  const [certificate, signed] = [links.find((u) => u.pathname.endsWith('/certificate'))!, links.find((u) => !u.pathname.endsWith('/certificate'))!];
  const download = async (link: URL) => {
    const res = await request.get(`${link.pathname}${link.search}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/pdf');
    return res.body();
  };
  return { certificate: await download(certificate), signed: await download(signed), finalId: Number(signed.pathname.split('/').at(-1)) };
}

/** user asks on the Contracts page: admin at step 1 with a box on page 1, the external person at step 2 with one on the last page. */
async function userAsks(page: Page, reference: string, external: string) {
  const viewer = await openContract(page, reference);
  const panel = await openPanel(viewer);
  await addAccount(page, panel, 'Amm', 'Anna Amministratrice');
  await expect(signerRow(panel, 'Anna Amministratrice').getByTestId('ask-step')).toHaveValue('1');
  await clickPage(viewer, 1, 200, 300);
  await expect(pdfPage(viewer, 1).getByTestId('ask-box')).toHaveText('Anna Amministratrice');
  const row = await addExternal(page, panel, external, EXTERNAL_NAME);
  await expect(row.getByTestId('ask-step')).toHaveValue('2');
  await viewer.getByTestId('pdf-pages').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(pdfPage(viewer, PAGES).locator('canvas')).toBeVisible();
  await clickPage(viewer, PAGES, 150, 150);
  await expect(pdfPage(viewer, PAGES).getByTestId('ask-box')).toHaveText(EXTERNAL_NAME);
  await panel.getByTestId('ask-send').click();
  await expect(page.getByText('The signature request was sent')).toBeVisible();
}

/**
 * admin opens the mail's link, which leads to the page holding "Awaiting my signature", finds the
 * contract there, the newest asked first, and signs it in the viewer beside the list.
 */
async function adminSigns(page: Page, request: APIRequestContext, id: number, mailed: string) {
  await openSignedIn(page, 'admin', mailed);
  await expect(page).toHaveURL(/\/wuser\/composer#signatures$/);
  const awaiting = widget(page, 'Awaiting my signature');
  const askedOn = awaiting.getByRole('columnheader', { name: 'Asked on' });
  await askedOn.click();
  await askedOn.click();
  await expect(askedOn).toHaveAttribute('aria-sort', 'descending');
  const row = awaiting.locator(`tbody tr[data-document-id="${id}"]`);
  await expect(row).toContainText('contract.pdf');
  await expect(row).toContainText('Paolo Bianchi');
  await row.click();
  // The viewer by its test id: the sign form, a modal, hides the page behind it from role queries.
  const viewer = page.getByTestId('pdf-viewer');
  await expect(viewer).toHaveAttribute('data-document-id', String(id));
  await expect(viewer.getByTestId('pdf-read-all')).toBeVisible();
  await readEveryPage(viewer);
  // Mode 3: admin sees the other signer's box too, which is not theirs to approve.
  await expect(pdfPage(viewer, PAGES).getByTestId('sign-box-other')).toHaveText(EXTERNAL_NAME);
  const dialog = await approveOwnBox(page, viewer, 1);
  await typeOtp(request, dialog, 'admin@localhost');
  await dialog.getByTestId('sign-submit').click();
  // admin has a signature password: the signature asks for the credentials, with the meaning (-3).
  const credentials = page.getByRole('dialog', { name: 'Confirm with your signature credentials' });
  await expect(credentials.getByRole('textbox', { name: 'User name' })).toHaveValue('admin');
  await credentials.getByLabel(/Signature password/).fill(ADMIN_SIGNATURE_PASSWORD);
  await credentials.getByRole('combobox', { name: /Meaning of the signature/ }).click();
  await page.getByRole('option', { name: 'Approval', exact: true }).click();
  await credentials.getByTestId('sign-credentials-submit').click();
  await expect(page.getByText('Sign success')).toBeVisible();
  await expect(credentials).toBeHidden();
  // Signed: it leaves the inbox, and the viewer shows the new version with nothing more to sign.
  await expect(row).toHaveCount(0);
  await expect(viewer).not.toHaveAttribute('data-document-id', String(id));
  await expect(viewer.getByTestId('sign-button')).toHaveCount(0);
}

/** The external person opens the mailed link, reads every page and signs with the one-time password mailed to them. */
async function externalSigns(page: Page, request: APIRequestContext, external: string, link: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Document to sign' })).toBeVisible();
  const viewer = page.getByTestId('pdf-viewer');
  // The link opens the version admin's signature made.
  await expect(viewer.getByTestId('pdf-signatures-banner')).toContainText('This PDF carries 1 digital signature.');
  await expect(pdfPage(viewer, PAGES).getByTestId('sign-box')).toHaveText('CLICK HERE TO APPROVE');
  await readEveryPage(viewer);
  const dialog = await approveOwnBox(page, viewer, PAGES);
  await typeOtp(request, dialog, external);
  await dialog.getByTestId('sign-submit').click();
  await expect(page.getByTestId('sign-link-done')).toBeVisible();
}

test('user asks admin, then an external person; each signs in turn and everyone gets the signed PDF and its certificate', async ({ page, browser, request }) => {
  const { id, reference } = await newContract(request, PAGES);
  const external = `${uniqueName('ext-')}@example.org`;
  const everyone = ['user@localhost', 'admin@localhost', external];
  const completedBefore = await Promise.all(everyone.map((to) => mailIds(request, to, 'sign-completed')));
  const adminTold = await mailIds(request, 'admin@localhost', 'sign-request');

  await userAsks(page, reference, external);
  // admin is told to sign in the portal; the external person of step 2 hears nothing yet.
  const told = await newMail(request, 'admin@localhost', 'sign-request', adminTold);
  expect(told.subject).toBe('Paolo Bianchi asks you to sign contract.pdf');
  expect(await mailIds(request, external, 'sign-invitation')).toEqual([]);

  await inOwnBrowser(browser, (adminPage) => adminSigns(adminPage, request, id, linkPath(told.text, '/wuser/')));
  expect(await expectSignedAndTrusted(request, await currentFile(request, id), 1)).toEqual(['Anna Amministratrice']);

  // Only now is the external person mailed their link.
  const link = linkPath((await newMail(request, external, 'sign-invitation')).text, '/sign/');
  await inOwnBrowser(browser, (externalPage) => externalSigns(externalPage, request, external, link));

  // The asker and both signers are mailed the signed PDF (the final version) and its certificate, each through links of their own.
  const final = await currentFile(request, id);
  let finalId = 0;
  for (const [i, to] of everyone.entries()) {
    const mail = await newMail(request, to, 'sign-completed', completedBefore[i]);
    expect(mail.subject).toBe('contract.pdf is signed by everyone');
    const files = await completionFiles(request, mail.text);
    expect(files.signed.equals(final)).toBe(true);
    expect(await expectSignedAndTrusted(request, files.signed, 2)).toEqual(['Anna Amministratrice', EXTERNAL_NAME]);
    expect(await expectSignedAndTrusted(request, files.certificate, 1)).toEqual(['Portico completion seal']);
    finalId = files.finalId;
  }

  // user sees the request completed under "Sent for signature".
  await page.goto('/wuser/composer#signatures');
  const sent = widget(page, 'Sent for signature').locator(`tbody tr[data-document-id="${finalId}"]`);
  await expect(sent).toContainText('Completed');
  await expect(sent).toContainText('2 of 2');
});
