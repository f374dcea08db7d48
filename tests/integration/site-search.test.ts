import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { contents, documents, documentTranslations, jobs, jobTranslations } from '~/db/schema'
import { SEARCH_PAGE_SIZE, splitHighlights } from '~/features/search/search.rules'
import { keptSiteSearch, siteSearch } from '~/features/search/search.server'
import { prepareCorporateContent } from '~/features/site/site.api.server'
import type { Language } from '~/lib/enums'
import { invalidatePublicPages } from '~/lib/server/page-cache'
import { createTestContent } from './content-factories'
import { createTestFileRow, createTestJob } from './factories'
import { describeWithDatabases } from './setup-db'

const DAY = 86_400_000

/** A made-up word of letters only, unique to a test, so that tests sharing a database do not see each other's rows. */
const uniqueWord = () =>
  randomUUID()
    .replace(/-/g, '')
    .slice(0, 10)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)

const marked = (text: string) =>
  splitHighlights(text)
    .filter((part) => part.marked)
    .map((part) => part.text)

describeWithDatabases('site search', (t) => {
  const search = (q: string, lang: Language, more: { kind?: 'page' | 'job' | 'article' | 'document'; page?: number } = {}) =>
    siteSearch(t.db, { q, lang, page: more.page ?? 1, kind: more.kind })

  beforeAll(async () => {
    await prepareCorporateContent(t.db)
  })

  it('finds a Turkish word from its derivations and suffixes: "yazılımcılar" finds "yazılım"', async () => {
    const tag = uniqueWord()
    const article = await createTestContent(t.db, { title: `Yazılım ekibimiz büyüyor ${tag}`, bodyHtml: '<p>Yeni yazılım projeleri.</p>' })
    const job = await createTestJob(t.db, { title: { tr: `Kıdemli Yazılım Geliştirici ${tag}`, en: `Senior Software Developer ${tag}` } })

    for (const q of [`yazılımcılar ${tag}`, `Yazılımlarımız ${tag}`, `YAZILIM ${tag}`, `yazilim ${tag}`]) {
      const answer = await search(q, 'tr')
      expect(answer.results.map((result) => result.id).sort(), q).toEqual([article.id, job.id].sort())
    }
    const [first] = (await search(`yazılım ${tag}`, 'tr', { kind: 'job' })).results
    expect(first).toMatchObject({ kind: 'job', href: `/jobs/${job.slug}` })
    expect(marked(first!.title)).toEqual(['Yazılım', tag])
  })

  it('finds English words by their stem and never returns the other language', async () => {
    const tag = uniqueWord()
    const english = await createTestContent(t.db, {
      language: 'en',
      title: `Our developers ${tag}`,
      bodyHtml: '<p>Developing new systems.</p>',
    })
    // A Turkish article with the same English words: a Turkish row, so never an English result.
    const turkish = await createTestContent(t.db, { language: 'tr', title: `Developers ${tag}`, bodyHtml: '<p>developing</p>' })

    const answer = await search(`developing ${tag}`, 'en')
    expect(answer.results.map((result) => result.id)).toEqual([english.id])
    expect(answer.results[0]).toMatchObject({ kind: 'article', href: `/press/${english.slug}`, section: 'Press' })
    expect((await search(`developer ${tag}`, 'tr')).results.map((result) => result.id)).toEqual([turkish.id])
  })

  it('never returns what a visitor cannot open: drafts, scheduled and removed articles, closed or past jobs, inactive documents', async () => {
    const tag = uniqueWord()
    const title = `Gizli duyuru ${tag}`
    await createTestContent(t.db, { title, status: 'draft' })
    await createTestContent(t.db, { title, publishedAt: new Date(Date.now() + DAY) })
    await createTestContent(t.db, { title, status: 'removed' })
    await createTestJob(t.db, { title: { tr: title, en: title }, status: 'closed' })
    await createTestJob(t.db, { title: { tr: title, en: title }, deadline: '2020-01-01' })
    await createTestJob(t.db, { title: { tr: title, en: title }, status: 'draft', publishedAt: null })
    const file = await createTestFileRow(t.db, { kind: 'document' })
    const [document] = await t.db.insert(documents).values({ category: 'policy', status: 'draft', fileId: file.id }).returning()
    await t.db.insert(documentTranslations).values([
      { documentId: document!.id, lang: 'tr', title },
      { documentId: document!.id, lang: 'en', title },
    ])

    const answer = await search(`duyuru ${tag}`, 'tr')
    expect(answer.total).toBe(0)
    expect(answer.results).toEqual([])

    await t.db.update(documents).set({ status: 'active' }).where(eq(documents.id, document!.id))
    const found = await search(`duyuru ${tag}`, 'tr')
    expect(found.results).toMatchObject([
      { kind: 'document', id: document!.id, href: `/api/public/documents/${document!.id}/file`, section: 'Politika Dokümanları' },
    ])
  })

  it('follows every write of what it finds: an article taken down, a job closed and reopened, retitled, removed', async () => {
    const tag = uniqueWord()
    const ids = async (q: string) => (await search(`${q} ${tag}`, 'tr')).results.map((result) => result.id).sort()
    const article = await createTestContent(t.db, { title: `Bahar duyurusu ${tag}` })
    const job = await createTestJob(t.db, { title: { tr: `Bahar hemşiresi ${tag}`, en: `Spring nurse ${tag}` } })
    expect(await ids('bahar')).toEqual([article.id, job.id].sort())

    await t.db.update(contents).set({ status: 'draft' }).where(eq(contents.id, article.id))
    await t.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, job.id))
    expect(await ids('bahar')).toEqual([])

    await t.db
      .update(contents)
      .set({ status: 'active', title: `Yaz duyurusu ${tag}` })
      .where(eq(contents.id, article.id))
    await t.db.update(jobs).set({ status: 'active' }).where(eq(jobs.id, job.id))
    await t.db
      .update(jobTranslations)
      .set({ title: `Yaz hemşiresi ${tag}` })
      .where(and(eq(jobTranslations.jobId, job.id), eq(jobTranslations.lang, 'tr')))
    expect(await ids('bahar')).toEqual([])
    expect(await ids('yaz')).toEqual([article.id, job.id].sort())

    await t.db.delete(jobs).where(eq(jobs.id, job.id))
    await t.db.delete(contents).where(eq(contents.id, article.id))
    expect(await ids('yaz')).toEqual([])
  })

  it("ends a job's listing when its deadline's day ends in its own country: Dubai's day before Istanbul's", async () => {
    const tag = uniqueWord()
    const title = { tr: `Son gün ilanı ${tag}`, en: `Last day posting ${tag}` }
    const inDubai = await createTestJob(t.db, { title, countryCode: 'AE', city: 'Dubai', deadline: '2031-03-10' })
    const inIstanbul = await createTestJob(t.db, { title, deadline: '2031-03-10' })
    const at = (iso: string) => siteSearch(t.db, { q: `ilan ${tag}`, lang: 'tr', page: 1 }, new Date(iso))

    // 19:30 UTC: 23:30 in Dubai (UTC+4), 22:30 in Istanbul (UTC+3); both still on the 10th.
    expect((await at('2031-03-10T19:30:00Z')).results.map((result) => result.id).sort()).toEqual([inDubai.id, inIstanbul.id].sort())
    // 20:30 UTC: the 11th in Dubai, still the 10th in Istanbul.
    expect((await at('2031-03-10T20:30:00Z')).results.map((result) => result.id)).toEqual([inIstanbul.id])
    // 21:30 UTC: the 11th in both.
    expect((await at('2031-03-10T21:30:00Z')).results).toEqual([])
  })

  it('ranks a match in the title above one in the body, and marks the words in the snippet', async () => {
    const tag = uniqueWord()
    const inBody = await createTestContent(t.db, {
      title: `Haftanın haberleri ${tag}`,
      bodyHtml: `<p>Bu hafta &amp; geçen hafta: ekibimiz sürdürülebilirlik raporunu yayımladı.</p>`,
      publishedAt: new Date(Date.now() - DAY),
    })
    const inTitle = await createTestContent(t.db, { title: `Sürdürülebilirlik raporu ${tag}`, publishedAt: new Date(Date.now() - 2 * DAY) })

    const { results } = await search(`sürdürülebilirlik ${tag}`, 'tr')
    expect(results.map((result) => result.id)).toEqual([inTitle.id, inBody.id])
    const snippet = results[1]!.snippet
    expect(snippet).toContain('Bu hafta & geçen hafta')
    expect(snippet).not.toContain('<p>')
    expect(marked(snippet)).toContain('sürdürülebilirlik')
  })

  it("marks the words in a long article's snippet where the body first holds them, however deep", async () => {
    const tag = uniqueWord()
    const filler = '<p>Grubumuzun şirketleri yıl boyunca yeni projeler yürüttü ve ekiplerini büyüttü.</p>'.repeat(300)
    const article = await createTestContent(t.db, {
      title: `Yıllık rapor ${tag}`,
      bodyHtml: `${filler}<p>Akreditasyon denetimi başarıyla tamamlandı.</p>${filler}`,
      publishedAt: new Date(Date.now() - DAY),
    })

    const { results } = await search(`akreditasyon ${tag}`, 'tr')
    expect(results.map((result) => result.id)).toEqual([article.id])
    const { snippet } = results[0]!
    expect(marked(snippet)).toContain('Akreditasyon')
    expect(snippet.length).toBeLessThan(400)
    // The passage starts at a whole word.
    const words = 'Grubumuzun şirketleri yıl boyunca yeni projeler yürüttü ve ekiplerini büyüttü. Akreditasyon'.split(' ')
    expect(words).toContain(splitHighlights(snippet)[0]!.text.trim().split(/\s+/)[0])
  })

  it('ranks a job with the words in its title above a newer one with them in its description only', async () => {
    const tag = uniqueWord()
    const inTitle = await createTestJob(t.db, {
      title: { tr: `Radyoloji teknisyeni ${tag}`, en: `Radiology technician ${tag}` },
      publishedAt: new Date(Date.now() - 3 * DAY),
    })
    const inDescription = await createTestJob(t.db, {
      descriptionHtml: { tr: `<p>Radyoloji ekibiyle çalışacak ${tag}</p>`, en: `<p>Works with the radiology team ${tag}</p>` },
      publishedAt: new Date(Date.now() - DAY),
    })

    for (const [q, lang] of [
      [`radyoloji ${tag}`, 'tr'],
      [`radiology ${tag}`, 'en'],
    ] as const) {
      const { results } = await search(q, lang, { kind: 'job' })
      expect(results.map((result) => result.id)).toEqual([inTitle.id, inDescription.id])
    }
  })

  it('counts each kind, pages the results and keeps a page past the last to the last', async () => {
    const tag = uniqueWord()
    for (let index = 0; index < SEARCH_PAGE_SIZE + 2; index += 1) {
      await createTestContent(t.db, { title: `Bülten ${tag} ${index}`, publishedAt: new Date(Date.now() - (index + 1) * 60_000) })
    }
    await createTestJob(t.db, { title: { tr: `Bülten editörü ${tag}`, en: `Newsletter editor ${tag}` } })

    const first = await search(`bülten ${tag}`, 'tr')
    expect(first).toMatchObject({
      total: SEARCH_PAGE_SIZE + 3,
      totalPages: 2,
      page: 1,
      counts: { article: SEARCH_PAGE_SIZE + 2, job: 1, page: 0, document: 0 },
    })
    expect(first.results).toHaveLength(SEARCH_PAGE_SIZE)
    const last = await search(`bülten ${tag}`, 'tr', { page: 99 })
    expect(last.page).toBe(2)
    expect(last.results).toHaveLength(3)
    expect(new Set([...first.results, ...last.results].map((result) => result.id)).size).toBe(SEARCH_PAGE_SIZE + 3)

    const jobsOnly = await search(`bülten ${tag}`, 'tr', { kind: 'job' })
    expect(jobsOnly).toMatchObject({ total: 1, counts: { article: SEARCH_PAGE_SIZE + 2, job: 1 } })
    expect(jobsOnly.results.map((result) => result.kind)).toEqual(['job'])
  })

  it('finds the corporate pages in the visitor’s language', async () => {
    const tr = await search('yönetim kurulu başkanı', 'tr')
    expect(tr.results[0]).toMatchObject({ kind: 'page', href: '/board', section: 'Kurumsal' })
    const en = await search('chairman', 'en')
    expect(en.results[0]).toMatchObject({ kind: 'page', href: '/board', section: 'Corporate' })
    expect((await search('İstanbul', 'tr', { kind: 'page' })).results.map((result) => result.href)).toContain('/contact')
  })

  it('keeps an answer until the public pages change', async () => {
    const tag = uniqueWord()
    const search = { q: `kampanya ${tag}`, lang: 'tr' as const, page: 1 }
    const first = await createTestContent(t.db, { title: `Kampanya ${tag}` })
    expect((await keptSiteSearch(t.db, search)).results.map((result) => result.id)).toEqual([first.id])
    // A new article without the invalidation a dashboard write makes: the kept answer stands.
    const second = await createTestContent(t.db, { title: `Yeni kampanya ${tag}` })
    expect((await keptSiteSearch(t.db, search)).total).toBe(1)
    invalidatePublicPages()
    expect((await keptSiteSearch(t.db, search)).results.map((result) => result.id).sort()).toEqual([first.id, second.id].sort())
  })

  it('answers nothing, without failing, for stop words, punctuation and overlong input', async () => {
    for (const q of ['ve ile', '"\'&|!:*()<>', '', 'a'.repeat(5000), "'; drop table contents; --", '\u0000\uE000']) {
      const answer = await search(q, 'tr')
      expect(answer.results, JSON.stringify(q.slice(0, 20))).toEqual([])
    }
    expect((await search('the and of', 'en')).total).toBe(0)
  })
})
