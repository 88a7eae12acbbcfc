import { badRequest } from '../errors/app-error.js';
import type { StoreIdentity } from './access.js';
import type { Gateway } from './gateway.js';
import { nameIn } from './model.js';
import { findFamily, findList, parseQuery, selectEntries, type QueryBody } from './query.js';
import type { DocumentStore } from './store.js';
import { documentsAnswer, listAnswer } from './wire.js';

export type Paging = { page?: number; size?: number };

/**
 * Runs a Query as execute-query answers it (and the token query, which runs a stored one): the List
 * response of a family's documents or of a value list's entries, and the x-total-count (at most max).
 */
export async function answerQuery(store: DocumentStore, body: QueryBody, paging: Paging, lang: string | undefined) {
  if (body.fam === undefined) {
    if (body.list === undefined) throw badRequest('A query names a family (fam) or a value list (list)');
    const { total, rows } = selectEntries(body, findList(store.lists(), body.list), paging);
    return { total, answer: listAnswer(rows) };
  }
  const family = findFamily(store.families(), body.fam);
  const { query, max } = parseQuery(body, family, store.lists(), paging);
  const result = await store.query(query);
  return { total: Math.min(result.total, max), answer: documentsAnswer(family, result.documents, store.lists(), lang) };
}

/** Refuses with a 400 a Query that execute-query would refuse, without running it. */
export function checkQuery(store: DocumentStore, body: QueryBody): void {
  if (body.fam === undefined) {
    if (body.list === undefined) throw badRequest('A query names a family (fam) or a value list (list)');
    selectEntries(body, findList(store.lists(), body.list), {});
  } else {
    parseQuery(body, findFamily(store.families(), body.fam), store.lists(), {});
  }
}

/** Refuses with 403 a family Query the identity may not read; value lists are open to every identity. */
export async function requireReadable(gateway: Gateway, identity: StoreIdentity, body: QueryBody): Promise<void> {
  if (body.fam === undefined) return;
  const family = findFamily(gateway.store.families(), body.fam);
  await gateway.access.require(identity, family.id, 'read', nameIn(family.names, 'en'));
}

/** execute-query: a Query run for an identity that may read what it asks for (403 otherwise). */
export async function runQuery(gateway: Gateway, identity: StoreIdentity, body: QueryBody, paging: Paging, lang: string | undefined) {
  await requireReadable(gateway, identity, body);
  return answerQuery(gateway.store, body, paging, lang);
}
