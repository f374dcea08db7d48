import { describe, expect, it } from 'vitest'
import { sitePathOf, sitePathProblem } from './site-path'

describe('sitePathProblem', () => {
  it('takes the site’s page paths in either language', () => {
    for (const path of ['/tr', '/en', '/tr/', '/tr/press/yeni-fabrika', '/en/jobs/a-b-c/', '/tr/değerler', '/tr/a.b/c-d_e~f']) {
      expect([path, sitePathProblem(path)]).toEqual([path, undefined])
    }
  })

  it('names what is wrong with anything else', () => {
    const cases: Array<[string, ReturnType<typeof sitePathProblem>]> = [
      ['https://evil.example/x', 'language'],
      ['//evil.example/x', 'language'],
      ['/de/x', 'language'],
      ['tr/x', 'language'],
      ['/trx', 'language'],
      ['javascript:alert(1)', 'language'],
      ['/tr/a//b', 'segments'],
      ['/tr//', 'segments'],
      ['/tr/../dashboard', 'segments'],
      ['/tr/./x', 'segments'],
      ['/tr/..', 'segments'],
      ['/tr/a?b=1', 'characters'],
      ['/tr/a#b', 'characters'],
      ['/tr/a b', 'characters'],
      ['/tr/a\\b', 'characters'],
      ['/tr/a\u0000b', 'characters'],
      ['/tr/a\nb', 'characters'],
      ['/tr/a\u0085b', 'characters'],
      ['/tr/a\uD800', 'characters'],
      [`/tr/${'a'.repeat(300)}`, 'length'],
    ]
    for (const [path, problem] of cases) expect([path, sitePathProblem(path)]).toEqual([path, problem])
  })
})

describe('sitePathOf', () => {
  it('drops a trailing slash and encodes the path as a browser sends it', () => {
    expect(sitePathOf('/tr/press/a/')).toBe('/tr/press/a')
    expect(sitePathOf('/tr/')).toBe('/tr')
    expect(sitePathOf('/tr/değerler')).toBe('/tr/de%C4%9Ferler')
    expect(sitePathOf('/tr/de%C4%9Ferler')).toBe('/tr/de%C4%9Ferler')
  })
})
