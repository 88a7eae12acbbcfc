import { badRequest } from '../errors/app-error.js';

/**
 * execute-query's body as the specification sends it (spec 001 §7): a query list with a family-key
 * entry, `[{"fam": "invoices", "max": 3}]`. One answer has one family's fields and one count, so the
 * list holds exactly one Query, and that Query names its family; the list's entry is then read as the
 * Query itself. A body that is no list (the Query alone) is left as it is.
 */
export function queryOfList(body: unknown): unknown {
  if (!Array.isArray(body)) return body;
  if (body.length === 0) throw badRequest('The query list is empty: send one Query naming its family, [{"fam": "invoices"}]');
  if (body.length > 1)
    throw badRequest(`The query list holds ${body.length} entries: execute-query answers one Query, so send a list of one ([{"fam": "invoices"}])`);
  const [entry] = body as unknown[];
  if (entry && typeof entry === 'object' && !Array.isArray(entry) && (entry as { fam?: unknown }).fam === undefined)
    throw badRequest('The entry of a query list names its family (fam); a value list is read with list-values');
  return entry;
}
