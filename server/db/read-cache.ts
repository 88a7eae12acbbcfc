import type { DataVersion } from './connect.js';

/**
 * Remembers values read from the database for as long as the database has not changed. The version
 * comes from Database.dataVersion; without one every read goes to the database. Entries are weighed
 * (by default each counts 1) and the oldest are dropped once the budget is spent, so the memory it
 * takes stays bounded.
 */
export class ReadCache<T> {
  private readonly entries = new Map<string, { version: string; value: T; weight: number }>();
  private spent = 0;

  constructor(
    private readonly version: DataVersion | undefined,
    private readonly budget = 500,
    private readonly weigh: (value: T) => number = () => 1,
  ) {}

  /** The value kept for the key, else read and kept; `at`: a data version the caller has just read (else this cache reads one). */
  async get(key: string, read: () => Promise<T>, at?: string): Promise<T> {
    if (!this.version) return read();
    // Taken before reading: a write during the read leaves an entry that no later version matches.
    const version = at ?? (await this.version());
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.value;
    const value = await read();
    this.remember(key, version, value);
    return value;
  }

  /** Whether a value is kept for the key at this version. */
  has(key: string, version: string): boolean {
    return this.entries.get(key)?.version === version;
  }

  private remember(key: string, version: string, value: T): void {
    const weight = this.weigh(value);
    if (weight > this.budget) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.spent -= old.weight;
    }
    for (const [oldest, entry] of this.entries) {
      if (this.spent + weight <= this.budget) break;
      this.entries.delete(oldest);
      this.spent -= entry.weight;
    }
    this.entries.set(key, { version, value, weight });
    this.spent += weight;
  }
}

/** Keys seen once, each with the version it was seen at; at most `limit` of them (then all are forgotten). */
export class Sightings {
  private readonly seen = new Map<string, string>();

  constructor(private readonly limit = 10_000) {}

  /** Whether the key was seen before at this version; else it is noted as seen now. */
  again(key: string, version: string): boolean {
    if (this.seen.get(key) === version) {
      this.seen.delete(key);
      return true;
    }
    if (this.seen.size >= this.limit) this.seen.clear();
    this.seen.set(key, version);
    return false;
  }
}
