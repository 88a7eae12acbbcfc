import { apiToken, expect, lastMail, linkPath, newAccount, patchSite, signIn, test, knownCaptcha } from './support.js';

const unique = () => `u${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test('a visitor registers, activates from the mail and signs in', async ({ page, request }) => {
  const login = unique();
  await page.goto('/account/register');
  await expect(page.getByText('demonstration accounts')).toBeVisible();
  await page.getByLabel(/^Username/).fill(login);
  await page.getByLabel(/^Email/).fill(`${login}@example.org`);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('weak');
  await expect(page.getByTestId('strength')).toHaveAttribute('data-level', '1');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Harbour-Lights-42');
  await expect(page.getByTestId('strength')).toHaveAttribute('data-level', '5');
  await page.getByRole('textbox', { name: /confirmation/ }).fill('Harbour-Lights-41');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('The password and its confirmation do not match!')).toBeVisible();
  await page.getByRole('textbox', { name: /confirmation/ }).fill('Harbour-Lights-42');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('outcome-success')).toHaveText('Registration saved! Please check your email for confirmation.');

  // Signing in before activation fails.
  await page.goto('/login');
  await page.getByLabel('Username').fill(login);
  await page.getByRole('textbox', { name: 'Password' }).fill('Harbour-Lights-42');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('Failed to sign in! Please check your credentials and try again.');

  const mail = await lastMail(request, `${login}@example.org`, 'activation');
  await page.goto(linkPath(mail.text, '/account/activate'));
  await expect(page.getByTestId('activation-success')).toContainText('Your user account has been activated. Please sign in.');
  await page.goto('/account/activate?key=not-a-key');
  await expect(page.getByTestId('activation-failure')).toHaveText('Your user could not be activated. Please use the registration form to sign up.');

  await page.goto('/login');
  await page.getByLabel('Username').fill(login);
  await page.getByRole('textbox', { name: 'Password' }).fill('Harbour-Lights-42');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/wuser\/composer(#[\w-]+)?$/);

  // The same login cannot be registered twice.
  await page.goto('/logout');
  await page.goto('/account/register');
  await page.getByLabel(/^Username/).fill(login);
  await page.getByLabel(/^Email/).fill(`other-${login}@example.org`);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Another-Pass-1');
  await page.getByRole('textbox', { name: /confirmation/ }).fill('Another-Pass-1');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('outcome-error')).toHaveText('Login name already registered! Please choose another one.');
});

test('with the captcha on, signing in needs its answer', async ({ page, request }) => {
  const setCaptcha = (captchaEnabled: boolean) => patchSite(request, { captchaEnabled });
  await setCaptcha(true);
  try {
    await page.goto('/login');
    const image = page.getByTestId('captcha-image');
    await expect(image).toBeVisible();
    const box = (await image.boundingBox())!;
    expect([Math.round(box.width), Math.round(box.height)]).toEqual([240, 70]);

    const answer = await knownCaptcha(page);
    await page.reload();
    await page.getByLabel('Username').fill('user');
    await page.getByRole('textbox', { name: 'Password' }).fill('user');
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await page.getByLabel('Characters in the picture').fill('wrong');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toBeVisible();
    await page.getByLabel('Characters in the picture').fill(answer);
    await page.getByRole('textbox', { name: 'Password' }).fill('user');
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/wuser\/composer(#[\w-]+)?$/);
  } finally {
    await setCaptcha(false);
  }
});

test('a login that failed too often asks for the captcha, on a site without one, and its owner signs in with it', async ({ page, request }) => {
  const login = unique();
  await newAccount(request, login, 'Right-Pass-1');
  // Someone else guessed: one failure short of the login's limit (SIGN_IN_MAX_FAILURES_PER_LOGIN, 10).
  for (let i = 0; i < 9; i++) expect((await request.post('/api/authenticate', { data: { username: login, password: `guess-${i}` } })).status()).toBe(401);
  const answer = await knownCaptcha(page);

  await page.goto('/login');
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByTestId('captcha-image')).toHaveCount(0);
  await page.getByLabel('Username').fill(login);
  await page.getByRole('textbox', { name: 'Password' }).fill('Wrong-Pass-1');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('Failed to sign in! Please check your credentials and try again.');

  // The tenth failure reached the limit: the right password alone is not refused, the captcha is asked.
  await page.getByRole('textbox', { name: 'Password' }).fill('Right-Pass-1');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('Too many failed sign-ins for this account. Answer the captcha too, then sign in.');
  await expect(page.getByTestId('captcha-image')).toBeVisible();
  await page.getByLabel('Characters in the picture').fill(answer);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/wuser\/composer(#[\w-]+)?$/);
  await expect(page.getByTestId('account-menu')).toHaveText(login);
});

test('a forgotten password: reset from the modal, temporary password, expired, changed', async ({ page, request }) => {
  const login = unique();
  const email = await newAccount(request, login, 'First-Pass-1');
  const answer = await knownCaptcha(page);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Did you forget your password?' }).click();
  await expect(page.getByRole('dialog', { name: 'Reset your password?' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  const form = page.getByRole('dialog', { name: 'Reset your password' });
  await form.getByLabel(/^Username/).fill(login);
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel('Characters in the picture').fill(answer);
  await form.getByRole('button', { name: 'Reset password' }).click();
  await expect(form.getByTestId('reset-sent')).toHaveText('Check your email for details on how to reset your password.');
  await expect(form.getByRole('button', { name: 'Reset password' })).toHaveCount(0);
  await form.getByRole('button', { name: 'Close' }).click();

  const resetMail = await lastMail(request, email, 'adiuto-password-reset');
  await page.goto(linkPath(resetMail.text, '/account/reset/adiuto/finish/'));
  await expect(page.getByTestId('adiuto-reset-success')).toBeVisible();
  const temporary = (await lastMail(request, email, 'adiuto-temporary-password')).text.match(/temporary password is: (\S+)/)![1];

  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Username').fill(login);
  await page.getByRole('textbox', { name: 'Password' }).fill(temporary);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('password-expired')).toHaveText('Failed to sign in! Password Expired');
  await expect(page.getByLabel(/^Username/)).toHaveValue(login);
  await page.getByRole('textbox', { name: /^Current password/ }).fill(temporary);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Second-Pass-2');
  await page.getByRole('textbox', { name: /confirmation/ }).fill('Second-Pass-2');
  await page.getByLabel('Characters in the picture').fill(answer);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed. You can sign in with the new one.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Password' }).fill('Second-Pass-2');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/wuser\/composer(#[\w-]+)?$/);
});

test('a signed-in user edits their settings and changes their password', async ({ page, request }) => {
  const login = unique();
  await newAccount(request, login, 'Old-Pass-1');
  await page.goto('/login');
  await page.getByLabel('Username').fill(login);
  await page.getByRole('textbox', { name: 'Password' }).fill('Old-Pass-1');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/wuser\/composer(#[\w-]+)?$/);

  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/account\/settings$/);
  await page.getByLabel('First name').fill('Ada');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('outcome-success')).toHaveText('Settings saved!');
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Ada');

  await page.goto('/account/password');
  await page.getByRole('textbox', { name: /^Current password/ }).fill('Wrong-Pass');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('New-Pass-22');
  await page.getByRole('textbox', { name: /confirmation/ }).fill('New-Pass-22');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('outcome-error')).toBeVisible();
  await page.getByRole('textbox', { name: /^Current password/ }).fill('Old-Pass-1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('outcome-success')).toHaveText('Password changed!');

  await page.goto('/logout');
  await signIn(page, 'admin');
  await page.goto('/logout');
  await page.goto('/login');
  await page.getByLabel('Username').fill(login);
  await page.getByRole('textbox', { name: 'Password' }).fill('New-Pass-22');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/wuser\/composer(#[\w-]+)?$/);
});

test('a demonstration account saves its settings (its address is user@localhost)', async ({ page, request }) => {
  await signIn(page, 'user');
  await page.goto('/account/settings');
  await expect(page.getByLabel('Email')).toHaveValue('user@localhost');
  const firstName = page.getByLabel('First name');
  const before = await firstName.inputValue();
  const name = `Demo ${unique()}`;
  try {
    await firstName.fill(name);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('outcome-success')).toHaveText('Settings saved!');
    await expect(page.getByText('Must be a valid email')).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue(name);
  } finally {
    // The demonstration account is shared with other tests: its name goes back.
    const headers = { authorization: `Bearer ${await apiToken(request, 'user')}` };
    const account = await (await request.get('/api/account', { headers })).json();
    expect((await request.post('/api/account', { headers, data: { ...account, firstName: before || null } })).status()).toBe(200);
  }
});

test('a reset requested by email ends with a new password', async ({ page, request }) => {
  const login = unique();
  const email = await newAccount(request, login, 'Before-Reset-1');
  await page.goto('/account/reset/request');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByTestId('outcome-success')).toHaveText('Check your email for details on how to reset your password.');
  const mail = await lastMail(request, email, 'password-reset');
  await page.goto(linkPath(mail.text, '/account/reset/finish'));
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('After-Reset-2');
  await page.getByRole('textbox', { name: /confirmation/ }).fill('After-Reset-2');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByTestId('outcome-success')).toHaveText('Your password has been reset. Please sign in.');
  await page.goto('/account/reset/finish');
  await expect(page.getByText('The reset key is missing.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save the new password' })).toHaveCount(0);
});

test('asking for a reset again keeps the first link working, and past the limit the page says so', async ({ page, request }) => {
  const login = unique();
  // The activation mail is the address's first of the three an hour (ACCOUNT_MAILS_PER_RECIPIENT).
  const email = await newAccount(request, login, 'Before-Reset-1');
  const ask = async () => {
    await page.goto('/account/reset/request');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: 'Reset password' }).click();
  };
  await ask();
  await expect(page.getByTestId('outcome-success')).toHaveText('Check your email for details on how to reset your password.');
  const first = linkPath((await lastMail(request, email, 'password-reset')).text, '/account/reset/finish');
  await ask();
  await expect(page.getByTestId('outcome-success')).toBeVisible();
  await ask();
  await expect(page.getByTestId('outcome-error')).toHaveText(/^Too many mails were asked for this e-mail address\. Try again in \d+ minutes\.$/);
  await expect(page.getByRole('button', { name: 'Reset password' })).toBeVisible();

  await page.goto(first);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('After-Reset-2');
  await page.getByRole('textbox', { name: /confirmation/ }).fill('After-Reset-2');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByTestId('outcome-success')).toHaveText('Your password has been reset. Please sign in.');
});
