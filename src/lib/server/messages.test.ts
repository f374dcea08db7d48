import { describe, expect, it } from 'vitest'
import enCommon from '~/i18n/locales/en/common.json'
import enContact from '~/i18n/locales/en/contact.json'
import trCommon from '~/i18n/locales/tr/common.json'
import trContact from '~/i18n/locales/tr/contact.json'
import { commonMessage, fieldMessage, fieldMessages, serverText } from './messages'

const contact = { namespace: 'contact' as const, text: serverText('contact', { tr: trContact, en: enContact }) }

describe('server messages', () => {
  it('reads common strings in either language, with their parameters', () => {
    expect(commonMessage('en', 'validation.required')).toBe(enCommon.validation.required)
    expect(commonMessage('tr', 'validation.required')).toBe(trCommon.validation.required)
    expect(commonMessage('en', 'no.such.key')).toBe('no.such.key')
  })

  it('fills a validation message’s parameter from after the colon', () => {
    expect(fieldMessage('en', 'validation.minLength:2')).toBe('Must be at least 2 characters')
    expect(fieldMessage('en', 'validation.maxLength:1')).toBe('Must be at most 1 character')
    expect(fieldMessage('tr', 'validation.minLength:2')).toBe('En az 2 karakter olmalıdır')
  })

  it('reads a feature’s own keys from its namespace, and leaves other text as it is', () => {
    expect(fieldMessage('en', 'contact.validation.consent', contact)).toBe(enContact.validation.consent)
    expect(fieldMessage('tr', 'contact.validation.consent', contact)).toBe(trContact.validation.consent)
    expect(fieldMessage('en', 'contact.validation.nothing', contact)).toBe('contact.validation.nothing')
    expect(fieldMessage('en', 'contact.validation.consent')).toBe('contact.validation.consent')
    expect(fieldMessage('en', 'Already a sentence')).toBe('Already a sentence')
  })

  it('localizes every field of a failure', () => {
    expect(fieldMessages('en', { name: 'validation.required', consent: 'contact.validation.consent' }, contact)).toEqual({
      name: enCommon.validation.required,
      consent: enContact.validation.consent,
    })
    expect(fieldMessages('en', undefined)).toBeUndefined()
  })
})
