import { htmlText } from './html-text'

/**
 * Versions on the dashboard (decision 056, docs/product.md §20): what a history page reads, and
 * the readable comparison of two versions — fields side by side, body text word by word.
 * Client-safe and zod-free.
 */

/** A value an edit form holds: text, a number, a switch, or nothing. */
export type SnapshotValue = string | number | boolean | null

/** An entry's editable values as its edit form holds them, by field name. */
export type VersionSnapshot = Record<string, SnapshotValue>

/** One version in the history list. */
export interface VersionItem {
  number: number
  createdAt: string
  /** The fields this save changed (empty for the first version). */
  changed: string[]
  /** The version a restore brought back, else null. */
  restoredFrom: number | null
  /** Who saved it; null for a deleted user or the state before versions were kept. */
  authorName: string | null
}

/** A version and the one before it (null for the first), to compare. */
export interface VersionPair {
  number: number
  snapshot: VersionSnapshot
  previous: VersionSnapshot | null
}

export interface DiffPart {
  kind: 'same' | 'added' | 'removed'
  text: string
}

/** Beyond this many words on each side, a changed text is shown as removed then added, whole. */
const DIFF_WORDS_MAX = 3000

/**
 * The word-by-word difference of two texts (a longest common subsequence of their words, spaces
 * kept with the word before them), merged into runs.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  if (before === after) return before ? [{ kind: 'same', text: before }] : []
  const a = before.match(/\S+\s*|\s+/g) ?? []
  const b = after.match(/\S+\s*|\s+/g) ?? []
  if (a.length > DIFF_WORDS_MAX || b.length > DIFF_WORDS_MAX) {
    return [...(before ? [{ kind: 'removed' as const, text: before }] : []), ...(after ? [{ kind: 'added' as const, text: after }] : [])]
  }
  // lengths[i][j]: the common subsequence of a[i..] and b[j..], in one typed array.
  const width = b.length + 1
  const lengths = new Uint16Array((a.length + 1) * width)
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i * width + j] =
        a[i]!.trim() === b[j]!.trim()
          ? lengths[(i + 1) * width + j + 1]! + 1
          : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!)
    }
  }
  const parts: DiffPart[] = []
  const push = (kind: DiffPart['kind'], text: string) => {
    const last = parts.at(-1)
    if (last?.kind === kind) last.text += text
    else parts.push({ kind, text })
  }
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    if (a[i]!.trim() === b[j]!.trim()) {
      push('same', b[j]!)
      i++
      j++
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) push('removed', a[i++]!)
    else push('added', b[j++]!)
  }
  while (i < a.length) push('removed', a[i++]!)
  while (j < b.length) push('added', b[j++]!)
  return parts
}

/** A snapshot value as text to compare: HTML as its reading text, lists joined, nothing as empty. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return /<\/?[a-z][^>]*>/i.test(value) ? htmlText(value) : value
  if (Array.isArray(value)) return value.map(valueText).join(', ')
  return String(value)
}

/**
 * What a version changed against the one before it, field by field in the given order: `changed`,
 * the fields whose text a reader sees differs; `restyled`, those whose words are the same and
 * whose markup is not (a word made bold, a list made of paragraphs, or the editor rewriting the
 * markup an import left). A version is kept for either (`changedFields`, compared as stored).
 */
export function compareVersions(
  previous: VersionSnapshot,
  next: VersionSnapshot,
  fields: readonly string[],
): { changed: string[]; restyled: string[] } {
  const changed: string[] = []
  const restyled: string[] = []
  for (const field of fields) {
    if (valueText(previous[field]) !== valueText(next[field])) changed.push(field)
    else if ((previous[field] ?? null) !== (next[field] ?? null)) restyled.push(field)
  }
  return { changed, restyled }
}
