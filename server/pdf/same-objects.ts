import type { PdfObject, PdfStream } from '@libpdf/core';
import { MAX_DEPTH, type Resolve } from './pdf-objects.js';

/**
 * Compares objects of two revisions of one PDF (the one a signature covers, and the file as it is
 * now), references followed on each side. Objects are compared as written: streams by their encoded
 * bytes, never inflated. A pair of references compared once is remembered, so that shared
 * resources are compared once and cycles end.
 */
export class SameObjects {
  private readonly known = new Map<string, boolean>();

  constructor(
    private readonly before: Resolve,
    private readonly after: Resolve,
    /** Keys not compared in any dictionary: those pointing back up a tree (/Parent, an annotation's /P). */
    private readonly skipped: ReadonlySet<string> = new Set(['Parent', 'P']),
  ) {}

  /** Whether two values are the same; `ignore` names more keys of these two dictionaries to leave out. */
  same(a: PdfObject | undefined, b: PdfObject | undefined, ignore: ReadonlySet<string> = NONE, depth = 0): boolean {
    if (a === undefined || b === undefined) return a === b;
    if (depth > MAX_DEPTH) return false;
    if (a.type === 'ref' && b.type === 'ref' && ignore === NONE) {
      const key = `${a.objectNumber}.${a.generation}/${b.objectNumber}.${b.generation}`;
      const known = this.known.get(key);
      if (known !== undefined) return known;
      this.known.set(key, true);
      const same = this.same(this.before(a) ?? undefined, this.after(b) ?? undefined, NONE, depth + 1);
      this.known.set(key, same);
      return same;
    }
    if (a.type === 'ref') return this.same(this.before(a) ?? undefined, b, ignore, depth + 1);
    if (b.type === 'ref') return this.same(a, this.after(b) ?? undefined, ignore, depth + 1);
    if (a.type !== b.type) return false;
    switch (a.type) {
      case 'null':
        return true;
      case 'bool':
      case 'number':
      case 'name':
        return a.value === (b as typeof a).value;
      case 'string':
        return sameBytes(a.bytes, (b as typeof a).bytes);
      case 'raw':
        return sameBytes(a.bytes, (b as typeof a).bytes);
      case 'array': {
        const other = b as typeof a;
        if (a.length !== other.length) return false;
        for (let i = 0; i < a.length; i++) if (!this.same(a.at(i), other.at(i), NONE, depth + 1)) return false;
        return true;
      }
      case 'dict':
      case 'stream': {
        const other = b as typeof a;
        const keys = new Set([...a.keys(), ...other.keys()].map((k) => k.value).filter((k) => !this.skipped.has(k) && !ignore.has(k)));
        for (const key of keys) if (!this.same(a.get(key), other.get(key), NONE, depth + 1)) return false;
        return a.type === 'dict' || sameBytes((a as PdfStream).data, (other as PdfStream).data);
      }
    }
  }
}

const NONE: ReadonlySet<string> = new Set();

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && Buffer.from(a.buffer, a.byteOffset, a.length).equals(Buffer.from(b.buffer, b.byteOffset, b.length));
}
