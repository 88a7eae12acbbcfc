import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR, type Config } from '../config.js';
import type { Database } from '../database.js';
import type { DocumentStore } from '../docstore/store.js';
import type { OutboxStore } from '../mail/outbox.js';
import { verifySmtp } from '../mail/transport.js';
import { timedPing } from './database-ping.js';

export interface HealthDeps {
  database: Database;
  config: Config;
  documents: DocumentStore;
  outbox: OutboxStore;
}

/** Below this many free bytes in the data folder, diskSpace is DOWN (Spring Boot's default threshold). */
export const DISK_SPACE_THRESHOLD = 10 * 1024 * 1024;

export type Status = 'UP' | 'DOWN';

export interface Component {
  status: Status;
  details?: Record<string, unknown>;
}

export interface Health {
  status: Status;
  components: Record<string, Component>;
}

/** The folder the server keeps its data in: the SQLite file's, else ./data (or the working folder). */
export function dataFolder(databaseUrl: string): string {
  if (databaseUrl.startsWith('sqlite:') && databaseUrl !== 'sqlite::memory:') return path.dirname(path.resolve(ROOT_DIR, databaseUrl.slice(7)));
  const data = path.join(ROOT_DIR, 'data');
  return fs.existsSync(data) ? data : ROOT_DIR;
}

/** A component's check; one that throws is DOWN with its message, and the others still run. */
async function check(run: () => Promise<Component>): Promise<Component> {
  try {
    return await run();
  } catch (error) {
    return { status: 'DOWN', details: { error: error instanceof Error ? error.message : String(error) } };
  }
}

async function databaseHealth({ database }: HealthDeps): Promise<Component> {
  return {
    status: 'UP',
    details: { database: database.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite', validationQuery: 'select 1', responseTimeMs: await timedPing(database.db) },
  };
}

async function mailHealth({ config, outbox }: HealthDeps): Promise<Component> {
  // The outbox is the transport without SMTP_URL; with it, the SMTP server must answer.
  if (config.mail.smtpUrl) await verifySmtp(config.mail.smtpUrl);
  return { status: 'UP', details: { transport: config.mail.smtpUrl ? 'smtp' : 'outbox', ...(await outbox.figures()) } };
}

async function documentStoreHealth({ config, documents }: HealthDeps): Promise<Component> {
  const families = documents.families();
  const started = performance.now();
  // Counting the current documents of one family reads the store's tables through its indexes.
  const { total } = families.length ? await documents.query({ family: families[0], filters: [], offset: 0, limit: 0 }) : { total: 0 };
  return {
    status: 'UP',
    details: { fileStorage: config.documents.storage, families: families.length, countedFamily: families[0]?.key ?? null, currentDocuments: total, responseTimeMs: performance.now() - started },
  };
}

async function diskSpaceHealth({ config }: HealthDeps): Promise<Component> {
  const folder = dataFolder(config.databaseUrl);
  const stats = await fs.promises.statfs(folder);
  const free = stats.bavail * stats.bsize;
  return {
    status: free >= DISK_SPACE_THRESHOLD ? 'UP' : 'DOWN',
    details: { path: folder, total: stats.blocks * stats.bsize, free, threshold: DISK_SPACE_THRESHOLD, exists: true },
  };
}

/**
 * The server's health in Spring Boot actuator's shape: the database, mail, the document store, the
 * data folder's free space, each checked in turn; UP only when every component is.
 */
export async function readHealth(deps: HealthDeps): Promise<Health> {
  const components: Record<string, Component> = {
    db: await check(() => databaseHealth(deps)),
    mail: await check(() => mailHealth(deps)),
    documentStore: await check(() => documentStoreHealth(deps)),
    diskSpace: await check(() => diskSpaceHealth(deps)),
    ping: { status: 'UP' },
  };
  const status: Status = Object.values(components).every((c) => c.status === 'UP') ? 'UP' : 'DOWN';
  return { status, components };
}
