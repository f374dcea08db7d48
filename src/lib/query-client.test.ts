import { afterEach, describe, expect, it, vi } from 'vitest'
import { RequestError } from './errors'
import { createQueryClient } from './query-client'

afterEach(() => {
  vi.useRealTimers()
})

describe('createQueryClient', () => {
  it('tries a failing query twice in all (one retry, 1 s later) and then reports the failure', async () => {
    vi.useFakeTimers()
    const client = createQueryClient()
    const calls: number[] = []
    const query = client.fetchQuery({
      queryKey: ['failing'],
      queryFn: () => {
        calls.push(Date.now())
        return Promise.reject(new RequestError({ code: 'internal', message: 'boom' }))
      },
    })
    const settled = query.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(await settled).toBeInstanceOf(RequestError)
    expect(calls).toHaveLength(2)
    expect(calls[1]! - calls[0]!).toBe(1000)
  })

  it('repeats a write the server did not carry out (503) up to three times, 1, 2 and 4 s apart', async () => {
    vi.useFakeTimers()
    const client = createQueryClient()
    const calls: number[] = []
    const mutation = client
      .getMutationCache()
      .build(client, {
        mutationFn: () => {
          calls.push(Date.now())
          return Promise.reject(new RequestError({ code: 'unavailable', message: 'starting' }))
        },
      })
      .execute(undefined)
      .catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(await mutation).toBeInstanceOf(RequestError)
    expect(calls.map((at) => at - calls[0]!)).toEqual([0, 1000, 3000, 7000])
  })

  it('does not repeat a write that failed otherwise', async () => {
    const client = createQueryClient()
    let calls = 0
    const error = await client
      .getMutationCache()
      .build(client, {
        mutationFn: () => {
          calls++
          return Promise.reject(new RequestError({ code: 'internal', message: 'boom' }))
        },
      })
      .execute(undefined)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RequestError)
    expect(calls).toBe(1)
  })
})
