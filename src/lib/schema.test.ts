import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { emailField, issueFields, listSearchSchema, textField } from './schema'

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
