import { describe, expect, it } from 'vitest'
import { namespaces } from './i18n'

type Tree = { [key: string]: string | Tree }

/** Every namespace's file, as the app loads them (a new namespace is checked without being listed here). */
const files = import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' })

/** A language's strings, namespace first: `{ common: {…}, jobs: {…} }`. */
const tree = (lang: 'tr' | 'en'): Tree => Object.fromEntries(namespaces.map((ns) => [ns, files[`./locales/${lang}/${ns}.json`]!]))

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [k, v] of leaves(value, path)) out.set(k, v)
  }
  return out
}

describe('locales', () => {
  const trKeys = leaves(tree('tr'))
  const enKeys = leaves(tree('en'))

  it('have the same keys in Turkish and English', () => {
    expect([...enKeys.keys()].sort()).toEqual([...trKeys.keys()].sort())
  })

  it('have no empty value', () => {
    const empty = [...trKeys, ...enKeys].filter(([, v]) => v.trim() === '').map(([k]) => k)
    expect(empty).toEqual([])
  })

  it('use the same interpolation variables in both languages', () => {
    const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
    const mismatched = [...trKeys].filter(([k, v]) => JSON.stringify(vars(v)) !== JSON.stringify(vars(enKeys.get(k) ?? '')))
    expect(mismatched.map(([k]) => k)).toEqual([])
  })

  // docs/product.md §9: wherever a number meets a noun, the string has plural forms, read with `{ count }`
  // (src/i18n/i18n.ts picks the form with Intl.PluralRules).
  const PLURAL = new Set(['zero', 'one', 'two', 'few', 'many', 'other'])
  const isPluralForm = (key: string) => {
    const parts = key.split('.')
    const parent = parts.slice(0, -1).join('.')
    const siblings = [...enKeys.keys()].filter((k) => k.startsWith(`${parent}.`) && k.split('.').length === parts.length)
    return PLURAL.has(parts.at(-1)!) && siblings.every((k) => PLURAL.has(k.split('.').at(-1)!))
  }

  it('give every count string plural forms, "one" and "other" in English', () => {
    // A count that stands alone after a label ("Users found: 3") meets no noun.
    const missing = [...enKeys, ...trKeys].filter(([k, v]) => v.includes('{{count}}') && !isPluralForm(k) && !v.endsWith(': {{count}}'))
    expect(missing.map(([k]) => k)).toEqual([])
    const parents = new Set([...enKeys.keys()].filter(isPluralForm).map((k) => k.replace(/\.[a-z]+$/, '')))
    const incomplete = [...parents].filter((parent) => !enKeys.has(`${parent}.one`) || !enKeys.has(`${parent}.other`))
    expect(incomplete).toEqual([])
  })

  it('let no other number placeholder meet an English noun', () => {
    // Numbers the code fills in; a word after one ("in {{minutes}} minutes") needs plural forms and `count`.
    const NUMBERS = 'count|total|from|to|page|totalPages|index|min|max|minutes|percent'
    const FUNCTION_WORDS = new Set(['of', 'to', 'and', 'or', 'in', 'per'])
    const meets = new RegExp(`\\{\\{(${NUMBERS})\\}\\} ([A-Za-z]+)`, 'g')
    const found = [...enKeys]
      .filter(([k]) => !isPluralForm(k))
      .flatMap(([k, v]) => [...v.matchAll(meets)].filter((m) => !FUNCTION_WORDS.has(m[2]!.toLowerCase())).map((m) => `${k}: ${m[0]}`))
    expect(found).toEqual([])
  })
})
