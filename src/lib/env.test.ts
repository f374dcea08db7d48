import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseEnv } from './env'

describe('parseEnv', () => {
  it('fills the defaults of the embedded set-up', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({ PORT: 3000, APP_ORIGIN: 'http://localhost:3000', LOGIN_LIMIT_PER_IP: 30 })
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.DATA_DIR).toBe(path.resolve('./data'))
  })

  it('treats empty values as unset and trims a trailing slash from the origin', () => {
    const env = parseEnv({ DATABASE_URL: '', ADMIN_PASSWORD: '', APP_ORIGIN: 'https://hoi.example/', PORT: '8080' })
    expect(env).toMatchObject({ APP_ORIGIN: 'https://hoi.example', PORT: 8080 })
    expect(env.DATABASE_URL ?? env.ADMIN_PASSWORD).toBeUndefined()
  })

  it('names every invalid variable at once', () => {
    expect(() => parseEnv({ PORT: 'eighty', ADMIN_PASSWORD: 'short', LOG_LEVEL: 'loud' })).toThrow(
      /PORT[\s\S]*ADMIN_PASSWORD: ADMIN_PASSWORD must be at least 12 characters[\s\S]*LOG_LEVEL/,
    )
  })
})
