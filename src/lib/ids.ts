/**
 * Every row is keyed by a uuid (docs/architecture.md, Data model). This module holds the one
 * check of an id, without a schema library, so that route params and URL readers (which ship in
 * every page's entry, decision 013) and the zod schemas (`idField` in src/lib/schema.ts) agree.
 */

/** 8-4-4-4-12 hexadecimal digits, either case. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_PATTERN.test(value)

/** A route param or URL value as an id, lower-cased as the database writes it; undefined when it names nothing. */
export const readId = (value: unknown): string | undefined => (isUuid(value) ? value.toLowerCase() : undefined)
