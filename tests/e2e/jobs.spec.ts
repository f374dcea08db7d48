import { expect, type Page, test } from '@playwright/test'
import {
  closeToast,
  collectConsoleErrors,
  E2E_BASE_URL,
  escapeRegExp,
  expectNoAxeViolations,
  type Lang,
  LANGS,
  newRolePage,
  text,
  visit,
} from './fixtures.ts'
import { captureServerFnCall } from './http-helpers.ts'

// The public job board, a job's page and the public jobs API (docs/product.md §7), on the demo seed.
const OPEN = 'international-patient-coordinator-istanbul'
const CLOSED = 'site-engineer-civil-antalya'
const DRAFT = 'quantity-surveyor-dubai'
/** A search no job matches: the empty state whatever the seed holds. */
const NO_MATCH = '?q=zz-no-such-position-zz'

const WIDE = { width: 1280, height: 800 }
const NARROW = { width: 390, height: 844 }

/** The board's page size (src/features/jobs/jobs.rules.ts `JOB_BOARD_PAGE_SIZE`, decision 037). */
const PAGE_SIZE = 24

const countText = (lang: Lang, count: number) =>
  text(lang, 'jobs', `list.count.${count === 1 && lang === 'en' ? 'one' : 'other'}`, { count: String(count) })
const results = (page: Page, lang: Lang) => page.getByRole('list', { name: text(lang, 'jobs', 'list.resultsLabel') }).getByRole('article')
const filter = (page: Page, lang: Lang, key: string) => page.getByLabel(text(lang, 'jobs', `filters.${key}`), { exact: true })

/**
 * The shown count (every match) agrees with the cards of the first page: as many, or a full page
 * when there are more. Cards and count are read together and retried: after a navigation the
 * list may still be re-rendering between the two reads. Returns the count.
 */
async function expectCountMatchesCards(page: Page, lang: Lang) {
  let total = 0
  await expect(async () => {
    const cards = await results(page, lang).count()
    const shown = (await page.getByTestId('jobs-count').textContent()) ?? ''
    total = Number(shown.replace(/\D/g, ''))
    expect(shown).toBe(countText(lang, total))
    expect(cards).toBe(Math.min(total, PAGE_SIZE))
  }).toPass({ timeout: 10_000 })
  return total
}

/** The page's JSON-LD blocks, parsed. */
async function structuredData(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>)
}

for (const lang of LANGS) {
  test.describe(`job board (${lang})`, () => {
    test('filters by category and work mode in the URL, keeps them on reload, then opens a job', async ({ page }) => {
      await visit(page, `/${lang}/jobs`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'jobs', 'list.title'))
      const all = await expectCountMatchesCards(page, lang)
      expect(all).toBeGreaterThanOrEqual(2)

      await filter(page, lang, 'category').selectOption('healthcare')
      await expect(page).toHaveURL(/[?&]category=healthcare(&|$)/)
      await expect(page.getByTestId('jobs-count')).not.toHaveText(countText(lang, all))
      await filter(page, lang, 'workMode').selectOption('OnSite')
      await expect(page).toHaveURL(/[?&]workMode=OnSite(&|$)/)
      await expect(page).toHaveURL(/[?&]category=healthcare(&|$)/)
      const filtered = await expectCountMatchesCards(page, lang)
      expect(filtered).toBeGreaterThanOrEqual(1)
      expect(filtered).toBeLessThan(all)
      const onSite = text(lang, 'jobs', 'enums.workMode.OnSite')
      for (const card of await results(page, lang).all()) await expect(card.getByText(onSite, { exact: true })).toBeVisible()

      await page.reload()
      await expect(filter(page, lang, 'category')).toHaveValue('healthcare')
      await expect(filter(page, lang, 'workMode')).toHaveValue('OnSite')
      await expect(page.getByTestId('jobs-count')).toHaveText(countText(lang, filtered))

      await page.locator(`a[href="/${lang}/jobs/${OPEN}"]`).click()
      await expect(page).toHaveURL(new RegExp(`/${lang}/jobs/${OPEN}$`))
      const facts = page.getByRole('complementary')
      for (const key of [
        'openings',
        'deadline',
        'published',
        'applications',
        'location',
        'level',
        'workMode',
        'employmentType',
        'category',
        'company',
      ])
        await expect(facts.getByText(text(lang, 'jobs', `detail.${key}`), { exact: true })).toBeVisible()
      await expect(facts.getByText(text(lang, 'jobs', 'enums.category.healthcare'), { exact: true })).toBeVisible()
      await expect(page.getByRole('link', { name: text(lang, 'jobs', 'detail.apply'), exact: true })).toHaveAttribute(
        'href',
        `/${lang}/jobs/${OPEN}/apply`,
      )
    })

    test('sorts by closing date, and shows the empty state with a way back', async ({ page, request }) => {
      const { data } = (await (await request.get('/api/public/jobs')).json()) as {
        data: { jobs: Array<{ slug: string; deadline: string | null }> }
      }
      // The API lists newest first; a stable sort by deadline keeps that order among equal deadlines. The board shows its first page.
      const byDeadline = data.jobs
        .toSorted((a, b) => (a.deadline ?? '9999').localeCompare(b.deadline ?? '9999'))
        .map((job) => job.slug)
        .slice(0, PAGE_SIZE)
      await visit(page, `/${lang}/jobs`)
      await filter(page, lang, 'sort').selectOption('closing')
      await expect(page).toHaveURL(/[?&]sort=closing(&|$)/)
      const cardSlugs = () =>
        results(page, lang)
          .locator('h2 a')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.split('/').pop()))
      await expect.poll(cardSlugs).toEqual(byDeadline)

      await visit(page, `/${lang}/jobs${NO_MATCH}`)
      await expect(page.getByTestId('jobs-count')).toHaveText(countText(lang, 0))
      await expect(page.getByRole('heading', { name: text(lang, 'jobs', 'list.emptyTitle') })).toBeVisible()
      await expect(page.getByText(text(lang, 'jobs', 'list.emptyHint'))).toBeVisible()
      await page
        .getByRole('link', { name: text(lang, 'jobs', 'list.clearFilters') })
        .last()
        .click()
      await expect(page).toHaveURL(new RegExp(`/${lang}/jobs$`))
      // The address changes before the new list arrives: wait for its cards, then compare the count.
      await expect(results(page, lang).first()).toBeVisible()
      expect(await expectCountMatchesCards(page, lang)).toBeGreaterThan(0)
    })

    test('a closed job shows applying disabled with its reason and no JobPosting data', async ({ page }) => {
      await visit(page, `/${lang}/jobs/${CLOSED}`)
      await expect(page.getByRole('button', { name: text(lang, 'jobs', 'detail.applyDisabled') })).toBeDisabled()
      await expect(page.getByText(text(lang, 'jobs', 'applyBlock.closed'), { exact: true })).toBeVisible()
      await expect(page.locator('a[href$="/apply"]')).toHaveCount(0)
      expect((await structuredData(page)).map((data) => data['@type'])).toEqual(['BreadcrumbList'])
    })

    test('an open job carries JobPosting and BreadcrumbList data with the required properties, and meta within limits', async ({
      page,
    }) => {
      await visit(page, `/${lang}/jobs/${OPEN}`)
      const data = await structuredData(page)
      const ld = data.find((entry) => entry['@type'] === 'JobPosting')!
      const title = await page.getByRole('heading', { level: 1 }).textContent()
      expect(ld).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title,
        // The group's logo and profiles (src/content/office-links.ts), the Istanbul office's street and postal code (seeded into the database).
        hiringOrganization: {
          '@type': 'Organization',
          name: expect.any(String),
          logo: expect.stringMatching(/\/logo\.png$/),
          sameAs: ['https://www.instagram.com/hoiholding', 'https://www.linkedin.com/company/hoi-holding'],
        },
        jobLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            streetAddress: expect.stringContaining('Büyükdere'),
            postalCode: '34394',
            addressLocality: lang === 'tr' ? 'İstanbul' : 'Istanbul',
            addressCountry: 'TR',
          },
        },
        employmentType: 'FULL_TIME',
        identifier: { '@type': 'PropertyValue', name: 'HOI Holding' },
        directApply: true,
      })
      expect(String(ld.description)).toContain('<')
      expect(Date.parse(String(ld.datePosted))).not.toBeNaN()
      expect(String(ld.validThrough)).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59\+03:00$/)
      expect((await page.title()).length).toBeLessThanOrEqual(60)
      const description = await page.locator('meta[name="description"]').getAttribute('content')
      expect(description?.length).toBeLessThanOrEqual(160)
      expect(description).not.toMatch(/[<>]/)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${lang}/jobs/${OPEN}$`))
      const crumbs = data.find((entry) => entry['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string; item: string }> }
      expect(crumbs.itemListElement.map((step) => step.name)).toEqual(['HOI Holding', text(lang, 'jobs', 'metaTitle'), title])
      expect(crumbs.itemListElement.at(-1)!.item).toMatch(new RegExp(`/${lang}/jobs/${OPEN}$`))
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`/en/jobs/${OPEN}$`))
    })

    test('the apply form is kept out of search results (noindex); the job page is indexed', async ({ page }) => {
      await visit(page, `/${lang}/jobs/${OPEN}/apply`)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      await visit(page, `/${lang}/jobs/${OPEN}`)
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
    })

    test('an unknown or draft job, and its apply page, lead to the not-found page', async ({ page, request }) => {
      for (const slug of ['no-such-job-anywhere', DRAFT]) {
        for (const path of [`/${lang}/jobs/${slug}`, `/${lang}/jobs/${slug}/apply`]) {
          await page.goto(path)
          await expect(page, path).toHaveURL(new RegExp(`/${lang}/not-found$`))
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'common', 'notFound.title'))
        }
        // The form posted without scripts to a job that is not there goes the same way.
        const posted = await request.post(`/${lang}/jobs/${slug}/apply`, {
          headers: { Origin: E2E_BASE_URL },
          multipart: { full_name: 'Ayşe Yılmaz' },
          maxRedirects: 0,
        })
        expect(posted.status()).toBe(303)
        expect(posted.headers().location).toBe(`/${lang}/not-found`)
      }
    })

    test('a filter keeps the focus, a keyboard choice applies on Enter or on leaving, not at every arrow step, and the count is announced (issue 17)', async ({
      page,
    }) => {
      await visit(page, `/${lang}/jobs`)
      const count = page.getByTestId('jobs-count')
      // The live region is there before the change, and stays the same element through it.
      await expect(count).toHaveRole('status')
      await count.evaluate((element) => element.setAttribute('data-before', ''))
      const all = await expectCountMatchesCards(page, lang)
      const category = filter(page, lang, 'category')
      await category.focus()
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('ArrowDown')
      await expect(category).toHaveValue('it')
      // Moving through the options does not reload the list.
      await page.waitForTimeout(500)
      await expect(page).toHaveURL(new RegExp(`/${lang}/jobs$`))
      await expect(count).toHaveText(countText(lang, all))
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/[?&]category=it(&|$)/)
      await expect(category).toBeFocused()
      // The URL changes first; the list follows when the loader has answered.
      await expect(count).not.toHaveText(countText(lang, all))
      const itJobs = await expectCountMatchesCards(page, lang)
      expect(itJobs).toBeLessThan(all)
      await expect(page.locator('[data-testid="jobs-count"][data-before]')).toHaveText(countText(lang, itJobs))

      // Arrow steps then Tab: applied as the focus leaves, and the focus is where Tab took it.
      await page.keyboard.press('ArrowUp')
      await page.keyboard.press('ArrowUp')
      await expect(category).toHaveValue('')
      await page.keyboard.press('Tab')
      await expect(page).toHaveURL(new RegExp(`/${lang}/jobs$`))
      await expect(filter(page, lang, 'workMode')).toBeFocused()
      await expect(count).toHaveText(countText(lang, all))

      // A choice made at once (the pointer, a phone's picker) applies on change, and the focus stays.
      const workMode = filter(page, lang, 'workMode')
      await workMode.selectOption('OnSite')
      await expect(page).toHaveURL(/[?&]workMode=OnSite(&|$)/)
      await expect(workMode).toBeFocused()
      await expect(workMode).toHaveValue('OnSite')
      // Each filter is its own list call now (decision 037): Back once the list has arrived. (Back
      // while it is still loading leaves the select showing the abandoned choice: FilterSelect
      // follows the router's settled search, which never changed.)
      await expect(count).not.toHaveText(countText(lang, all))
      // Back: the fields show the URL's filters again, without a remount.
      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`/${lang}/jobs$`))
      await expect(workMode).toHaveValue('')
      await expect(page.locator('[data-testid="jobs-count"][data-before]')).toHaveText(countText(lang, all))
    })

    test('the city is written as the page’s language writes it (issue 17)', async ({ page }) => {
      await visit(page, `/${lang}/jobs`)
      const city = lang === 'en' ? 'Istanbul' : 'İstanbul'
      const other = lang === 'en' ? 'İstanbul' : 'Istanbul'
      await expect(results(page, lang).getByText(city, { exact: true }).first()).toBeVisible()
      await expect(results(page, lang).getByText(other, { exact: true })).toHaveCount(0)
      await expect(filter(page, lang, 'location').locator('option', { hasText: city })).toHaveAttribute('value', 'İstanbul')
      await visit(page, `/${lang}/jobs/${OPEN}`)
      await expect(page.getByRole('complementary').getByText(new RegExp(`^${city}, Türkiye$`))).toBeVisible()
    })

    test('list (with and without results) and detail pages have no axe violations at 1280 and 390 px', async ({ page }) => {
      for (const path of [
        `/${lang}/jobs`,
        `/${lang}/jobs?category=healthcare&workMode=OnSite`,
        `/${lang}/jobs${NO_MATCH}`,
        `/${lang}/jobs/${OPEN}`,
        `/${lang}/jobs/${CLOSED}`,
      ]) {
        await page.setViewportSize(WIDE)
        await visit(page, path)
        await expectNoAxeViolations(page, `${path} at 1280 px`)
        await page.setViewportSize(NARROW)
        await expectNoAxeViolations(page, `${path} at 390 px`)
      }
    })
  })

  test.describe(`job board without JavaScript (${lang})`, () => {
    test.use({ javaScriptEnabled: false })

    test('the filter form reloads the page with the filters in the URL', async ({ page }) => {
      await page.goto(`/${lang}/jobs`)
      const all = await expectCountMatchesCards(page, lang)
      await filter(page, lang, 'category').selectOption('healthcare')
      await filter(page, lang, 'workMode').selectOption('OnSite')
      await page.getByRole('button', { name: text(lang, 'jobs', 'filters.apply'), exact: true }).click()
      await expect(page).toHaveURL(/[?&]category=healthcare(&|$)/)
      await expect(page).toHaveURL(/[?&]workMode=OnSite(&|$)/)
      const filtered = await expectCountMatchesCards(page, lang)
      expect(filtered).toBeGreaterThanOrEqual(1)
      expect(filtered).toBeLessThan(all)
      await expect(filter(page, lang, 'category')).toHaveValue('healthcare')
    })
  })
}

test.describe('public jobs API', () => {
  test('lists open jobs in the envelope as list items without descriptions, with a bounded limit', async ({ request }) => {
    // docs/product.md §7.1: the call of SPEC, `?limit=100` → success and data.jobs.
    const response = await request.get('/api/public/jobs?limit=100')
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toMatch(/public, max-age=60/)
    const body = (await response.json()) as {
      success: boolean
      data: { jobs: Array<Record<string, unknown>>; pagination: Record<string, number>; cities: string[] }
    }
    expect(body.success).toBe(true)
    expect(body.data.jobs.length).toBeGreaterThanOrEqual(2)
    expect(body.data.pagination).toMatchObject({ page: 1, limit: 100, total: expect.any(Number), totalPages: expect.any(Number) })
    const slugs = body.data.jobs.map((job) => job.slug)
    expect(slugs).toContain(OPEN)
    expect(slugs).not.toContain(CLOSED)
    expect(slugs).not.toContain(DRAFT)
    // Turkish unless `language` says otherwise; the list fields only.
    expect(body.data.jobs.find((job) => job.slug === OPEN)).toEqual({
      slug: OPEN,
      title: 'Uluslararası Hasta Koordinatörü',
      companyKey: 'hoi-health',
      companyName: 'HOI Sağlık',
      category: 'healthcare',
      workMode: 'OnSite',
      employmentType: 'FullTime',
      experienceLevel: 'Mid',
      city: 'İstanbul',
      countryCode: 'TR',
      openings: expect.any(Number),
      deadline: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      publishedAt: expect.any(String),
      // docs/product.md §15.1: the seed gives this job a range.
      salary: { min: 60000, max: 80000, currency: 'TRY', period: 'MONTH' },
    })
    expect(body.data.cities).toContain('İstanbul')
    const english = (await (await request.get('/api/public/jobs?language=en&category=healthcare&workMode=OnSite&limit=1')).json()) as {
      data: { jobs: Array<Record<string, unknown>>; pagination: { total: number; totalPages: number } }
    }
    expect(english.data.jobs).toHaveLength(1)
    expect(english.data.jobs[0]).toMatchObject({ title: expect.any(String), companyName: 'HOI Health', workMode: 'OnSite' })
    expect(english.data.pagination.totalPages).toBe(english.data.pagination.total)

    const two = (await (await request.get('/api/public/jobs?limit=2')).json()) as { data: { jobs: unknown[] } }
    expect(two.data.jobs).toHaveLength(2)
    for (const [query, field] of [
      ['limit=abc', 'limit'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=2.5', 'limit'],
      ['language=de', 'language'],
      ['category=astronaut', 'category'],
      ['workMode=Moon', 'workMode'],
      ['sort=oldest', 'sort'],
      ['company=no-such-company', 'company'],
      ['q=a%00b', 'q'],
      [`location=${'x'.repeat(81)}`, 'location'],
    ]) {
      const bad = await request.get(`/api/public/jobs?${query}`)
      expect(bad.status(), query).toBe(400)
      expect(await bad.json()).toMatchObject({
        success: false,
        error: { code: 'invalid', message: expect.any(String), fields: { [field!]: expect.any(String) } },
      })
    }
  })

  test('answers one job by slug, closed ones too, and 404 for the rest', async ({ request }) => {
    const open = await request.get(`/api/public/jobs/${OPEN}`)
    expect(open.status()).toBe(200)
    expect(await open.json()).toMatchObject({ success: true, data: { slug: OPEN, status: 'active', applyBlock: null } })
    expect(await (await request.get(`/api/public/jobs/${CLOSED}`)).json()).toMatchObject({
      success: true,
      data: { status: 'closed', applyBlock: 'closed' },
    })
    for (const slug of [DRAFT, 'no-such-job-anywhere']) {
      const missing = await request.get(`/api/public/jobs/${slug}`)
      expect(missing.status(), slug).toBe(404)
      expect(await missing.json()).toMatchObject({ success: false, error: { code: 'not_found', message: expect.any(String) } })
    }
  })
})

test('job pages come from the page cache without CSP violations', async ({ page, request }) => {
  const paths = [`/en/jobs?q=cache-${Date.now()}`, `/tr/jobs/${OPEN}?v=${Date.now()}`]
  for (const path of paths) {
    expect((await request.get(path)).headers()['x-cache'], path).toBe('MISS')
    expect((await request.get(path)).headers()['x-cache'], path).toBe('HIT')
  }
  const errors = collectConsoleErrors(page)
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective}`)),
  )
  for (const path of paths) {
    const response = await visit(page, path)
    expect(response?.headers()['x-cache'], path).toBe('HIT')
    expect(response?.headers()['content-security-policy']).toContain("'sha256-")
  }
  await page.getByRole('link', { name: text('tr', 'jobs', 'detail.back') }).click()
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp('/tr/jobs')}$`))
  expect(errors).toEqual([])
})

/**
 * The board past its first page (decision 037). A recruiter publishes one more position than a
 * page holds, all with one word in their titles: once through the dashboard form, then by sending
 * its server call again with another title and address. The journeys search for that word, so the
 * seed's jobs never count. The positions stay open for the rest of the run (they are the newest,
 * so the unfiltered board has a second page from here on).
 */
test.describe('job board pages', () => {
  const word = `pager${Date.now().toString(36)}`
  const MATCHES = PAGE_SIZE + 1
  const pageOf = (lang: Lang, page: number, totalPages: number) =>
    text(lang, 'common', 'pagination.pageOf', { page: String(page), totalPages: String(totalPages) })
  const pager = (page: Page, lang: Lang) => page.getByRole('navigation', { name: text(lang, 'jobs', 'list.pagination') })
  const step = (page: Page, lang: Lang, key: 'previous' | 'next') =>
    pager(page, lang).getByRole('link', { name: text(lang, 'common', `pagination.${key}`) })

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000)
    const { context, page } = await newRolePage(browser, 'recruiter')
    const label = (key: string) => page.getByLabel(text('en', 'jobAdmin', `form.${key}`), { exact: true })
    const first = `${word}x00`
    await visit(page, '/en/dashboard/jobs/create')
    await label('titleTr').fill(`Sayfa ${first}`)
    await label('titleEn').fill(`Page ${first}`)
    for (const key of ['descriptionTr', 'descriptionEn']) {
      await page.getByRole('textbox', { name: text('en', 'jobAdmin', `form.${key}`), exact: true }).click()
      await page.keyboard.type('A position on the second page of the board.')
    }
    await label('category').selectOption('legal')
    await label('city').fill('İstanbul')
    await label('status').selectOption('active')
    const create = await captureServerFnCall(page, () =>
      page.getByRole('button', { name: text('en', 'jobAdmin', 'form.submitCreate') }).click(),
    )
    await closeToast(page, text('en', 'jobAdmin', 'form.created', { title: `Sayfa ${first}` }))
    for (let n = 1; n < MATCHES; n++) {
      const body = create.body.replaceAll(first, `${word}x${String(n).padStart(2, '0')}`)
      const reply = await page.request.post(create.url, { headers: { ...create.headers, Origin: E2E_BASE_URL }, data: body })
      expect(reply.status(), await reply.text()).toBe(200)
    }
    await context.close()
  })

  for (const lang of LANGS) {
    test(`links to the next and previous pages keep the search; a page past the last shows the last (${lang})`, async ({ page }) => {
      await visit(page, `/${lang}/jobs?q=${word}`)
      await expect(page.getByTestId('jobs-count')).toHaveText(countText(lang, MATCHES))
      await expect(results(page, lang)).toHaveCount(PAGE_SIZE)
      await expect(pager(page, lang).locator('[aria-current="page"]')).toHaveText(pageOf(lang, 1, 2))
      await expect(step(page, lang, 'previous')).toHaveCount(0)

      await step(page, lang, 'next').click()
      await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('q') === word)
      await expect(results(page, lang)).toHaveCount(1)
      await expect(page.getByTestId('jobs-count')).toHaveText(countText(lang, MATCHES))
      await expect(pager(page, lang).locator('[aria-current="page"]')).toHaveText(pageOf(lang, 2, 2))
      await expect(step(page, lang, 'next')).toHaveCount(0)
      await expect(filter(page, lang, 'search')).toHaveValue(word)
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(text(lang, 'jobs', 'metaPage', { page: '2' }))))

      // Another filter or sort starts again at the first page.
      await filter(page, lang, 'sort').selectOption('closing')
      await expect(page).toHaveURL((url) => url.searchParams.get('sort') === 'closing' && !url.searchParams.has('page'))
      await expect(results(page, lang)).toHaveCount(PAGE_SIZE)

      await step(page, lang, 'next').click()
      await expect(results(page, lang)).toHaveCount(1)
      await step(page, lang, 'previous').click()
      await expect(page).toHaveURL((url) => !url.searchParams.has('page') && url.searchParams.get('sort') === 'closing')
      await expect(results(page, lang)).toHaveCount(PAGE_SIZE)

      await visit(page, `/${lang}/jobs?q=${word}&page=9`)
      await expect(results(page, lang)).toHaveCount(1)
      await expect(pager(page, lang).locator('[aria-current="page"]')).toHaveText(pageOf(lang, 2, 2))
    })

    test(`each page of the whole board has its own address and title, and no axe violations (${lang})`, async ({ page }) => {
      await visit(page, `/${lang}/jobs?page=2`)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${lang}/jobs\\?page=2$`))
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(text(lang, 'jobs', 'metaPage', { page: '2' }))))
      await expect(pager(page, lang)).toBeVisible()
      for (const size of [WIDE, NARROW]) {
        await page.setViewportSize(size)
        await expectNoAxeViolations(page, `/${lang}/jobs?page=2 at ${size.width} px`)
      }
    })
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    for (const lang of LANGS)
      test(`the page links are plain links with the search (${lang})`, async ({ page }) => {
        await page.goto(`/${lang}/jobs?q=${word}`)
        await step(page, lang, 'next').click()
        await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('q') === word)
        await expect(results(page, lang)).toHaveCount(1)
        await expect(step(page, lang, 'previous')).toHaveAttribute('href', `/${lang}/jobs?q=${word}`)
      })
  })
})
