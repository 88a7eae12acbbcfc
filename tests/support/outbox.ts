import type { Client } from '../api/client.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- outbox bodies are checked field by field */

/** Messages to `recipient` in the outbox, newest first, read through the administrator's API. */
export async function mailsTo(admin: Client, recipient: string): Promise<any[]> {
  const res = await admin.get(`api/admin/mail-outbox?size=100&recipient.equals=${encodeURIComponent(recipient)}`);
  if (res.status !== 200) throw new Error(`The outbox answered ${res.status}`);
  return res.body;
}

/** The newest message to `recipient`, with its text and HTML; waits a little for it to be written. */
export async function lastMailTo(admin: Client, recipient: string, mailKey?: string): Promise<any> {
  for (let i = 0; i < 50; i++) {
    const found = (await mailsTo(admin, recipient)).find((m) => !mailKey || m.mailKey === mailKey);
    if (found) return (await admin.get(`api/admin/mail-outbox/${found.id}`)).body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No ${mailKey ?? ''} mail to ${recipient}`);
}

/** The first link in a mail's text that contains `path`, and the key at its end (query `key=` or last path segment). */
export function linkIn(text: string, path: string): { url: string; key: string } {
  const url = text.split(/\s+/).find((word) => word.startsWith('http') && word.includes(path));
  if (!url) throw new Error(`No link to ${path} in:\n${text}`);
  const parsed = new URL(url);
  const key = parsed.searchParams.get('key') ?? decodeURIComponent(parsed.pathname.split('/').pop()!);
  return { url, key };
}
