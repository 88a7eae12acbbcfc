/**
 * Remembers values read from the database for as long as the database has not changed. The version
 * comes from Database.dataVersion; without one (PostgreSQL, where other servers write too) every
 * read goes to the database.
 */
export class ReadCache<T> {
  private readonly entries = new Map<string, { version: string; value: T }>();

  constructor(
    private readonly version: (() => string) | undefined,
    private readonly capacity = 500,
  ) {}

  async get(key: string, read: () => Promise<T>): Promise<T> {
    if (!this.version) return read();
    // Taken before reading: a write during the read leaves an entry that no later version matches.
    const version = this.version();
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.value;
    const value = await read();
    if (this.entries.size >= this.capacity) this.entries.clear();
    this.entries.set(key, { version, value });
    return value;
  }
}
