import { nameIn, type ValueListEntry } from './model.js';
import { listOf, selectEntries, type QueryBody } from './query.js';
import type { DocumentStore } from './store.js';
import { describeField, listAnswer } from './wire.js';
import type { FamilyDescription, ListAnswer, ValueListDescription } from '../../src/shared/documents/gateway-wire.js';

/** `adiuto-admin/families`: every family with its fields, named in the language asked for. */
export function describeFamilies(store: DocumentStore, lang: string | undefined): FamilyDescription[] {
  return store.families().map((family) => ({
    id: family.id,
    key: family.key,
    name: nameIn(family.names, lang),
    names: family.names,
    fields: family.fields.map((field) => describeField(field, lang)),
    signing: family.signing !== undefined,
  }));
}

/** `adiuto-admin/lists`: every value list with its entries, named in the language asked for. */
export function describeLists(store: DocumentStore, lang: string | undefined): ValueListDescription[] {
  return store.lists().map((list) => ({ id: list.id, key: list.key, name: nameIn(list.names, lang), names: list.names, entries: list.entries }));
}

/**
 * `list-values`: a value list's entries, filtered on the label and paged like execute-query, as
 * `[{id, label}]` (`simple`) or as the List response (`advanced`); with the total before paging.
 */
export function listValues(
  store: DocumentStore,
  body: QueryBody,
  query: { type: 'simple' | 'advanced'; page?: number; size?: number },
): { total: number; answer: Pick<ValueListEntry, 'id' | 'label'>[] | ListAnswer } {
  const { total, rows } = selectEntries(body, listOf(store.lists(), body), query);
  return { total, answer: query.type === 'simple' ? rows.map((e) => ({ id: e.id, label: e.label })) : listAnswer(rows) };
}
