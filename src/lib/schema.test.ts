import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { emailField, isoDateField, issueFields, listSearchSchema, textField } from './schema'

const fieldsOf = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value)
  return parsed.success ? undefined : issueFields(parsed.error)
}

describe('schema helpers', () => {
  const form = z.object({
    name: textField({ min: 2, max: 10 }),
    note: textField({ min: 0, max: 20, multiline: true }),
    email: emailField(),
  })

  it('carries the limit in the message', () => {
    expect(fieldsOf(form, { name: 'a', note: '', email: 'a@b.co' })).toEqual({ name: 'validation.minLength:2' })
    expect(fieldsOf(form, { name: 'a'.repeat(11), note: '', email: 'a@b.co' })).toEqual({ name: 'validation.maxLength:10' })
  })

  it('refuses control characters, and line breaks in single-line fields only', () => {
    expect(fieldsOf(form, { name: 'Ay\u0000se', note: 'a\nb', email: 'a@b.co' })).toEqual({ name: 'validation.controlCharacters' })
    expect(fieldsOf(form, { name: 'Ay\nse', note: 'a\u0007', email: 'a@b.co' })).toEqual({
      name: 'validation.controlCharacters',
      note: 'validation.controlCharacters',
    })
  })

  it('refuses a lone surrogate', () => {
    expect(fieldsOf(form, { name: 'Ay\uD800se', note: '', email: 'a@b.co' })).toEqual({ name: 'validation.invalidValue' })
  })

  it('limits e-mail addresses to 254 characters and lower-cases them', () => {
    expect(fieldsOf(form, { name: 'Ayşe', note: '', email: `${'a'.repeat(250)}@b.co` })).toEqual({ email: 'validation.maxLength:254' })
    expect(form.parse({ name: ' Ayşe ', note: '', email: ' Ayse@Example.COM ' })).toMatchObject({ name: 'Ayşe', email: 'ayse@example.com' })
  })

  it('names a missing or wrongly typed field', () => {
    expect(fieldsOf(form, { name: 5 })).toMatchObject({ name: 'validation.required', email: 'validation.required' })
  })
})

describe('listSearchSchema', () => {
  const schema = listSearchSchema({ status: ['new', 'read'], day: z.string().regex(/^\d{4}$/) })

  it('makes every filter optional and starts on page 1', () => {
    expect(schema.parse({})).toEqual({ page: 1 })
    expect(schema.parse({ status: 'read', day: '2026', q: 'abc', page: 2 })).toEqual({ status: 'read', day: '2026', q: 'abc', page: 2 })
  })

  it('refuses values outside the filters, a long search and a page below 1', () => {
    expect(schema.safeParse({ status: 'gone' }).success).toBe(false)
    expect(schema.safeParse({ day: '26' }).success).toBe(false)
    expect(schema.safeParse({ q: 'a'.repeat(101) }).success).toBe(false)
    expect(schema.safeParse({ page: 0 }).success).toBe(false)
  })
})

describe('isoDateField', () => {
  const day = isoDateField('own.date')
  const minute = isoDateField('own.dateTime', { time: true })

  it('takes empty or a real ISO day (or minute), as the date field sends them', () => {
    expect(day.parse('')).toBe('')
    expect(day.parse('2026-11-25')).toBe('2026-11-25')
    expect(minute.parse('2026-11-25T14:30')).toBe('2026-11-25T14:30')
  })

  it("refuses typed text that was not turned into ISO, days that do not exist, garbage and huge input, with the form's message", () => {
    const message = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message
    for (const value of ['25.11.2026', '2026-02-30', '2026-11-25T14:30', 'x'.repeat(100_000), '2026-11-25\u0000', 'null']) {
      expect(message(day, value), value.slice(0, 20)).toBe('own.date')
    }
    expect(message(minute, '2026-11-25T24:00')).toBe('own.dateTime')
    expect(fieldsOf(z.object({ d: day }), { d: 5 })).toEqual({ d: 'validation.required' })
  })
})
