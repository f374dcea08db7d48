import { describe, expect, it } from 'vitest'
import { enumParam, listSearchReader, pageParam, pagination, textParam } from './list-search'

describe('list search params', () => {
  it('reads a page number, falling back to 1', () => {
    expect(pageParam('3')).toBe(3)
    expect(pageParam(2)).toBe(2)
    for (const bad of ['0', '-1', '1.5', 'abc', '', undefined, null, '99999999', {}]) expect(pageParam(bad)).toBe(1)
  })
  it('trims and cuts text, and drops empty text', () => {
    expect(textParam('  ayşe ', 10)).toBe('ayşe')
    expect(textParam('x'.repeat(20), 5)).toBe('xxxxx')
    expect(textParam('   ', 5)).toBeUndefined()
    expect(textParam({}, 5)).toBeUndefined()
  })
  it('accepts only known values', () => {
    expect(enumParam('admin', ['admin', 'editor'] as const)).toBe('admin')
    expect(enumParam('root', ['admin', 'editor'] as const)).toBeUndefined()
  })
  it('counts pages, with at least one', () => {
    expect(pagination(1, 20, 0)).toEqual({ page: 1, limit: 20, total: 0, totalPages: 1 })
    expect(pagination(2, 20, 41)).toEqual({ page: 2, limit: 20, total: 41, totalPages: 3 })
  })

  it('builds a list reader: the fields in their order, then the page, absent for page 1', () => {
    const read = listSearchReader({ status: ['new', 'read'], q: 5 })
    expect(read({ status: 'read', q: ' abcdefg ', page: '3', other: 'x' })).toEqual({ status: 'read', q: 'abcde', page: 3 })
    expect(Object.keys(read({ q: 'a' }))).toEqual(['status', 'q', 'page'])
    expect(read({ status: 'gone', page: '1' })).toEqual({ status: undefined, q: undefined, page: undefined })
  })
})
