import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../server/admin/users/create-user.js';
import { deleteUser } from '../../server/admin/users/delete-user.js';
import { updateUser } from '../../server/admin/users/update-user.js';
import { accountWorld, type AccountWorld } from './account-fixtures.js';

/** User administration without a server: creation with its mail, changes, deletion, and the last administrator. */

// Creating an account hashes a password (argon2id), which takes its time on a busy machine.
const slow = { timeout: 20_000 };

const lastAdministrator = { kind: 'bad-request', details: { errorKey: 'error.lastadmin', params: 'userManagement', extra: { errorKey: 'lastadmin' } } };
const notFound = { kind: 'not-found' };

let world: AccountWorld;
beforeEach(async () => {
  world = await accountWorld();
  await world.addUser({ login: 'admin', authorities: ['ROLE_ADMIN', 'ROLE_USER'] });
});
afterEach(() => world.close());

const user = (login: string) => world.users.byLogin(login);

describe('createUser', slow, () => {
  it('creates an activated ROLE_USER account by default and mails it a key to choose its password', async () => {
    const created = await createUser(world.ctx, { login: 'Paula', email: 'Paula@example.com', firstName: 'Paula' }, 'admin');
    expect(created).toMatchObject({ login: 'paula', email: 'paula@example.com', firstName: 'Paula', activated: true, langKey: 'en', authorities: ['ROLE_USER'], createdBy: 'admin' });
    expect(await world.mails()).toEqual([expect.objectContaining({ recipient: 'paula@example.com', mailKey: 'password-reset' })]);
    expect(world.flushes()).toBe(1);
  });

  it('refuses a taken login or email and unknown authorities, writing nothing', async () => {
    await expect(createUser(world.ctx, { login: 'ADMIN', email: 'new@example.com' }, 'admin')).rejects.toMatchObject({ details: { errorKey: 'error.userexists' } });
    await expect(createUser(world.ctx, { login: 'quinn', email: 'Admin@example.com' }, 'admin')).rejects.toMatchObject({ details: { errorKey: 'error.emailexists' } });
    await expect(createUser(world.ctx, { login: 'quinn', email: 'quinn@example.com', authorities: ['ROLE_KING'] }, 'admin')).rejects.toMatchObject({
      kind: 'invalid',
      details: { fieldErrors: [{ objectName: 'user', field: 'authorities', message: 'NotFound' }] },
    });
    expect(await world.users.count()).toBe(1);
    expect(await world.mails()).toEqual([]);
  });
});

describe('updateUser', slow, () => {
  it('changes profile, activation and authorities, keeping what is left out', async () => {
    const id = await world.addUser({ login: 'rita', firstName: 'Rita', langKey: 'de' });
    const changed = await updateUser(world.ctx, id, { email: 'Rita@Elsewhere.example', activated: false, authorities: ['ROLE_WADMIN', 'ROLE_USER'] }, 'admin');
    expect(changed).toMatchObject({ login: 'rita', firstName: 'Rita', email: 'rita@elsewhere.example', activated: false, langKey: 'de', authorities: ['ROLE_USER', 'ROLE_WADMIN'], lastModifiedBy: 'admin' });
  });

  it('refuses a login change, another account’s email, and an unknown id', async () => {
    const id = await world.addUser({ login: 'sam' });
    await expect(updateUser(world.ctx, id, { login: 'samuel', email: 'sam@example.com' }, 'admin')).rejects.toMatchObject({ details: { errorKey: 'error.loginchange' } });
    await expect(updateUser(world.ctx, id, { email: 'admin@example.com' }, 'admin')).rejects.toMatchObject({ details: { errorKey: 'error.emailexists' } });
    await expect(updateUser(world.ctx, 999, { email: 'x@example.com' }, 'admin')).rejects.toMatchObject(notFound);
  });

  it('never demotes or deactivates the last activated administrator', async () => {
    const admin = (await user('admin'))!;
    await expect(updateUser(world.ctx, admin.id, { email: 'admin@example.com', authorities: ['ROLE_USER'] }, 'admin')).rejects.toMatchObject({
      ...lastAdministrator,
      detail: 'Removing ROLE_ADMIN would leave no activated administrator: admin is the last account with ROLE_ADMIN',
    });
    await expect(updateUser(world.ctx, admin.id, { email: 'admin@example.com', activated: false }, 'admin')).rejects.toMatchObject({
      ...lastAdministrator,
      detail: 'Deactivating this account would leave no activated administrator: admin is the last account with ROLE_ADMIN',
    });
    expect(await user('admin')).toMatchObject({ activated: true, authorities: ['ROLE_ADMIN', 'ROLE_USER'] });
  });

  it('demotes an administrator while another activated one remains', async () => {
    await world.addUser({ login: 'tess', authorities: ['ROLE_ADMIN'], activated: false });
    const admin = (await user('admin'))!;
    // An administrator who is not activated does not count.
    await expect(updateUser(world.ctx, admin.id, { email: 'admin@example.com', authorities: ['ROLE_USER'] }, 'admin')).rejects.toMatchObject(lastAdministrator);
    await world.addUser({ login: 'uma', authorities: ['ROLE_ADMIN'] });
    expect(await updateUser(world.ctx, admin.id, { email: 'admin@example.com', authorities: ['ROLE_USER'] }, 'uma')).toMatchObject({ authorities: ['ROLE_USER'] });
  });
});

describe('deleteUser', slow, () => {
  it('deletes an account with its authorities and keys', async () => {
    const id = await createUser(world.ctx, { login: 'vera', email: 'vera@example.com' }, 'admin').then((u) => u.id);
    await deleteUser(world.ctx, 'VERA');
    expect(await user('vera')).toBeUndefined();
    const left = async (table: 'app_user_authority' | 'account_key') => (await world.database.db.selectFrom(table).select('user_id').where('user_id', '=', id).execute()).length;
    expect(await left('app_user_authority')).toBe(0);
    expect(await left('account_key')).toBe(0);
    await expect(deleteUser(world.ctx, 'vera')).rejects.toMatchObject(notFound);
  });

  it('never deletes the last activated administrator', async () => {
    await expect(deleteUser(world.ctx, 'admin')).rejects.toMatchObject({
      ...lastAdministrator,
      detail: 'Deleting this account would leave no activated administrator: admin is the last account with ROLE_ADMIN',
    });
    await world.addUser({ login: 'walt', authorities: ['ROLE_ADMIN'] });
    await deleteUser(world.ctx, 'admin');
    expect(await user('admin')).toBeUndefined();
    await expect(deleteUser(world.ctx, 'walt')).rejects.toMatchObject(lastAdministrator);
  });
});
