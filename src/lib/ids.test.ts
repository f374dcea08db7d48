import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { isUuid, readId } from './ids'
import { idField, idSchema } from './schema'

const id = '0b6f3c1e-8f7a-4c2d-9e1b-2a3c4d5e6f70'

describe('ids', () => {
  it('accepts a uuid in either case and reads it lower-cased', () => {
    expect(isUuid(id)).toBe(true)
    expect(readId(id.toUpperCase())).toBe(id)
  })

  it.each(['', 'new', `${id}x`, ` ${id}`, id.replace(/-/g, ''), '0b6f3c1e-8f7a-4c2d-9e1b-2a3c4d5e6f7g', 42, undefined, null])(
    'names nothing for %j',
    (value) => {
      expect(isUuid(value)).toBe(false)
      expect(readId(value)).toBeUndefined()
    },
  )

  it('gives the schemas the same answer for the ids the database makes, with the common message', () => {
    expect(idSchema.parse({ id })).toEqual({ id })
    expect(idField().safeParse(crypto.randomUUID()).success).toBe(true)
    const refused = z.object({ id: idField() }).safeParse({ id: 'new' })
    expect(refused.success).toBe(false)
    expect(refused.error?.issues[0]?.message).toBe('validation.invalidValue')
  })
})
