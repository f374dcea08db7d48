/*
 * Turkish letters folded to ASCII, so "istanbul" finds "İstanbul" and "yazilim" finds "Yazılım"
 * whatever the database's collation does with non-ASCII case. Shared by the search columns of the
 * schema (src/db/schema/columns.ts) and the patterns of the dashboard's text search
 * (src/lib/server/text-search.ts): both sides must fold alike.
 */
export const FOLD_FROM = 'ÇĞİIÖŞÜçğıöşü'
export const FOLD_TO = 'cgiiosucgiosu'

export const foldText = (text: string) => text.replace(/[ÇĞİIÖŞÜçğıöşü]/g, (c) => FOLD_TO[FOLD_FROM.indexOf(c)]!)
