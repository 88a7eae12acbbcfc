import { randomBytes } from 'node:crypto';
import type { EntityRepository } from '../../entities/repository.js';
import type { UserStore } from '../../auth/users.js';

export const DEMO_ACCOUNTS = [
  { login: 'admin', password: 'admin', authorities: ['ROLE_ADMIN', 'ROLE_USER'] },
  { login: 'wadmin', password: 'wadmin', authorities: ['ROLE_WADMIN'] },
  { login: 'user', password: 'user', authorities: ['ROLE_USER'] },
];

/** The account whose store identity guests use (the site's wguestUser). */
export const GUEST_LOGIN = 'guest';

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48">
<rect x="2" y="6" width="36" height="36" rx="8" fill="#1565c0"/><path d="M12 34V14h9a6 6 0 0 1 0 12h-9" stroke="#fff" stroke-width="4" fill="none"/>
<text x="48" y="32" font-family="Helvetica,Arial,sans-serif" font-size="22" font-weight="700" fill="#1b2a3a">Portico</text></svg>`;

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** The demonstration site: accounts, a theme, a site, templates, a page tree with widgets, permissions. */
export async function seedDemo(users: UserStore, repo: EntityRepository): Promise<void> {
  const ids: Record<string, number> = {};
  for (const account of DEMO_ACCOUNTS)
    ids[account.login] = await users.create({ ...account, email: `${account.login}@localhost`, activated: true, createdBy: 'system' });
  // The store identity guests act with: an account nobody can sign in to (never activated, unknown password).
  ids.guest = await users.create({
    login: GUEST_LOGIN,
    password: randomBytes(24).toString('base64url'),
    activated: false,
    authorities: [],
    createdBy: 'system',
  });

  const create = (entity: string, body: Record<string, unknown>) => repo.create(repo.model(entity), body);
  const theme = await create('theme', { name: 'Harbour', conf: JSON.stringify({ primary: '#1565c0', secondary: '#00897b', mode: 'light' }) });
  await create('theme', { name: 'Night', conf: JSON.stringify({ primary: '#90caf9', secondary: '#80cbc4', mode: 'dark' }) });
  await create('site', {
    name: 'Portico Demo',
    description: 'A demonstration portal for company documents.',
    langs: 'en,it,fr,es,de',
    logo: b64(LOGO_SVG),
    logoContentType: 'image/svg+xml',
    theme: { id: theme.id },
    captchaEnabled: false,
    wserviceUser: 'admin',
    wguestUser: GUEST_LOGIN,
  });
  const types: Record<string, number> = {};
  for (const name of ['Document list', 'Document form', 'PDF viewer', 'Attachments', 'Rich text'])
    types[name] = (await create('widget-type', { name })).id;
  const wide = await create('template', { name: 'One column', row: 1, col: 1 });
  const grid = await create('template', { name: 'Two columns', row: 2, col: 2 });

  const page = (body: Record<string, unknown>) => create('page', { type: 'PAGE', ...body });
  const home = await page({ name: 'Welcome', urlTitle: 'Welcome', path: 'welcome', scope: 'PUBLIC', index: 0, template: { id: wide.id } });
  await page({ name: 'Contacts', urlTitle: 'Contacts', path: 'contacts', scope: 'PUBLIC', index: 1, template: { id: wide.id } });
  const docs = await page({ name: 'Documents', urlTitle: 'Documents', path: 'documents', scope: 'PRIVATE', index: 0, template: { id: grid.id } });
  const invoices = await page({ name: 'Invoices', urlTitle: 'Invoices', path: 'invoices', scope: 'PRIVATE', index: 0, parent: { id: docs.id }, template: { id: grid.id } });
  const contracts = await page({ name: 'Contracts', urlTitle: 'Contracts', path: 'contracts', scope: 'PRIVATE', index: 1, parent: { id: docs.id }, template: { id: grid.id } });
  // A name that carries its translations: the navigation shows it in the visitor's language.
  const hr = await page({
    name: JSON.stringify({ en: 'HR requests', it: 'Richieste HR', fr: 'Demandes RH', es: 'Solicitudes de RR. HH.', de: 'Personalanträge' }),
    urlTitle: 'HR requests',
    path: 'hr-requests',
    scope: 'PRIVATE',
    index: 2,
    parent: { id: docs.id },
    template: { id: wide.id },
  });
  await page({ name: 'Help', type: 'LINK', link: 'https://example.org/help', scope: 'PRIVATE', index: 1 });

  const layout = (x: number, y: number, w: number, h: number) => JSON.stringify({ layout: { x, y, w, h } });
  await create('widget', { title: 'About this portal', conf: layout(0, 0, 12, 4), page: { id: home.id }, type: { id: types['Rich text'] } });
  await create('widget', { title: 'Invoices', conf: layout(0, 0, 8, 8), page: { id: invoices.id }, type: { id: types['Document list'] } });
  await create('widget', { title: 'Invoice preview', conf: layout(8, 0, 4, 8), page: { id: invoices.id }, type: { id: types['PDF viewer'] } });
  await create('widget', { title: 'Contracts', conf: layout(0, 0, 12, 8), page: { id: contracts.id }, type: { id: types['Document list'] } });
  await create('widget', { title: 'HR requests', conf: layout(0, 0, 12, 8), page: { id: hr.id }, type: { id: types['Document list'] } });

  // Store permissions: administrators may do everything, the demo user works on invoices, contracts
  // and HR requests, guests read contracts. An alias's adiutoId is the account id of its identity.
  const permission = (name: string, body: Record<string, unknown>) => create('permission', { name, ...body });
  const all = await permission('All documents', { type: 'GENERAL', adiutoId: 0, create: true, read: true, update: true, delete: true });
  const manageInvoices = await permission('Manage invoices', { type: 'FAMILY', adiutoId: 1, create: true, read: true, update: true, delete: true });
  const editContracts = await permission('Edit contracts', { type: 'FAMILY', adiutoId: 2, create: true, read: true, update: true });
  const manageHr = await permission('Manage HR requests', { type: 'FAMILY', adiutoId: 3, create: true, read: true, update: true, delete: true });
  const readContracts = await permission('Read contracts', { type: 'FAMILY', adiutoId: 2, read: true });
  const alias = (name: string, adiutoId: number, permissions: { id: number }[]) => create('alias', { name, adiutoId, permissions: permissions.map(({ id }) => ({ id })) });
  await alias('Administrators', ids.admin, [all]);
  await alias('Site administrators', ids.wadmin, [all]);
  await alias('Staff', ids.user, [manageInvoices, editContracts, manageHr]);
  await alias('Guests', ids.guest, [readContracts]);
}
