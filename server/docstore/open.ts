import path from 'node:path';
import type { Config } from '../config.js';
import { ROOT_DIR } from '../config.js';
import type { Database } from '../database.js';
import { EmbeddedDocumentStore } from './embedded.js';
import { DatabaseFileStorage, FilesystemFileStorage } from './file-storage.js';
import { loadDocumentModel } from './model-files.js';
import { withRetries } from './retrying-store.js';
import type { DocumentStore } from './store.js';

/**
 * The configured document store: the embedded one, on the configured file storage, behind the retry
 * mechanism. Its families are those of `schemas/families/` and of a `families/` folder in each
 * extra schema folder (PORTICO_SCHEMA_DIRS).
 */
export async function openDocumentStore(database: Database, config: Config['documents'], schemaDirs: string[] = []): Promise<DocumentStore> {
  const files = config.storage === 'filesystem' ? new FilesystemFileStorage(config.filesDir) : undefined;
  const familyDirs = [path.join(ROOT_DIR, 'schemas', 'families'), ...schemaDirs.map((dir) => path.join(dir, 'families'))];
  const embedded = await EmbeddedDocumentStore.open(database, loadDocumentModel(familyDirs), files ?? new DatabaseFileStorage());
  // What a crash left in the folder is removed in the background, so that the start does not wait for a walk of every file.
  if (files)
    void files
      .sweep((keys) => embedded.heldLocations(keys), config.orphanGraceSeconds * 1000)
      .catch((error: unknown) => process.stderr.write(`Sweeping ${config.filesDir} failed: ${String(error)}\n`));
  return withRetries(embedded, { attempts: config.retryAttempts, baseDelayMs: config.retryBaseDelayMs });
}
