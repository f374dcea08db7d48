import { expect, test } from '@playwright/test'

// The sitemap and robots.txt as a crawler reads them (issue 8): served, well-formed, reciprocal.
for (const path of ['/api/sitemap', '/sitemap.xml']) {
  test(`${path} is a well-formed sitemap of the public pages in both languages, with reciprocal alternates`, async ({ page, request }) => {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8')
    const xml = await response.text()

    // The browser's own XML parser: a malformed document yields a <parsererror>.
    await page.goto('about:blank')
    const summary = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml')
      if (doc.getElementsByTagName('parsererror').length > 0) return null
      const xhtml = 'http://www.w3.org/1999/xhtml'
      return [...doc.getElementsByTagName('url')].map((url) => ({
        loc: url.getElementsByTagName('loc')[0]!.textContent!,
        lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
        alternates: [...url.getElementsByTagNameNS(xhtml, 'link')].map((link) => ({
          lang: link.getAttribute('hreflang')!,
          href: link.getAttribute('href')!,
        })),
      }))
    }, xml)
    expect(summary).not.toBeNull()
    const urls = summary!
    const origin = new URL(urls[0]!.loc).origin
    const locs = new Set(urls.map((url) => url.loc))
    for (const lang of ['tr', 'en'])
      for (const pagePath of ['', '/jobs', '/values', '/together', '/press', '/documents'])
        expect(locs).toContain(`${origin}/${lang}${pagePath}`)
    // The demo seed's open job, and its closed and draft ones absent.
    expect(locs).toContain(`${origin}/en/jobs/international-patient-coordinator-istanbul`)
    expect([...locs].some((loc) => loc.includes('site-engineer-civil-antalya') || loc.includes('quantity-surveyor-dubai'))).toBe(false)

    for (const url of urls.filter((candidate) => candidate.alternates.length > 0)) {
      for (const alternate of url.alternates.filter((link) => link.lang !== 'x-default')) {
        expect(locs).toContain(alternate.href)
        const back = urls.find((other) => other.loc === alternate.href)!
        expect(back.alternates.map((link) => link.href)).toContain(url.loc)
      }
    }
    expect(urls.find((url) => url.loc === `${origin}/tr/jobs`)!.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/)
  })
}

test('robots.txt names the sitemap by its absolute URL and keeps the dashboard out', async ({ request }) => {
  const response = await request.get('/robots.txt', { maxRedirects: 0 })
  expect(response.status()).toBe(200)
  const robots = await response.text()
  expect(robots).toContain('Disallow: /tr/dashboard')
  expect(robots).toMatch(/^Sitemap: https?:\/\/[^/\s]+\/sitemap\.xml$/m)
})

/** Whether robots.txt lets a crawler fetch `path`, as Google reads it: the longest matching rule wins, Allow on a tie. */
function allowedByRobots(robots: string, path: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S*)/i.exec(line.trim()))
    .filter((match) => match !== null && match[2] !== '' && path.startsWith(match[2]!))
    .map((match) => ({ allow: match![1]!.toLowerCase() === 'allow', length: match![2]!.length }))
    .sort((a, b) => b.length - a.length || Number(b.allow) - Number(a.allow))
  return rules[0]?.allow ?? true
}

test('robots.txt lets crawlers read the RSS feeds the press pages link to, and the sitemap; not the rest of the API', async ({
  page,
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text()
  for (const lang of ['tr', 'en']) {
    await page.goto(`/${lang}/press`)
    const feed = new URL((await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href'))!).pathname
    expect(allowedByRobots(robots, feed), `${feed}\n${robots}`).toBe(true)
    expect((await request.get(feed)).status()).toBe(200)
  }
  expect(allowedByRobots(robots, '/api/sitemap')).toBe(true)
  expect(allowedByRobots(robots, '/api/dashboard/documents')).toBe(false)
  expect(allowedByRobots(robots, '/api/public/jobs')).toBe(false)
  expect(allowedByRobots(robots, '/en/dashboard/users')).toBe(false)
})

test('the sitemap, the feeds and the public lists are kept like pages: a cache hit, and a 304 to their ETag', async ({ request }) => {
  for (const path of [
    '/sitemap.xml',
    '/api/feeds/press/en',
    '/api/public/jobs?limit=5',
    '/api/public/contents?category=press&language=tr',
  ]) {
    await request.get(path)
    const hit = await request.get(path)
    expect(hit.headers()['x-cache'], path).toBe('HIT')
    const etag = hit.headers().etag!
    expect((await request.get(path, { headers: { 'If-None-Match': etag } })).status(), path).toBe(304)
  }
  // While the site fits in one file there are no numbered files.
  expect(allowedByRobots(await (await request.get('/robots.txt')).text(), '/api/sitemaps/1.xml')).toBe(true)
  for (const name of ['1.xml', '0.xml', 'x.xml', '1']) expect((await request.get(`/api/sitemaps/${name}`)).status(), name).toBe(404)
})
