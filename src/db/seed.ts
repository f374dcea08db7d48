import type { Db } from './client'

/** Inserts demo jobs and contents into an empty database. Returns what it inserted, or null. */
export async function seedDemoContent(_db: Db): Promise<{ jobs: number; contents: number } | null> {
  return null
}
