import { randomBytes } from 'node:crypto';
import type { EntityRepository } from '../entities/repository.js';
import type { UserStore } from '../users/store.js';
import { seedPages, type CreateEntity, type DemoTemplates } from './seed-pages.js';

export const DEMO_ACCOUNTS = [
  { login: 'admin', password: 'admin', firstName: 'Anna', lastName: 'Amministratrice', authorities: ['ROLE_ADMIN', 'ROLE_USER'] },
  { login: 'wadmin', password: 'wadmin', firstName: 'Walter', lastName: 'Webmaster', authorities: ['ROLE_WADMIN'] },
  { login: 'user', password: 'user', firstName: 'Paolo', lastName: 'Bianchi', authorities: ['ROLE_USER'] },
];

/** The account whose store identity guests use (the site's wguestUser). */
export const GUEST_LOGIN = 'guest';

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48">
<rect x="2" y="6" width="36" height="36" rx="8" fill="#1565c0"/><path d="M12 34V14h9a6 6 0 0 1 0 12h-9" stroke="#fff" stroke-width="4" fill="none"/>
<text x="48" y="32" font-family="Helvetica,Arial,sans-serif" font-size="22" font-weight="700" fill="#1b2a3a">Portico</text></svg>`;

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** The widget types the portal ships with: their names and the schemas of their configuration (schemas/widgets). */
export const WIDGET_TYPES = [
  ['Document list', 'document-list'],
  ['Document form', 'document-form'],
  ['Document detail', 'document-detail'],
  ['Attachments', 'attachments'],
  ['Rich text', 'rich-text'],
  ['Links', 'links'],
  ['PDF viewer', 'pdf-viewer'],
  ['Awaiting my signature', 'signature-inbox'],
  ['Sent for signature', 'signature-requests'],
] as const;

/** The demonstration site: accounts, a theme, a site, templates, a page tree with widgets, permissions. */
export async function seedDemo(users: UserStore, repo: EntityRepository): Promise<void> {
  const ids = await seedAccounts(users);
  const create: CreateEntity = (entity, body) => repo.create(repo.model(entity), body);
  const { types, templates } = await seedLook(create);
  await seedPages(create, types, templates);
  await seedPermissions(create, ids);
}

/** The demonstration accounts and the guests' store identity; their ids by login. */
async function seedAccounts(users: UserStore): Promise<Record<string, number>> {
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
  return ids;
}

/** The themes, the site, the widget types (their ids by configuration schema) and the templates. */
async function seedLook(create: CreateEntity): Promise<{ types: Record<string, number>; templates: DemoTemplates }> {
  // Harbour's teal is #00796b rather than #00897b, which reads at 4.3:1 on the light background (the theme rule asks 4.5:1).
  const theme = await create('theme', { name: 'Harbour', conf: JSON.stringify({ primary: '#1565c0', secondary: '#00796b', mode: 'light' }) });
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
  for (const [name, confSchema] of WIDGET_TYPES) types[confSchema] = (await create('widget-type', { name, confSchema })).id;
  const wide = await create('template', { name: 'One column', row: 1, col: 1 });
  const grid = await create('template', { name: 'Two columns', row: 2, col: 2 });
  return { types, templates: { wide, grid } };
}

/**
 * Store permissions: administrators may do everything, the demo user works on invoices, contracts
 * and HR requests, guests read contracts. An alias's adiutoId is the account id of its identity.
 */
async function seedPermissions(create: CreateEntity, ids: Record<string, number>): Promise<void> {
  const permission = (name: string, body: Record<string, unknown>) => create('permission', { name, ...body });
  const all = await permission('All documents', { type: 'GENERAL', adiutoId: 0, create: true, read: true, update: true, delete: true });
  const manageInvoices = await permission('Manage invoices', { type: 'FAMILY', adiutoId: 1, create: true, read: true, update: true, delete: true });
  const editContracts = await permission('Edit contracts', { type: 'FAMILY', adiutoId: 2, create: true, read: true, update: true });
  const manageHr = await permission('Manage HR requests', { type: 'FAMILY', adiutoId: 3, create: true, read: true, update: true, delete: true });
  const readContracts = await permission('Read contracts', { type: 'FAMILY', adiutoId: 2, read: true });
  const sendContactRequests = await permission('Send contact requests', { type: 'FAMILY', adiutoId: 4, create: true });
  const alias = (name: string, adiutoId: number, permissions: { id: number }[]) => create('alias', { name, adiutoId, permissions: permissions.map(({ id }) => ({ id })) });
  await alias('Administrators', ids.admin, [all]);
  await alias('Site administrators', ids.wadmin, [all]);
  await alias('Staff', ids.user, [manageInvoices, editContracts, manageHr]);
  await alias('Guests', ids.guest, [readContracts, sendContactRequests]);
}
