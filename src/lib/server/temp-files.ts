import { rmSync } from 'node:fs'

/**
 * Temporary files under way (an upload being read, a stored file being written): removed when the
 * process exits before their owner removed them, so that a stopped server leaves no applicant's
 * file behind (docs/product.md §11). What a killed process leaves, the orphan sweep removes
 * (orphan-sweep.ts).
 */
const live = new Set<string>()
let hooked = false

/** Tracks `file` until the returned function is called (its owner removed it or handed it on). */
export function trackTempFile(file: string): () => void {
  if (!hooked) {
    hooked = true
    process.once('exit', removeTempFiles)
  }
  live.add(file)
  return () => {
    live.delete(file)
  }
}

/** Removes every tracked file now; synchronous, as the `exit` event requires. */
export function removeTempFiles(): void {
  for (const file of live) {
    try {
      rmSync(file, { force: true })
    } catch {
      // Nothing more can be done at exit; the orphan sweep removes it later.
    }
  }
  live.clear()
}
