import { describe, expect, it } from 'vitest'
import { OTHER_ROUTE, ROUTE_LABELS, routeLabel } from './route-label'

describe('routeLabel', () => {
  it('names the file route of a path, not the path', () => {
    expect(routeLabel('/en')).toBe('/$lang')
    expect(routeLabel('/tr/')).toBe('/$lang')
    expect(routeLabel('/en/about')).toBe('/$lang/about')
    expect(routeLabel('/en/jobs')).toBe('/$lang/jobs')
    expect(routeLabel('/en/jobs/nurse-istanbul')).toBe('/$lang/jobs/$slug')
    expect(routeLabel('/en/jobs/nurse-istanbul/apply')).toBe('/$lang/jobs/$slug/apply')
    expect(routeLabel('/tr/press/some-article')).toBe('/$lang/press/$slug')
    expect(routeLabel('/en/dashboard/jobs/edit/0b7e…')).toBe('/$lang/dashboard/jobs/edit/$id')
    expect(routeLabel('/api/public/jobs/nurse/applications')).toBe('/api/public/jobs/$slug/applications')
    expect(routeLabel('/api/public/contents/en/some-slug')).toBe('/api/public/contents/$lang/$slug')
    expect(routeLabel('/metrics')).toBe('/metrics')
    expect(routeLabel('/healthz')).toBe('/healthz')
    expect(routeLabel('/sitemap.xml')).toBe('/sitemap.xml')
    expect(routeLabel('/_serverFn/abc123')).toBe('/_serverFn/$id')
    expect(routeLabel('/assets/main-x1y2.js')).toBe('/assets/$file')
    expect(routeLabel('/')).toBe('/')
  })

  it('prefers a literal segment to a parameter, as the router does', () => {
    expect(routeLabel('/en/dashboard/jobs/create')).toBe('/$lang/dashboard/jobs/create')
    expect(routeLabel('/en/dashboard/applicants/42')).toBe('/$lang/dashboard/applicants/$id')
  })

  it('answers `other` for anything else, so that clients cannot add series', () => {
    expect(routeLabel('/favicon.ico')).toBe(OTHER_ROUTE)
    expect(routeLabel('/METRICS')).toBe(OTHER_ROUTE)
    expect(routeLabel('/xx/about')).toBe(OTHER_ROUTE)
    expect(routeLabel('/en/about/more/and/more')).toBe(OTHER_ROUTE)
    expect(routeLabel('/wp-login.php')).toBe(OTHER_ROUTE)
    expect(routeLabel('no-slash')).toBe(OTHER_ROUTE)
    expect(routeLabel(`/${'a/'.repeat(5000)}`)).toBe(OTHER_ROUTE)
    const labels = new Set(Array.from({ length: 5000 }, (_, n) => routeLabel(`/random-${n}/${n}`)))
    expect([...labels]).toEqual([OTHER_ROUTE])
  })

  it('has a bounded set of labels, each a pattern without a trailing slash', () => {
    expect(ROUTE_LABELS.length).toBeLessThan(100)
    expect(new Set(ROUTE_LABELS).size).toBe(ROUTE_LABELS.length)
    for (const label of ROUTE_LABELS) if (label !== '/') expect(label.endsWith('/')).toBe(false)
  })
})
