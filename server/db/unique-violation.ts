/**
 * Whether a failed statement broke a unique index (or a unique constraint), on either database:
 * another request wrote the same value first. PostgreSQL's SQLSTATE 23505, better-sqlite3's
 * SQLITE_CONSTRAINT_UNIQUE.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
