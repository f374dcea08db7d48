/**
 * Reads kept per key, each with the stamp it was read under (a generation, a deadline), answered
 * again while the caller says that stamp still holds. The least recently read key leaves first
 * past `maxKeys`; callers that ask for a key while its read is pending share it; a read that fails
 * is dropped, so the next call reads again. What `keptUntilChange` (page-cache.ts) and
 * `keptUntilChangeOf` (change-generation.ts) keep their values in.
 */
export type KeptReads<K, V, S> = (key: K, holds: (stamp: S) => boolean, stamp: () => S, read: () => Promise<V>) => Promise<V>

export function keptReads<K, V, S>(maxKeys = Infinity): KeptReads<K, V, S> {
  const kept = new Map<K, { stamp: S; value: Promise<V> }>()
  return (key, holds, stamp, read) => {
    const entry = kept.get(key)
    // Deleted and set again: a Map iterates in insertion order, so the first key is the least recently read.
    kept.delete(key)
    if (entry && holds(entry.stamp)) {
      kept.set(key, entry)
      return entry.value
    }
    const value = read()
    kept.set(key, { stamp: stamp(), value })
    if (kept.size > maxKeys) kept.delete(kept.keys().next().value as K)
    value.catch(() => {
      if (kept.get(key)?.value === value) kept.delete(key)
    })
    return value
  }
}
