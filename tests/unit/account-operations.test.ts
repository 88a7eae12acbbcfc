import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateAccount } from '../../server/accounts/activate-account.js';
import { changeAdiutoPassword } from '../../server/accounts/change-adiuto-password.js';
import { changePassword } from '../../server/accounts/change-password.js';
import { finishAdiutoReset } from '../../server/accounts/finish-adiuto-reset.js';
import { finishPasswordReset } from '../../server/accounts/finish-password-reset.js';
import { registerAccount } from '../../server/accounts/register-account.js';
import { requestAdiutoReset } from '../../server/accounts/request-adiuto-reset.js';
import { requestPasswordReset } from '../../server/accounts/request-password-reset.js';
import { updateAccountSettings } from '../../server/accounts/update-account-settings.js';
import { verifyPassword } from '../../server/auth/passwords.js';
import { accountWorld, type AccountWorld } from './account-fixtures.js';

/** The account operations, called as the routes call them but without a server. */

// Every operation here hashes a password (argon2id), which takes its time on a busy machine.
const slow = { timeout: 20_000 };

const invalidKey = { kind: 'bad-request', details: { message: 'error.key.invalid' } };
const password = 'Secret-password-1';
/** The client address the requests come from. */
const ADDRESS = '192.0.2.10';

let world: AccountWorld;
beforeEach(async () => {
  world = await accountWorld();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await world.close();
});

describe('registerAccount and activateAccount', slow, () => {
  it('register an account that is not activated, mail its key, and activate it once with that key', async () => {
    await registerAccount(world.ctx, { login: 'Alice', email: 'Alice@Example.com', password, firstName: 'Alice', langKey: 'it', address: ADDRESS });
    const alice = await world.users.byLogin('alice');
    expect(alice).toMatchObject({ login: 'alice', email: 'alice@example.com', firstName: 'Alice', lastName: null, langKey: 'it', activated: false, authorities: ['ROLE_USER'], createdBy: 'anonymousUser' });
    expect(await world.mails()).toEqual([expect.objectContaining({ recipient: 'alice@example.com', mailKey: 'activation' })]);
    expect(world.flushes()).toBe(1);

    const key = await world.mailedKey('activation');
    await activateAccount(world.ctx, key);
    expect(await world.users.byLogin('alice')).toMatchObject({ activated: true, lastModifiedBy: 'system' });
    await expect(activateAccount(world.ctx, key)).rejects.toMatchObject(invalidKey);
    await expect(activateAccount(world.ctx, 'x'.repeat(32))).rejects.toMatchObject(invalidKey);
  });

  it('refuse a taken login, writing nothing', async () => {
    await world.addUser({ login: 'alice' });
    await expect(registerAccount(world.ctx, { login: 'ALICE', email: 'other@example.com', password, address: ADDRESS })).rejects.toMatchObject({
      kind: 'bad-request',
      details: { errorKey: 'error.userexists', extra: { errorKey: 'userexists' } },
    });
    expect(await world.mails()).toEqual([]);
    expect(await world.users.count()).toBe(1);
  });

  it('answer a taken email as a new registration, and tell only its owner', async () => {
    await world.addUser({ login: 'bob', email: 'bob@example.com' });
    await registerAccount(world.ctx, { login: 'robert', email: 'BOB@example.com', password, address: ADDRESS });
    expect(await world.users.byLogin('robert')).toBeUndefined();
    expect(await world.mails()).toEqual([expect.objectContaining({ recipient: 'bob@example.com', mailKey: 'registration-duplicate' })]);
  });

  it('give the login and email of a registration whose key expired to a new one', async () => {
    await registerAccount({ ...world.ctx, activationKeyValidityHours: 0 }, { login: 'carol', email: 'carol@example.com', password, address: ADDRESS });
    const first = (await world.users.byLogin('carol'))!;
    await registerAccount(world.ctx, { login: 'carol', email: 'carol@example.com', password, address: ADDRESS });
    const second = (await world.users.byLogin('carol'))!;
    expect(second.id).not.toBe(first.id);
    expect(await world.users.count()).toBe(1);
  });

  it('keep a registration awaiting activation: its login stays taken', async () => {
    await registerAccount(world.ctx, { login: 'dave', email: 'dave@example.com', password, address: ADDRESS });
    await expect(registerAccount(world.ctx, { login: 'dave', email: 'dave2@example.com', password, address: ADDRESS })).rejects.toMatchObject({ details: { errorKey: 'error.userexists' } });
  });
});

describe('registerAccount when another registration commits first', slow, () => {
  /** The first attempt reads neither login nor email, as if the other registration committed just after those reads. */
  const hideTheOtherOnce = () => vi.spyOn(world.users, 'credentials').mockResolvedValueOnce(undefined).mockResolvedValueOnce(undefined);

  it('tries again on the unique clash of the login, and then refuses the login', async () => {
    await world.addUser({ login: 'erin', email: 'erin@example.com' });
    const credentials = hideTheOtherOnce();
    await expect(registerAccount(world.ctx, { login: 'erin', email: 'erin2@example.com', password, address: ADDRESS })).rejects.toMatchObject({ details: { errorKey: 'error.userexists' } });
    // Two reads in the attempt that clashed, then the login's read in the new one.
    expect(credentials).toHaveBeenCalledTimes(3);
    expect(await world.users.count()).toBe(1);
    expect(await world.mails()).toEqual([]);
  });

  it('tries again on the unique clash of the email, and then answers as for a taken email', async () => {
    await world.addUser({ login: 'frank', email: 'frank@example.com' });
    const credentials = hideTheOtherOnce();
    await registerAccount(world.ctx, { login: 'francis', email: 'frank@example.com', password, address: ADDRESS });
    expect(credentials).toHaveBeenCalledTimes(4);
    expect(await world.users.byLogin('francis')).toBeUndefined();
    expect(await world.mails()).toEqual([expect.objectContaining({ recipient: 'frank@example.com', mailKey: 'registration-duplicate' })]);
  });

  it('does not try again after another failure', async () => {
    const create = vi.spyOn(world.users, 'create').mockRejectedValue(new Error('disk full'));
    await expect(registerAccount(world.ctx, { login: 'gina', email: 'gina@example.com', password, address: ADDRESS })).rejects.toThrow('disk full');
    expect(create).toHaveBeenCalledTimes(1);
    expect(world.flushes()).toBe(0);
  });
});

describe('password resets', slow, () => {
  it('mail a link to an activated account with the address only, and set the password chosen with it once', async () => {
    const id = await world.addUser({ login: 'hana', email: 'hana@example.com' });
    await world.addUser({ login: 'ivan', email: 'ivan@example.com', activated: false });
    await requestPasswordReset(world.ctx, { email: ' nobody@example.com ', address: ADDRESS });
    await requestPasswordReset(world.ctx, { email: 'ivan@example.com', address: ADDRESS });
    expect(await world.mails()).toEqual([]);

    await requestPasswordReset(world.ctx, { email: ' HANA@example.com ', address: ADDRESS });
    expect(await world.mails()).toEqual([expect.objectContaining({ recipient: 'hana@example.com', mailKey: 'password-reset' })]);
    const key = await world.mailedKey('password-reset');
    await finishPasswordReset(world.ctx, { key, newPassword: 'Another-password-2' });
    const credentials = (await world.users.credentials('id', id))!;
    expect(await verifyPassword(credentials.passwordHash, 'Another-password-2')).toBe(true);
    expect(credentials.passwordExpired).toBe(false);
    await expect(finishPasswordReset(world.ctx, { key, newPassword: 'Third-password-3' })).rejects.toMatchObject(invalidKey);
  });

  it('mail a temporary password, expired at once, when login and email match', async () => {
    const id = await world.addUser({ login: 'jane', email: 'jane@example.com' });
    await requestAdiutoReset(world.ctx, { username: 'jane', email: 'other@example.com', address: ADDRESS });
    expect(await world.mails()).toEqual([]);
    await requestAdiutoReset(world.ctx, { username: 'JANE', email: ' Jane@example.com', address: ADDRESS });
    const key = await world.mailedKey('adiuto-password-reset');
    // A key of one purpose never works for another.
    await expect(finishPasswordReset(world.ctx, { key, newPassword: 'Another-password-2' })).rejects.toMatchObject(invalidKey);

    await finishAdiutoReset(world.ctx, key);
    const mail = (await world.mails()).at(-1)!;
    expect(mail).toMatchObject({ recipient: 'jane@example.com', mailKey: 'adiuto-temporary-password' });
    const credentials = (await world.users.credentials('id', id))!;
    expect(credentials.passwordExpired).toBe(true);
    const temporary = /temporary password is: (\S{12})\n/.exec(mail.text)![1];
    expect(await verifyPassword(credentials.passwordHash, temporary)).toBe(true);
    await expect(finishAdiutoReset(world.ctx, key)).rejects.toMatchObject(invalidKey);
  });
});

describe('account settings and password changes', slow, () => {
  it('change names, email and language, and refuse another account’s email', async () => {
    await world.addUser({ login: 'kim', email: 'kim@example.com' });
    await world.addUser({ login: 'lee', email: 'lee@example.com', firstName: 'Lee' });
    const lee = (await world.users.byLogin('lee'))!;
    await expect(updateAccountSettings(world.ctx, lee, { email: 'KIM@example.com', langKey: 'en' })).rejects.toMatchObject({ details: { errorKey: 'error.emailexists' } });
    await updateAccountSettings(world.ctx, lee, { lastName: 'Smith', email: 'Lee.Smith@example.com', langKey: 'fr' });
    expect(await world.users.byLogin('lee')).toMatchObject({ firstName: 'Lee', lastName: 'Smith', email: 'lee.smith@example.com', langKey: 'fr', lastModifiedBy: 'lee' });
  });

  it('change a password given the current one', async () => {
    await world.addUser({ login: 'max' });
    const max = (await world.users.byLogin('max'))!;
    await expect(changePassword(world.ctx, max, { currentPassword: 'wrong', newPassword: 'Another-password-2' })).rejects.toMatchObject({
      kind: 'bad-request',
      details: { message: 'error.password.incorrect' },
    });
    await changePassword(world.ctx, max, { currentPassword: password, newPassword: 'Another-password-2' });
    expect(await verifyPassword((await world.users.credentials('login', 'max'))!.passwordHash, 'Another-password-2')).toBe(true);
  });

  it('change a password by login, counting wrong ones against sign-in’s limits', async () => {
    await world.addUser({ login: 'nia' });
    const change = { username: 'nia', currentPassword: 'wrong', newPassword: 'Another-password-2', address: '192.0.2.1' };
    for (let i = 0; i < 3; i++) await expect(changeAdiutoPassword(world.ctx, change)).rejects.toMatchObject({ detail: 'Bad credentials' });
    // Sign-in now asks this login for a captcha; this call always does, so the right password still counts.
    expect(await world.ctx.limiter.check('nia', '192.0.2.9')).toEqual({ captchaRequired: true });
    expect(await changeAdiutoPassword(world.ctx, { ...change, currentPassword: password })).toBe('nia');
    expect(await world.ctx.limiter.check('nia', '192.0.2.9')).toEqual({ captchaRequired: false });

    await world.addUser({ login: 'oli' });
    const same = { username: 'oli', currentPassword: password, newPassword: password, address: '192.0.2.2' };
    await expect(changeAdiutoPassword(world.ctx, same)).rejects.toMatchObject({ details: { message: 'error.password.same' } });
    expect(await changeAdiutoPassword(world.ctx, { ...same, username: 'OLI', newPassword: 'Another-password-2' })).toBe('oli');
    expect(await verifyPassword((await world.users.credentials('login', 'oli'))!.passwordHash, 'Another-password-2')).toBe(true);
  });
});
