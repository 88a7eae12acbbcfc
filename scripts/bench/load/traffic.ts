/**
 * The portal's traffic for the load benchmark, in the proportions of a working day: people opening
 * composer pages, their lists querying the document store, documents created with a file, and
 * entity rows edited in the console.
 */
import { randomBytes } from 'node:crypto';
import { createListPage, signIn } from '../composer/server.js';
import type { LoadRequest } from './run-load.js';

/** Out of 100 requests. */
export const MIX = { 'composer page': 40, 'gateway query': 35, 'document create with file': 10, 'entity edit': 15 } as const;

/** Bytes of the file each created document carries. */
const FILE_BYTES = 32 * 1024;
const GW = 'api/adiuto-gateway';

export interface Traffic {
  /** The next request of client `n`, drawn from the mix. */
  next(client: number): LoadRequest;
}

/**
 * Prepares what the requests need on a freshly seeded portal (tokens, a page with a list widget, one
 * theme per client to edit) through `setupUrl`, then sends the traffic to `targetUrl` (a server or a
 * proxy in front of several).
 */
export async function prepareTraffic(setupUrl: string, targetUrl: string, clients: number): Promise<Traffic> {
  const admin = await signIn(setupUrl, 'admin');
  const user = await signIn(setupUrl, 'user');
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${setupUrl}/${path}`, { method, headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- read member by member
  };
  const { path } = await createListPage(setupUrl, admin);
  const [page] = await call('GET', `api/pages?path.equals=${encodeURIComponent(path)}`);
  const themes: { id: number; name: string; conf: string }[] = [];
  for (let n = 0; n < clients; n++) themes.push(await call('POST', 'api/themes', { name: `load-${n}-${Date.now()}`, conf: '{}' }));
  const file = randomBytes(FILE_BYTES).toString('base64');
  const edits = new Array<number>(clients).fill(0);

  const send = (method: string, address: string, token: string, body?: unknown) =>
    fetch(`${targetUrl}/${address}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const is = (status: number) => (res: Response) => res.status === status;

  const kinds: Record<keyof typeof MIX, (client: number) => LoadRequest> = {
    'composer page': () => ({ kind: 'composer page', send: () => send('GET', `api/composer/pages/${page.id}?eager=true`, user), ok: is(200) }),
    'gateway query': () => {
      // A list's page turns and sorts: a different page of a different order each time.
      const sortField = [1, 2, 3, 5][Math.floor(Math.random() * 4)];
      const query = { fam: 'invoices', max: 20, order: sortField, asc: Math.random() < 0.5 };
      return { kind: 'gateway query', send: () => send('POST', `${GW}/execute-query?page=${Math.floor(Math.random() * 50)}&size=20`, user, query), ok: is(200) };
    },
    'document create with file': (client) => ({
      kind: 'document create with file',
      send: () =>
        send('POST', `${GW}/entities`, admin, {
          fam: 'contracts',
          fieldParameters: [
            { fieldsId: 1, values: `LOAD-${client}-${Date.now() % 1e9}` },
            { fieldsId: 2, values: 'Load test' },
          ],
          fileInfo: 'data:application/octet-stream;base64,',
          file,
          fileName: 'load.bin',
        }),
      ok: is(201),
    }),
    'entity edit': (client) => {
      const theme = themes[client];
      return { kind: 'entity edit', send: () => send('PUT', `api/themes/${theme.id}`, admin, { ...theme, conf: JSON.stringify({ edit: ++edits[client] }) }), ok: is(200) };
    },
  };
  const table = Object.entries(MIX).flatMap(([kind, share]) => new Array<keyof typeof MIX>(share).fill(kind as keyof typeof MIX));
  return { next: (client) => kinds[table[Math.floor(Math.random() * table.length)]](client) };
}
