import { describe, expect, it } from 'vitest'
import { type KeptReads, keptReads } from './kept-reads'

/** A read that counts its calls and answers `${key}#${call}`. */
function counted() {
  const calls: string[] = []
  const read = (key: string) => () => {
    calls.push(key)
    return Promise.resolve(`${key}#${calls.length}`)
  }
  return { calls, read }
}

/** `kept` asked with stamps that always hold: only the key, the pending reads and `maxKeys` matter. */
const always = (kept: KeptReads<string, string, null>) => (key: string, read: () => Promise<string>) =>
  kept(
    key,
    () => true,
    () => null,
    read,
  )

describe('keptReads', () => {
  it('answers a key again while its stamp holds, and reads again once it does not', async () => {
    const kept = keptReads<string, string, number>()
    const { calls, read } = counted()
    let generation = 1
    const ask = (key: string) =>
      kept(
        key,
        (stamp) => stamp === generation,
        () => generation,
        read(key),
      )
    expect(await ask('a')).toBe('a#1')
    expect(await ask('a')).toBe('a#1')
    generation = 2
    expect(await ask('a')).toBe('a#2')
    expect(calls).toEqual(['a', 'a'])
  })

  it('shares a pending read between callers', async () => {
    const kept = keptReads<string, string, null>()
    const { calls, read } = counted()
    const ask = always(kept)
    const [first, second] = await Promise.all([ask('a', read('a')), ask('a', read('a'))])
    expect([first, second]).toEqual(['a#1', 'a#1'])
    expect(calls).toEqual(['a'])
  })

  it('lets the least recently read key go first past maxKeys', async () => {
    const kept = keptReads<string, string, null>(2)
    const { calls, read } = counted()
    const ask = (key: string) => always(kept)(key, read(key))
    await ask('a')
    await ask('b')
    await ask('a') // a is now the most recently read
    await ask('c') // b leaves
    await ask('a')
    await ask('b')
    expect(calls).toEqual(['a', 'b', 'c', 'b'])
  })

  it('does not keep a read that failed', async () => {
    const kept = keptReads<string, string, null>()
    let fail = true
    const read = () => (fail ? Promise.reject(new Error('unreachable')) : Promise.resolve('read'))
    const ask = always(kept)
    await expect(ask('a', read)).rejects.toThrow('unreachable')
    fail = false
    expect(await ask('a', read)).toBe('read')
  })
})
