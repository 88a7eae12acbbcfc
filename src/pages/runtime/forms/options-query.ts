import { shownDate } from '../../../shared/documents/dates.js';
import type { ListAnswer } from '../../../shared/documents/gateway-wire.js';
import type { GatewayQuery } from '../../../shared/documents/gateway-query.js';
import { isBlank } from '../../../shared/documents/search-filters.js';
import type { Choices } from '../../../shared/generated/widget-confs.js';
import type { Choice } from './form-values.js';

/** The Query of a field's choices: the gateway's, always with how many. */
export type ChoicesQuery = GatewayQuery & { max: number };

/** The most choices a field offers. */
export const MAX_CHOICES = 1000;

/**
 * The Query that finds a field's choices (its placeholders already resolved): a value list's entries,
 * or the documents of a family sorted on the field whose values are offered; with the configured
 * filter, which may carry the values of other fields of the form (the spec's dependency data).
 */
export function choicesQuery(options: Choices): ChoicesQuery {
  const { filter } = options;
  const source: Omit<ChoicesQuery, 'max'> = options.list !== undefined ? { list: options.list } : { fam: options.fam, ...(options.field ? { order: options.field, asc: true } : {}) };
  if (!filter?.f.length) return { ...source, max: MAX_CHOICES };
  return { ...source, max: MAX_CHOICES, f: filter.f, o: filter.o, v1: filter.v1, ...(filter.v2 ? { v2: filter.v2 } : {}) };
}

/**
 * The choices in a family's documents: the distinct values of the field offered (the first field when
 * none is named), a list field's entries with their ids, dates shown DD/MM/YYYY.
 */
export function choicesFromAnswer(answer: ListAnswer, field?: number): Choice[] {
  const fieldId = field ?? answer.fields[0]?.id;
  const kind = answer.fields.find((f) => f.id === fieldId)?.kind;
  const seen = new Set<string>();
  const choices: Choice[] = [];
  for (const row of answer.list) {
    const value = row.fields[String(fieldId)];
    if (!value || isBlank(value.val)) continue;
    const label = kind === 'date' ? (shownDate(value.val) ?? String(value.val)) : String(value.val);
    if (seen.has(label)) continue;
    seen.add(label);
    choices.push({ id: value.idval ?? label, label });
  }
  return choices;
}
