import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FilesystemFileStorage } from '../../server/docstore/file-storage.js';

/** The filesystem storage's sweep: what a crash left (temporary files, contents no row names) goes, once old enough. */
describe('FilesystemFileStorage.sweep', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  const setUp = async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-sweep-'));
    dirs.push(dir);
    const storage = new FilesystemFileStorage(dir);
    const put = (text: string) => storage.put(Buffer.from(text), createHash('sha256').update(text).digest('hex'));
    const age = (key: string, seconds: number) => {
      const when = new Date(Date.now() - seconds * 1000);
      fs.utimesSync(path.join(dir, key), when, when);
    };
    return { dir, storage, put, age, exists: (key: string) => fs.existsSync(path.join(dir, key)) };
  };

  it('removes old temporary files and old contents no row names; keeps held ones and young ones', async () => {
    const { dir, storage, put, age, exists } = await setUp();
    const held = await put('held by a row');
    const orphan = await put('left by a crash');
    const young = await put('being committed by another server');
    const temporary = `${orphan}.123.456.tmp`;
    fs.writeFileSync(path.join(dir, temporary), 'half');
    fs.writeFileSync(path.join(dir, 'README'), 'not ours');
    for (const key of [held, orphan, temporary]) age(key, 7_200);
    const asked: string[][] = [];
    const removed = await storage.sweep(async (keys) => {
      asked.push(keys);
      return new Set(keys.filter((k) => k === held));
    }, 3_600_000);
    expect(removed).toBe(2);
    expect([exists(held), exists(orphan), exists(temporary), exists(young), exists('README')]).toEqual([true, false, false, true, true]);
    // Only old contents are looked up, never temporary files.
    expect(asked.flat().sort()).toEqual([held, orphan].sort());
  });

  it('a content written again is touched, so a sweep counts its grace from then', async () => {
    const { storage, put, age } = await setUp();
    const key = await put('uploaded twice');
    age(key, 7_200);
    expect(await put('uploaded twice')).toBe(key);
    expect(await storage.sweep(async () => new Set(), 3_600_000)).toBe(0);
    expect(await storage.sweep(async () => new Set(), 0)).toBe(1);
  });

  it('sweeps an empty or missing folder without complaint', async () => {
    const { storage } = await setUp();
    expect(await storage.sweep(async () => new Set(), 0)).toBe(0);
    expect(await new FilesystemFileStorage(path.join(os.tmpdir(), 'portico-no-such-folder')).sweep(async () => new Set(), 0)).toBe(0);
  });
});
