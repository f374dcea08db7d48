import { describe, expect, it } from 'vitest'
import { createTranslate, loadMessages, namespaces } from './i18n'

describe('loadMessages', () => {
  it('loads every namespace in both languages, the dashboard’s ones from their own list', async () => {
    for (const lang of ['tr', 'en'] as const) {
      const messages = await loadMessages(lang, namespaces)
      for (const ns of namespaces) expect(Object.keys(messages[ns] ?? {}).length, `${lang}/${ns}`).toBeGreaterThan(0)
    }
  })

  it('loads common and the namespaces asked for, once each', async () => {
    const messages = await loadMessages('en', ['auth', 'auth'])
    expect(Object.keys(messages).sort()).toEqual(['auth', 'common'])
    expect(messages.auth.title).toBe('Sign in to the dashboard')
  })

  it('loads the language asked for', async () => {
    const messages = await loadMessages('tr')
    expect(messages.common.nav.home).toBe('Ana sayfa')
  })
})

describe('createTranslate', () => {
  it('reads dotted keys of its namespace and fills {{placeholders}}', async () => {
    const t = createTranslate('en', await loadMessages('en'), 'common')
    expect(t('languageSwitcher.switchTo', { language: 'Turkish' })).toBe('Change language to Turkish')
  })

  it('gives the default value, else the key, for a string that is missing', () => {
    const t = createTranslate('en', { common: {} as never }, 'common')
    expect(t('nav.home', { defaultValue: 'Home page' })).toBe('Home page')
    expect(t('nav.home')).toBe('nav.home')
  })

  it('returns keys before the strings have loaded', () => {
    expect(createTranslate('tr', undefined, 'auth')('title')).toBe('title')
  })

  it('picks the plural form of a count string by Intl.PluralRules and writes the count in the language', async () => {
    const en = createTranslate('en', await loadMessages('en', ['corporate']), 'corporate')
    const tr = createTranslate('tr', await loadMessages('tr', ['corporate']), 'corporate')
    expect(en('brands.count', { count: 1 })).toBe('Showing 1 brand')
    expect(en('brands.count', { count: 0 })).toBe('Showing 0 brands')
    expect(en('chart.companyCount', { count: 1 })).toBe('1 company')
    expect(en('chart.companyCount', { count: 1234 })).toBe('1,234 companies')
    expect(tr('chart.companyCount', { count: 1 })).toBe('1 şirket')
    expect(tr('chart.companyCount', { count: 1234 })).toBe('1.234 şirket')
  })

  it('takes the "other" form when the language has no string for the category', () => {
    const t = createTranslate('en', { common: { rights: { other: '{{count}} items' } } as never }, 'common')
    expect(t('rights' as never, { count: 1 })).toBe('1 items')
  })
})
