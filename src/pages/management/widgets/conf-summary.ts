const MAX_ENTRIES = 4;
const MAX_LENGTH = 40;

const shorten = (text: string) => (text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text);

/** A value in a few words: a text (or its first translation), a number, yes/no, a list's items (or how many it holds). */
function describe(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() ? shorten(value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim()) : undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.every((v) => typeof v !== 'object') ? shorten(value.join(', ')) : String(value.length);
  if (value && typeof value === 'object') {
    const first = Object.values(value).find((v) => typeof v === 'string');
    return typeof first === 'string' ? describe(first) : undefined;
  }
  return undefined;
}

/**
 * A widget's configuration in a few lines for its card (`fam: invoices`, `actions: details, export`):
 * the first settings it has, its place on the grid left out (the card shows that by itself).
 */
export function confSummary(conf: Record<string, unknown>): { key: string; value: string }[] {
  return Object.entries(conf)
    .filter(([key]) => key !== 'layout')
    .map(([key, value]) => ({ key, value: describe(value) }))
    .filter((e): e is { key: string; value: string } => e.value !== undefined)
    .slice(0, MAX_ENTRIES);
}
