import type { Db } from '../database.js';
import { STATE } from './store-tables.js';

/**
 * The current version of every document that is not deleted, by its first version's id, with its
 * file's name: what a feature keeping rows of its own about documents (signature requests hang on the
 * first version) joins to list them in SQL, filtered, sorted and paged there rather than document by
 * document. A deleted document has no current version, so it drops out of the join. Read through
 * ds_document_root_idx (root_id, state).
 */
export const currentVersions = (db: Db) =>
  db.selectFrom('ds_document').select(['root_id as doc_root_id', 'id as doc_id', 'file_name as doc_file_name']).where('state', '=', STATE.current).as('doc');
