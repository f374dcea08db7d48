import { describe, expect, it } from 'vitest'
import { createTranslate, loadMessages } from './i18n'

describe('loadMessages', () => {
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
})
