import { expect, it } from 'vitest'
import { serializeError } from './logger'

it('keeps query parameters out of logged errors and their causes', () => {
  const cause = Object.assign(new Error('invalid byte sequence'), { code: '22021' })
  const error = Object.assign(
    new Error('Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: a@b.co,$argon2id$v=19$secret'),
    {
      params: ['a@b.co', '$argon2id$v=19$secret'],
      cause,
    },
  )
  const logged = JSON.stringify(serializeError(error))
  expect(logged).toContain('Failed query: insert into')
  expect(logged).toContain('invalid byte sequence')
  expect(logged).not.toContain('argon2')
  expect(logged).not.toContain('a@b.co')
})
