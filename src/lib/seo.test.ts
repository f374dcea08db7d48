import { describe, expect, it } from 'vitest'
import { breadcrumbJsonLd, jsonLdScript, META_DESCRIPTION_MAX, META_TITLE_MAX, pageHead, socialMeta, truncate } from './seo'

const ORIGIN = 'http://localhost:3000'

describe('truncate', () => {
  it('keeps short text as it is', () => {
    expect(truncate('Kıdemli Hemşire', META_TITLE_MAX)).toBe('Kıdemli Hemşire')
  })
  it('cuts titles to 60 and descriptions to 160 characters', () => {
    const long = 'word '.repeat(100)
    expect(truncate(long, META_TITLE_MAX).length).toBeLessThanOrEqual(60)
    expect(truncate(long, META_DESCRIPTION_MAX).length).toBeLessThanOrEqual(160)
    expect(truncate(long, META_TITLE_MAX).endsWith('…')).toBe(true)
  })
})

/** The head's meta as `name-or-property → content`, and its title. */
function metaOf(head: ReturnType<typeof pageHead>) {
  const entries = head.meta.flatMap((m) =>
    'title' in m ? [['title', m.title]] : [[('name' in m ? m.name : m.property) as string, m.content]],
  )
  return Object.fromEntries(entries) as Record<string, string>
}

describe('pageHead', () => {
  it('gives every page the sharing tags: og:type, og:site_name, the default 1200×630 og:image and a large Twitter card', () => {
    const meta = metaOf(pageHead({ lang: 'en', path: '/about', title: 'About', description: 'Who we are' }))
    expect(meta).toMatchObject({
      'og:type': 'website',
      'og:site_name': 'HOI Holding',
      'og:image': `${ORIGIN}/share.png`,
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:card': 'summary_large_image',
      'og:url': `${ORIGIN}/en/about`,
    })
    expect(meta).not.toHaveProperty('robots')
  })

  it("uses a page's own image as og:image, made absolute", () => {
    const meta = metaOf(pageHead({ lang: 'tr', path: '/x', title: 'X', image: '/api/public/images/abc' }))
    expect(meta['og:image']).toBe(`${ORIGIN}/api/public/images/abc`)
    expect(meta).not.toHaveProperty('og:image:width')
  })

  it('keeps a list page suffix on title and description however long they are', () => {
    const meta = metaOf(
      pageHead({ lang: 'tr', path: '/press?page=2', title: 'Başlık '.repeat(20), description: 'Metin '.repeat(60), suffix: ' — sayfa 2' }),
    )
    expect(meta.title).toMatch(/ — sayfa 2$/)
    expect(meta.title!.length).toBeLessThanOrEqual(META_TITLE_MAX)
    expect(meta.description).toMatch(/ — sayfa 2$/)
    expect(meta.description!.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX)
  })

  it('says noindex when asked (the apply form)', () => {
    expect(metaOf(pageHead({ lang: 'en', path: '/jobs/a/apply', title: 'Apply', noindex: true })).robots).toBe('noindex')
  })
})

describe('structured data', () => {
  it('socialMeta marks articles', () => {
    expect(socialMeta(ORIGIN, { type: 'article' })).toContainEqual({ property: 'og:type', content: 'article' })
  })

  it('writes JSON-LD with its context, with < escaped so that no text ends the script', () => {
    const script = jsonLdScript({ '@type': 'Thing', name: '</script><script>alert(1)</script>' })
    expect(script.type).toBe('application/ld+json')
    expect(script.children).not.toContain('<')
    expect(JSON.parse(script.children)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Thing',
      name: '</script><script>alert(1)</script>',
    })
  })

  it('lists breadcrumbs from the home, with absolute URLs and positions', () => {
    expect(
      breadcrumbJsonLd(ORIGIN, 'en', [
        { name: 'Open Positions', path: '/jobs' },
        { name: 'Nurse', path: '/jobs/nurse' },
      ]),
    ).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'HOI Holding', item: `${ORIGIN}/en` },
        { '@type': 'ListItem', position: 2, name: 'Open Positions', item: `${ORIGIN}/en/jobs` },
        { '@type': 'ListItem', position: 3, name: 'Nurse', item: `${ORIGIN}/en/jobs/nurse` },
      ],
    })
  })
})
