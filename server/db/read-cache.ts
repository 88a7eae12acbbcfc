/**
 * Remembers values read from the database for as long as the database has not changed. The version
 * comes from Database.dataVersion; without one (PostgreSQL, where other servers write too) every
 * read goes to the database. Entries are weighed (by default each counts 1) and the oldest are
 * dropped once the budget is spent, so the memory it takes stays bounded.
 */
export class ReadCache<T> {
  private readonly entries = new Map<string, { version: string; value: T; weight: number }>();
  private spent = 0;

  constructor(
    private readonly version: (() => string) | undefined,
    private readonly budget = 500,
    private readonly weigh: (value: T) => number = () => 1,
  ) {}

  async get(key: string, read: () => Promise<T>): Promise<T> {
    if (!this.version) return read();
    // Taken before reading: a write during the read leaves an entry that no later version matches.
    const version = this.version();
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.value;
    const value = await read();
    this.remember(key, version, value);
    return value;
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
