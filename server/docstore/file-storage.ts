import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where the bytes of document files and attachments live. Their metadata (size, sniffed type,
 * SHA-256) is always in `ds_file`; the content either in that row too (the default: one backup holds
 * everything) or in files named by their SHA-256, for installations whose database should stay small.
 */
export interface FileStorage {
  /** Keeps the content; answers its storage key, or undefined when the content goes into the ds_file row. */
  put(content: Buffer, sha256: string): Promise<string | undefined>;
  /** The content kept under a key that put answered, as a stream. */
  open(location: string): Readable;
}

export class DatabaseFileStorage implements FileStorage {
  async put(): Promise<undefined> {
    return undefined;
  }

  open(): Readable {
    throw new Error('Files kept in the database have no storage key');
  }
}

const TEMPORARY = /\.tmp$/;
/** Storage keys looked up at once while sweeping. */
const SWEEP_BATCH = 500;

/**
 * Content-addressed files under one folder (`ab/abcdef…`): the same bytes are kept once, and a file
 * is written to a temporary name, flushed to disk and renamed, so that neither a reader nor a crash
 * ever leaves half a file under its name. The content is written before its ds_file row commits, so
 * a crash or a failed transaction can leave a content that no row names: `sweep` removes those.
 */
export class FilesystemFileStorage implements FileStorage {
  constructor(private readonly dir: string) {}

  async put(content: Buffer, sha256: string): Promise<string> {
    const key = `${sha256.slice(0, 2)}/${sha256}`;
    const target = this.pathOf(key);
    try {
      // Already kept: touched, so that a sweep counts its grace from now, while this row is being written.
      const now = new Date();
      await fs.utimes(target, now, now);
      return key;
    } catch {
      // not there yet
    }
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    const file = await fs.open(temporary, 'w');
    try {
      await file.writeFile(content);
      await file.sync();
    } finally {
      await file.close();
    }
    await fs.rename(temporary, target);
    return key;
  }

  /**
   * Removes temporary files and contents that no row names (`held` answers which of some keys rows
   * name), once older than `graceMs`: another server on the same folder may be between writing a
   * content and committing its row. Answers how many files it removed.
   */
  async sweep(held: (keys: string[]) => Promise<Set<string>>, graceMs: number): Promise<number> {
    const before = Date.now() - graceMs;
    let removed = 0;
    const remove = async (file: string) => {
      await fs.rm(file, { force: true });
      removed++;
    };
    for (const prefix of await fs.readdir(this.dir).catch(() => [] as string[])) {
      if (!/^[0-9a-f]{2}$/.test(prefix)) continue;
      const candidates: string[] = [];
      for (const name of await fs.readdir(path.join(this.dir, prefix))) {
        const file = path.join(this.dir, prefix, name);
        const stat = await fs.stat(file).catch(() => undefined);
        if (!stat?.isFile() || stat.mtimeMs > before) continue;
        if (TEMPORARY.test(name)) await remove(file);
        else if (/^[0-9a-f]{64}$/.test(name)) candidates.push(`${prefix}/${name}`);
      }
      for (let i = 0; i < candidates.length; i += SWEEP_BATCH) {
        const keys = candidates.slice(i, i + SWEEP_BATCH);
        const kept = await held(keys);
        for (const key of keys) if (!kept.has(key)) await remove(this.pathOf(key));
      }
    }
    return removed;
  }

  open(location: string): Readable {
    return createReadStream(this.pathOf(location));
  }

  private pathOf(key: string): string {
    if (!/^[0-9a-f]{2}\/[0-9a-f]{64}$/.test(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(this.dir, key);
  }
}
