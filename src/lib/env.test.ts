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

  it('names every invalid variable at once, on one line', () => {
    expect(() => parseEnv({ PORT: 'eighty', ADMIN_PASSWORD: 'short', LOG_LEVEL: 'loud' })).toThrow(
      /^Invalid environment: PORT must be a number between 1 and 65535; ADMIN_PASSWORD must be at least 12 characters; LOG_LEVEL: [^\n]+$/,
    )
  })

  it('turns metrics on only with a long enough token, and says why it refuses one', () => {
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined()
    expect(parseEnv({ METRICS_TOKEN: '  ' }).METRICS_TOKEN).toBeUndefined()
    const token = 'f3a1'.repeat(16)
    expect(parseEnv({ METRICS_TOKEN: ` ${token} ` }).METRICS_TOKEN).toBe(token)
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(/^Invalid environment: METRICS_TOKEN must be at least 32 characters/)
    expect(() => parseEnv({ METRICS_TOKEN: `${token} ${token}` })).toThrow('METRICS_TOKEN may hold only letters, digits')
  })

  it('says what a port must be', () => {
    for (const PORT of ['abc', '0', '65536', '80.5']) {
      expect(() => parseEnv({ PORT })).toThrow('Invalid environment: PORT must be a number between 1 and 65535')
    }
  })

  it('reads the flags as true or false and refuses anything else', () => {
    expect(parseEnv({})).toMatchObject({ SEED_DEMO: true, ENABLE_ERROR_PREVIEW: false })
    expect(parseEnv({ SEED_DEMO: 'false', ENABLE_ERROR_PREVIEW: 'true' })).toMatchObject({ SEED_DEMO: false, ENABLE_ERROR_PREVIEW: true })
    expect(() => parseEnv({ ENABLE_ERROR_PREVIEW: 'yes' })).toThrow('ENABLE_ERROR_PREVIEW must be true or false')
    expect(() => parseEnv({ SEED_DEMO: '1' })).toThrow('SEED_DEMO must be true or false')
  })

  it('treats CI and TEST as set when they hold any non-empty value, as srvx does', () => {
    expect(parseEnv({})).toMatchObject({ CI: false, TEST: false })
    expect(parseEnv({ CI: 'true', TEST: '1' })).toMatchObject({ CI: true, TEST: true })
    expect(parseEnv({ CI: '' })).toMatchObject({ CI: false })
  })

  it('resolves MIGRATIONS_DIR from the working directory and leaves it unset when empty', () => {
    expect(parseEnv({ MIGRATIONS_DIR: 'drizzle' }).MIGRATIONS_DIR).toBe(path.resolve('drizzle'))
    expect(parseEnv({ MIGRATIONS_DIR: ' ' }).MIGRATIONS_DIR).toBeUndefined()
    expect(parseEnv({}).MIGRATIONS_DIR).toBeUndefined()
  })
})

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    expect(parseEnv({}).TRUST_PROXY).toEqual({ mode: 'off' })
    for (const TRUST_PROXY of ['', ' ', 'false', 'off', '0']) expect(parseEnv({ TRUST_PROXY }).TRUST_PROXY).toEqual({ mode: 'off' })
  })

  it('reads a hop count', () => {
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toEqual({ mode: 'hops', hops: 1 })
    expect(parseEnv({ TRUST_PROXY: ' 2 ' }).TRUST_PROXY).toEqual({ mode: 'hops', hops: 2 })
  })

  it('reads a list of proxy addresses and CIDR ranges', () => {
    const trust = parseEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,::1, 2001:db8::/32' }).TRUST_PROXY
    expect(trust.mode).toBe('list')
    expect(trust.mode === 'list' && trust.proxies).toEqual(['10.0.0.0/8', '192.168.1.5', '::1', '2001:db8::/32'])
  })

  it('refuses a value that is neither, naming the variable and the bad entry', () => {
    expect(() => parseEnv({ TRUST_PROXY: 'proxy.example' })).toThrow(
      /^Invalid environment: TRUST_PROXY: "proxy\.example" is not an IP address or CIDR range$/,
    )
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow('TRUST_PROXY: "10.0.0.0/33" has an invalid prefix length')
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.1, nope' })).toThrow('TRUST_PROXY: "nope" is not an IP address or CIDR range')
    expect(() => parseEnv({ TRUST_PROXY: '99' })).toThrow('TRUST_PROXY: a hop count must be between 0 and 16')
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: trusting every proxy/)
    expect(() => parseEnv({ TRUST_PROXY: ',' })).toThrow(/TRUST_PROXY: expected a hop count/)
  })
})
