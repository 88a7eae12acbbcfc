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

/**
 * Content-addressed files under one folder (`ab/abcdef…`): the same bytes are kept once, and a file
 * is written to a temporary name and renamed, so that a reader never sees half a file.
 */
export class FilesystemFileStorage implements FileStorage {
  constructor(private readonly dir: string) {}

  async put(content: Buffer, sha256: string): Promise<string> {
    const key = `${sha256.slice(0, 2)}/${sha256}`;
    const target = this.pathOf(key);
    try {
      await fs.access(target);
      return key;
    } catch {
      // not there yet
    }
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    await fs.writeFile(temporary, content);
    await fs.rename(temporary, target);
    return key;
  }

  open(location: string): Readable {
    return createReadStream(this.pathOf(location));
  }

  private pathOf(key: string): string {
    if (!/^[0-9a-f]{2}\/[0-9a-f]{64}$/.test(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(this.dir, key);
  }
}
