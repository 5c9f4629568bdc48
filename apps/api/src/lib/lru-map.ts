/**
 * A Map in least-recently-used order holding at most `max` entries: `touch` stores an entry as the
 * most recently used and drops the oldest past the bound. The response and page caches keep their
 * shelves in these.
 */
export function lruMap<V>(max: number) {
  const entries = new Map<string, V>();
  return {
    entries,
    touch(key: string, value: V) {
      entries.delete(key);
      entries.set(key, value); // most recently used last
      while (entries.size > max) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
  };
}
