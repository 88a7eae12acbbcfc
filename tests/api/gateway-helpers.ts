import { expect } from 'vitest';
import { linkIn, lastMailTo } from '../support/outbox.js';
import { client, unique, type Client, type Harness } from './client.js';

/** What the document gateway's access tests write and read with: invoices, attachments, accounts and their grants. */

export const GW = 'api/adiuto-gateway';
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n');
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** An entity write of a new invoice, with a PDF file when one is given. */
export const invoice = (number: string, file?: Buffer) => ({
  fam: 'invoices',
  fieldParameters: [
    { fieldsId: 1, values: [number] },
    { fieldsId: 2, values: ['Access Test Supplier'] },
    { fieldsId: 3, values: ['20250301'] },
    { fieldsId: 5, values: [42] },
  ],
  ...(file ? { fileInfo: 'data:application/pdf;base64,', file: file.toString('base64'), fileName: `${number}.pdf` } : {}),
});

/** The body of a new attachment, its content claimed to be of a type. */
export const attachment = (name: string, content: Buffer, claimed = 'application/octet-stream') => ({
  originalFileName: name,
  description: `About ${name}`,
  fileInfo: `data:${claimed};base64,`,
  file: content.toString('base64'),
});

/** A new, activated account with no store permissions, and its account id (its store identity). */
export async function registeredAccount(h: Harness): Promise<{ api: Client; id: number; login: string }> {
  const login = unique('store').toLowerCase();
  const email = `${login}@example.com`;
  expect((await h.anonymous.post('api/register', { login, email, password: 'secret-pass', langKey: 'en' })).status).toBe(201);
  const mail = await lastMailTo(h.admin, email, 'activation');
  expect((await h.anonymous.get(`api/activate?key=${linkIn(mail.text, '/account/activate').key}`)).status).toBe(200);
  const api = client(h.server.baseUrl, await h.server.token(login, 'secret-pass'));
  const me = await api.get(`${GW}/check-user`);
  expect(me.status).toBe(200);
  return { api, id: me.body.adiutoId, login };
}

/** Invoices written, a contract's id, accounts without permissions and permissions granted, on the server of a harness. */
export function gatewayHelpers(h: Harness) {
  const createInvoice = async (api: Client = h.user, file?: Buffer) => {
    const res = await api.post(`${GW}/entities`, invoice(unique('INV'), file));
    expect(res.status, res.text).toBe(201);
    return res.body as number;
  };
  const contractId = async () => (await h.user.post(`${GW}/execute-query`, { fam: 'contracts', max: 1 })).body.listData[0].id as number;

  const bareAccount = () => registeredAccount(h);

  /** Grants a permission to a store identity through a new alias; answers the alias's id. */
  async function grant(adiutoId: number, permission: Record<string, unknown>) {
    const p = await h.admin.post('api/permissions', { name: unique('perm'), ...permission });
    expect(p.status, p.text).toBe(201);
    const a = await h.admin.post('api/aliases', { name: unique('alias'), adiutoId, permissions: [{ id: p.body.id }] });
    expect(a.status, a.text).toBe(201);
    return a.body.id as number;
  }
  return { createInvoice, contractId, bareAccount, grant };
}

export type GatewayHelpers = ReturnType<typeof gatewayHelpers>;
