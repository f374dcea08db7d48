import { describe, expect, it } from 'vitest'
import { detectLanguage, languageFromAcceptHeader, languageOfPath, switchLanguagePath } from './language'

describe('detectLanguage', () => {
  it('prefers the language cookie', () => {
    expect(detectLanguage({ cookie: 'a=1; language=en', acceptLanguage: 'tr-TR' })).toBe('en')
  })
  it('ignores an unsupported cookie and falls back to Accept-Language', () => {
    expect(detectLanguage({ cookie: 'language=de', acceptLanguage: 'en-GB,en;q=0.9' })).toBe('en')
  })
  it('defaults to Turkish', () => {
    expect(detectLanguage({})).toBe('tr')
    expect(detectLanguage({ acceptLanguage: 'de-DE,fr;q=0.8' })).toBe('tr')
  })
})

describe('languageFromAcceptHeader', () => {
  it.each([
    ['en-GB', 'en'],
    ['en-CA', 'en'],
    ['en-AU', 'en'],
    ['en-IE', 'en'],
    ['en-US', 'en'],
    ['tr-TR', 'tr'],
    ['tr', 'tr'],
  ])('maps %s to %s', (header, lang) => {
    expect(languageFromAcceptHeader(header)).toBe(lang)
  })
  it('honours quality values', () => {
    expect(languageFromAcceptHeader('tr;q=0.5, en-US;q=0.9')).toBe('en')
    expect(languageFromAcceptHeader('de, en;q=0')).toBeUndefined()
  })
})

describe('paths', () => {
  it('reads the language segment', () => {
    expect(languageOfPath('/en/jobs/x')).toBe('en')
    expect(languageOfPath('/de/jobs')).toBeUndefined()
    expect(languageOfPath('/')).toBeUndefined()
  })
  it('switches the first segment and keeps the rest', () => {
    expect(switchLanguagePath('/tr/jobs/nurse?x=1', 'en')).toBe('/en/jobs/nurse?x=1')
    expect(switchLanguagePath('/tr', 'en')).toBe('/en')
    expect(switchLanguagePath('/unknown', 'en')).toBe('/en')
  })
})
