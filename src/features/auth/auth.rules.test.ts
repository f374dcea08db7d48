import { describe, expect, it } from 'vitest'
import { safeDashboardRedirect } from './auth.rules'

describe('safeDashboardRedirect', () => {
  it('keeps a dashboard path with its search', () => {
    expect(safeDashboardRedirect('/en/dashboard/users?x=1', 'en')).toBe('/en/dashboard/users?x=1')
  })
  it.each(['https://evil.example/en/dashboard', '//evil.example', '/en/login', '/\\evil.example', 42, undefined])(
    'falls back for %s',
    (target) => {
      expect(safeDashboardRedirect(target, 'tr')).toBe('/tr/dashboard')
    },
  )
})
