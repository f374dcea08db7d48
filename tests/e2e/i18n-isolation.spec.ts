import { expect, test } from '@playwright/test'
import { type Lang, text } from './fixtures.ts'

/**
 * The language of one request must never leak into another that the server renders at the same
 * time (string tables, route context, the page cache): many concurrent requests for both languages,
 * each sending the other language's cookie and Accept-Language to tempt the server.
 */
const other = (lang: Lang): Lang => (lang === 'tr' ? 'en' : 'tr')

/** Strings a page shows in its language; the other language's versions must be absent. */
const markers = {
  home: (lang: Lang) => [text(lang, 'home', 'title'), text(lang, 'home', 'intro'), text(lang, 'common', 'skipToContent')],
  login: (lang: Lang) => [text(lang, 'auth', 'title'), text(lang, 'auth', 'subtitle'), text(lang, 'auth', 'backToSite')],
} as const

/** Undoes the escapes a string may wear in HTML text or in the serialized router state. */
function readable(html: string) {
  return html
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replace(/&#x([0-9a-fA-F]+);/g, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
}

test('60 concurrent tr and en renders each carry their own language only', async ({ request }) => {
  const plan = Array.from({ length: 60 }, (_, i) => {
    const lang: Lang = i % 2 === 0 ? 'tr' : 'en'
    const page = i % 4 < 2 ? 'home' : 'login'
    return { lang, page, path: page === 'home' ? `/${lang}` : `/${lang}/login` } as const
  })
  const replies = await Promise.all(
    plan.map(async ({ lang, path }) => {
      const response = await request.get(path, {
        headers: { Cookie: `language=${other(lang)}`, 'Accept-Language': other(lang) === 'en' ? 'en-GB,en;q=0.9' : 'tr-TR,tr;q=0.9' },
        maxRedirects: 0,
      })
      return { status: response.status(), html: readable(await response.text()) }
    }),
  )

  const problems: string[] = []
  replies.forEach(({ status, html }, i) => {
    const { lang, page, path } = plan[i]!
    const label = `#${i} ${path}`
    if (status !== 200) problems.push(`${label}: status ${status}`)
    const htmlLang = /<html\b[^>]*\blang="([^"]+)"/.exec(html)?.[1]
    if (htmlLang !== lang) problems.push(`${label}: <html lang="${htmlLang}">`)
    for (const own of markers[page](lang)) if (!html.includes(own)) problems.push(`${label}: missing "${own}"`)
    for (const foreign of [...markers.home(other(lang)), ...markers.login(other(lang))]) {
      if (html.includes(foreign)) problems.push(`${label}: contains the ${other(lang)} "${foreign}"`)
    }
  })
  expect(problems, problems.join('\n')).toEqual([])
})
