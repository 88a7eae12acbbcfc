/**
 * The one walk up parent links, for pages and anything else that hangs by a parent id. Stored data
 * may hold a loop (an import, an old bug); the walk stops where it meets an id a second time.
 */
export interface ParentChain<K> {
  /** `start`, its parent, its parent's parent ..., up to a root or to the last id before a repeat. */
  chain: K[];
  /** The id met a second time, when the links loop; the loop is `chain` from its first place on. */
  loopsAt?: K;
}

/** The chain above `start` by `parentOf` (undefined or null: a root, or a parent not known). */
export function parentChain<K>(start: K | null | undefined, parentOf: (id: K) => K | null | undefined): ParentChain<K> {
  const chain: K[] = [];
  const seen = new Set<K>();
  for (let at = start; at != null; at = parentOf(at)) {
    if (seen.has(at)) return { chain, loopsAt: at };
    seen.add(at);
    chain.push(at);
  }
  return { chain };
}
