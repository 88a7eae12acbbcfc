/** The ids of pages the visitor expanded, kept in local storage under the spec's key (001 §2). */
export const EXPANDED_KEY = 'pages-persisted';

export function readExpanded(scope: string): number[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(EXPANDED_KEY) ?? '{}');
    const ids = (stored as Record<string, unknown>)[scope];
    return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

export function writeExpanded(scope: string, ids: number[]): void {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(EXPANDED_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) stored = parsed as Record<string, unknown>;
  } catch {
    // A damaged entry is replaced.
  }
  localStorage.setItem(EXPANDED_KEY, JSON.stringify({ ...stored, [scope]: ids }));
}
