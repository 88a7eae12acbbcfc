import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { GATEWAY } from '../../../../docstore/gateway-api';
import { apiFetch } from '../../../../providers/httpClient';
import type { AwaitingSignature, SentForSignature } from '../../../../shared/signing/inbox';

/**
 * The signature inboxes' reads (docs/signing.md, "Inboxes"): one page of what awaits the signed-in
 * person's signature, or of the requests they asked, with the total from x-total-count.
 */

export interface InboxRows {
  awaiting: AwaitingSignature;
  sent: SentForSignature;
}
export type InboxKind = keyof InboxRows;

/** The member sorted on, as the API names it, and the direction. */
export interface InboxSort {
  field: string;
  asc: boolean;
}

/** A click on a column's header: the same column again reverses the order, another sorts on it ascending. */
export const nextInboxSort = (sort: InboxSort, field: string): InboxSort => ({ field, asc: sort.field === field ? !sort.asc : true });

/**
 * Under the gateway's key, so that a save or a signature anywhere on the page (the page store's
 * events) reads the inboxes again: a signed document leaves "awaiting", its request moves on in "sent".
 */
export const inboxQuery = <K extends InboxKind>(kind: K, page: number, size: number, sort: InboxSort) =>
  queryOptions({
    queryKey: ['gateway', 'sign-inbox', kind, page, size, sort.field, sort.asc],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), size: String(size), sort: `${sort.field},${sort.asc ? 'asc' : 'desc'}` });
      const { json, headers } = await apiFetch<InboxRows[K][]>(`${GATEWAY}/sign/inbox/${kind}?${query}`, { signal });
      return { rows: json, total: Number(headers.get('x-total-count') ?? json.length) };
    },
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });

/** Today in the visitor's own calendar, as due dates are written (YYYY-MM-DD). */
export function today(now = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/** A due date that has passed: the day after it has begun. */
export const isOverdue = (dueDate: string | null, on: string) => dueDate !== null && dueDate < on;
