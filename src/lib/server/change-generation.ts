import type { Db } from '~/db/client'
import { applicationChanges, contactMessageChanges } from '~/db/schema'
import { type KeptReads, keptReads } from './kept-reads'

/** The one-row tables whose generation the database moves when a transaction that changed their rows commits. */
type GenerationTable = typeof applicationChanges | typeof contactMessageChanges

/**
 * What is read from a table's rows, kept until they change (decision 053): `table` holds a
 * generation that the database moves once per committed transaction that changed what it counts
 * (`application_changes`: applications inserted, deleted or moved, or a job given another
 * company; `contact_message_changes`: any change of a contact message). The returned function
 * reads the generation (one row), answers what it kept for `key` at that generation, and otherwise
 * calls `read` again, callers that ask for the same key meanwhile sharing the call. What was read
 * after generation g is never answered for a later one, so a change committed on any instance
 * shows on the next call. Kept per database, at most `maxKeys` keys (the least recently read leave
 * first); a failed read is not kept. `key` must name everything else the value depends on (the
 * reader's scope, the filters, the time when it matters).
 */
export function keptUntilChangeOf<V>(table: GenerationTable, maxKeys: number): (db: Db, key: string, read: () => Promise<V>) => Promise<V> {
  const keptPerDb = new WeakMap<Db, KeptReads<string, V, number>>()
  return async (db, key, read) => {
    const [row] = await db.select({ generation: table.generation }).from(table)
    const generation = Number(row?.generation ?? 0)
    let kept = keptPerDb.get(db)
    if (!kept) keptPerDb.set(db, (kept = keptReads(maxKeys)))
    return kept(
      key,
      (stamp) => stamp === generation,
      () => generation,
      read,
    )
  }
}
