import { type APIRequestContext } from '@playwright/test';
import { apiToken, expect } from './support.js';

/** An invoice of `user`'s numbered `number` holding `file`, dated last so that it is the list's first row. */
export async function invoiceWithFile(request: APIRequestContext, number: string, file: Buffer): Promise<number> {
  const created = await request.post('/api/adiuto-gateway/entities/', {
    headers: { authorization: `Bearer ${await apiToken(request, 'user')}` },
    data: {
      fam: 'invoices',
      fieldParameters: [
        { fieldsId: 1, values: [number] },
        { fieldsId: 2, values: ['Viewer Test Supplies'] },
        { fieldsId: 3, values: ['20991231'] },
        { fieldsId: 5, values: [10] },
      ],
      fileInfo: 'data:application/pdf;base64,',
      file: file.toString('base64'),
      fileName: `${number}.pdf`,
    },
  });
  expect(created.status()).toBe(201);
  return Number(await created.json());
}
