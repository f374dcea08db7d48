import { isNotFound } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { AppError } from './errors'
import { dashboardHead } from './dashboard-head'
import { loadEntity } from './load-entity'
import type { Messages } from '~/i18n/i18n'

const statuses: number[] = []
vi.mock('./page-status', () => ({ pageStatus: (status: number) => statuses.push(status) }))

const id = '0b6f3c1e-8f7a-4c2d-9e1b-2a3c4d5e6f70'

async function notFound(run: () => Promise<unknown>) {
  statuses.length = 0
  const error = await run().then(
    () => undefined,
    (reason: unknown) => reason,
  )
  // The router's notFound, not an Error: the page's notFoundComponent shows it, no error boundary.
  expect(isNotFound(error)).toBe(true)
  expect(error).not.toBeInstanceOf(Error)
  expect(statuses).toEqual([404])
}

describe('loadEntity', () => {
  it('loads the row by its lower-cased id', async () => {
    const load = vi.fn(async (value: string) => ({ id: value }))
    await expect(loadEntity(id.toUpperCase(), load)).resolves.toEqual({ id })
    expect(load).toHaveBeenCalledWith(id)
  })

  it('answers 404 for a malformed id without loading anything', async () => {
    const load = vi.fn(async () => ({}))
    await notFound(() => loadEntity('new', load))
    expect(load).not.toHaveBeenCalled()
  })

  it('answers 404 when the row is missing', async () => {
    await notFound(() => loadEntity(id, async () => null))
    await notFound(() => loadEntity(id, async () => undefined))
  })

  it('answers 404 when the row’s read says not found', async () => {
    await notFound(() => loadEntity(id, () => Promise.reject(new AppError('not_found'))))
  })

  it('lets the loader’s own failures through', async () => {
    await expect(loadEntity(id, () => Promise.reject(new AppError('forbidden')))).rejects.toMatchObject({ code: 'forbidden' })
  })
})

describe('dashboardHead', () => {
  it('names the deepest page that has a title, and the site', () => {
    const messages = { dashboard: { titles: { users: 'Users', home: 'Home' } } } as unknown as Messages
    const page = (title?: 'users' | 'home') => ({ staticData: title ? { title } : {} })
    expect(dashboardHead(messages, [page(), page('home'), page('users'), page()])).toEqual({ meta: [{ title: 'Users · HOI Holding' }] })
    expect(dashboardHead(messages, [page(), page()])).toEqual({})
  })
})
