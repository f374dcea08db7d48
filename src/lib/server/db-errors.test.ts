import net from 'node:net'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable, isUniqueViolation } from './db-errors'

/** The error node-postgres gives for a port nobody listens on. */
async function refusedConnectionError(): Promise<unknown> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'x', database: 'x' })
  return client.connect().then(
    () => undefined,
    (error: unknown) => error,
  )
}

describe('isDatabaseUnavailable', () => {
  it('recognises a refused connection, also inside a wrapper as Drizzle throws it', async () => {
    const refused = await refusedConnectionError()
    expect(isDatabaseUnavailable(refused)).toBe(true)
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: refused }))).toBe(true)
  })

  it('recognises a terminated backend, a server not accepting connections and pool timeouts', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(
      true,
    )
    expect(isDatabaseUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true)
    expect(isDatabaseUnavailable(Object.assign(new Error('connection failure'), { code: '08006' }))).toBe(true)
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
  })

  it('leaves query errors and other failures alone', () => {
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' })
    expect(isDatabaseUnavailable(unique)).toBe(false)
    expect(isUniqueViolation(unique)).toBe(true)
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false)
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false)
    expect(isDatabaseUnavailable(undefined)).toBe(false)
  })
})
