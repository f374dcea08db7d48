import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_EMAIL, type Cluster, type Instance, multipart, plainText, type Reply, request, startCluster } from './harness'

/**
 * Several instances behind a load balancer (decision 036): two instances of the production build
 * on one PostgreSQL, behind nginx, sharing an S3-protocol store and an SMTP server. Each claim of
 * the scaled set-up (docs/architecture.md "Two ways to run") is proven by addressing A and B
 * directly, and through nginx where that says more. A readable report with the timings is printed
 * at the end.
 */
const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const root = path.resolve(import.meta.dirname, '../..')
const pdf = fs.readFileSync(path.join(root, 'tests/fixtures/cv/cv.pdf'))
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** What the report prints, claim by claim. */
const report: string[] = []
const note = (line: string) => report.push(line)

describe('two instances behind nginx on one PostgreSQL', () => {
  let cluster: Cluster
  let a: Instance
  let b: Instance
  /** The admin's session cookie, from signing in on A. */
  let cookie = ''
  const started = Date.now()

  beforeAll(async () => {
    cluster = await startCluster(adminUrl)
    ;[a, b] = cluster.instances
    note(
      `Cluster: instance A :${a.port} (ready in ${a.bootMs} ms), instance B :${b.port} (ready in ${b.bootMs} ms), ` +
        `nginx :${cluster.proxyPort} (round-robin), PostgreSQL database ${cluster.database}, ` +
        `s3rver ${cluster.s3.settings.endpoint}, SMTP sink :${cluster.smtp.port}; set up in ${Date.now() - started} ms`,
    )
  }, 150_000)

  afterAll(async () => {
    await cluster?.stop()
    note(`Total ${((Date.now() - started) / 1000).toFixed(1)} s`)
    process.stdout.write(`\n${report.join('\n')}\n\n`)
  }, 60_000)

  /** The headers a browser on the site sends with a form or upload. */
  const fromSite = (headers: Record<string, string> = {}) => ({ Origin: cluster.origin, ...headers })
  const withSession = (headers: Record<string, string> = {}) => ({ Cookie: cookie, ...headers })
  const upstreamOf = (reply: Reply) => {
    const port = Number(
      String(reply.headers['x-upstream'] ?? '')
        .split(':')
        .pop(),
    )
    return port === a.port ? 'A' : port === b.port ? 'B' : `? (${String(reply.headers['x-upstream'])})`
  }

  /** A contact message (one mail to HR) from the client address `client`. */
  const contact = (base: string, client: string, n: number) =>
    request(base, '/api/public/contact', {
      method: 'POST',
      localAddress: client,
      headers: fromSite({ 'Content-Type': 'application/json', 'Accept-Language': 'en' }),
      body: JSON.stringify({
        first_name: `Cluster${n}`,
        last_name: 'Visitor',
        email: `visitor-${n}@example.com`,
        subject: 'other',
        message: `Cluster message ${n}: does every instance count this?`,
        consent: true,
      }),
    })

  it('a session from one instance works on the other', async () => {
    const t0 = Date.now()
    const form = new URLSearchParams({ email: ADMIN_EMAIL, password: cluster.adminPassword }).toString()
    const signIn = await request(a.base, '/en/login', {
      method: 'POST',
      headers: fromSite({ 'Content-Type': 'application/x-www-form-urlencoded' }),
      body: form,
    })
    expect(signIn.status, signIn.text().slice(0, 500)).toBe(303)
    const setCookie = signIn.headers['set-cookie']?.find((value) => value.startsWith('hoi_session='))
    expect(setCookie).toBeDefined()
    cookie = setCookie!.split(';')[0]!
    const signedInMs = Date.now() - t0

    const onB = await request(b.base, '/en/dashboard', { headers: withSession() })
    expect(onB.status).toBe(200)
    expect(onB.text()).toContain('Dashboard')
    const anonymousOnB = await request(b.base, '/en/dashboard')
    expect(anonymousOnB.status).toBeGreaterThanOrEqual(300)
    expect(anonymousOnB.status).toBeLessThan(400)
    expect(anonymousOnB.headers.location).toContain('/en/login')

    // Through nginx: whichever instance answers knows the session.
    const viaProxy: string[] = []
    for (let n = 0; n < 4; n++) {
      const reply = await request(cluster.proxy, '/en/dashboard', { headers: withSession() })
      expect(reply.status).toBe(200)
      viaProxy.push(upstreamOf(reply))
    }
    expect(new Set(viaProxy)).toEqual(new Set(['A', 'B']))
    note(
      `✓ Sessions: signed in on A (303 with hoi_session, ${signedInMs} ms); B answers /en/dashboard 200 with that cookie ` +
        `(${anonymousOnB.status} to the sign-in page without it); through nginx 4 × 200 from ${viaProxy.join(', ')}`,
    )
  })

  it('rate limits are shared: one allowance per client address, whichever instance counts', async () => {
    // Directly, alternating: a client at 127.0.0.3 (not the proxy, so X-Forwarded-For is not read).
    const direct: string[] = []
    for (let n = 0; n < 6; n++) {
      const instance = n % 2 === 0 ? a : b
      const reply = await contact(instance.base, '127.0.0.3', n)
      direct.push(`${instance.name} ${reply.status}`)
      expect(reply.status, reply.text()).toBe(n < 4 ? 201 : 429)
      if (n >= 4) expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0)
    }

    // Through nginx, a client at 127.0.0.4: nginx names it in X-Forwarded-For, and its allowance
    // is its own (127.0.0.3 used up its own above).
    const proxied: string[] = []
    for (let n = 0; n < 6; n++) {
      const reply = await contact(cluster.proxy, '127.0.0.4', 10 + n)
      proxied.push(`${upstreamOf(reply)} ${reply.status}`)
      expect(reply.status, reply.text()).toBe(n < 4 ? 201 : 429)
    }
    expect(new Set(proxied.map((entry) => entry.split(' ')[0]))).toEqual(new Set(['A', 'B']))

    const { rows } = await cluster.db.query<{ key: string; count: number }>(
      `select key, count from rate_limits where key like 'contact:ip:%' order by key`,
    )
    expect(rows).toEqual([
      { key: 'contact:ip:127.0.0.3', count: 6 },
      { key: 'contact:ip:127.0.0.4', count: 6 },
    ])
    note(
      `✓ Rate limits: CONTACT_LIMIT_PER_IP=4; client 127.0.0.3 directly: ${direct.join(', ')}; ` +
        `client 127.0.0.4 through nginx: ${proxied.join(', ')}; one counter per address in rate_limits`,
    )
  })

  const documentsPage = '/en/documents?category=policy'
  let documentId = ''
  const title = `Cluster policy ${randomBytes(3).toString('hex')}`

  /** Polls B's public page until `text` is on it; the milliseconds it took and the last reply. */
  const pollUntilVisible = async (instance: Instance, text: string, since: number) => {
    for (;;) {
      const reply = await request(instance.base, documentsPage)
      if (reply.text().includes(text)) return { ms: Date.now() - since, reply }
      if (Date.now() - since > 5000) throw new Error(`"${text}" not on ${instance.name}'s ${documentsPage} after 5 s`)
      await sleep(20)
    }
  }
  /** Requests the page until it comes from B's cache, so that only an invalidation can change it. */
  const cachedOn = async (instance: Instance) => {
    await request(instance.base, documentsPage)
    const reply = await request(instance.base, documentsPage)
    expect(reply.status).toBe(200)
    expect(reply.headers['x-cache']).toBe('HIT')
    return reply
  }

  it('a change on instance A is visible on B within 2 s', async () => {
    const before = await cachedOn(b)
    expect(before.text()).not.toContain(title)
    await cachedOn(a)

    const create = multipart(
      {
        category: 'policy',
        titleTr: `${title} TR`,
        titleEn: title,
        descriptionTr: '',
        descriptionEn: 'Uploaded through instance A.',
        sortOrder: '0',
        status: 'active',
      },
      { field: 'file', name: 'cluster-policy.pdf', type: 'application/pdf', data: pdf },
    )
    const created = await request(a.base, '/api/dashboard/documents', {
      method: 'POST',
      headers: fromSite(withSession({ 'Content-Type': create.contentType })),
      body: create.body,
    })
    const answeredAt = Date.now()
    expect(created.status, created.text()).toBe(201)
    documentId = created.json<{ data: { id: string } }>().data.id
    const published = await pollUntilVisible(b, title, answeredAt)
    expect(published.ms).toBeLessThan(2000)

    // An edit on A, while B holds the new page in its cache again.
    await cachedOn(b)
    const renamed = `${title} (edited)`
    const edit = multipart({
      category: 'policy',
      titleTr: `${title} TR`,
      titleEn: renamed,
      descriptionTr: '',
      descriptionEn: 'Edited through instance A.',
      sortOrder: '0',
      status: 'active',
    })
    const edited = await request(a.base, `/api/dashboard/documents/${documentId}`, {
      method: 'POST',
      headers: fromSite(withSession({ 'Content-Type': edit.contentType })),
      body: edit.body,
    })
    const editedAt = Date.now()
    expect(edited.status, edited.text()).toBe(200)
    const shown = await pollUntilVisible(b, renamed, editedAt)
    expect(shown.ms).toBeLessThan(2000)

    // nginx's next two answers (one from each instance) show it too.
    for (let n = 0; n < 2; n++) expect((await request(cluster.proxy, documentsPage)).text()).toContain(renamed)
    note(
      `✓ Page cache: B held ${documentsPage} (X-Cache: HIT, TTL 30 s); a document published through A's dashboard API ` +
        `showed on B ${published.ms} ms after A answered (X-Cache: ${String(published.reply.headers['x-cache'])}); ` +
        `its edit ${shown.ms} ms after (limit 2000 ms)`,
    )
  })

  it('a file uploaded through A downloads through B', async () => {
    // The document's file, on the public route.
    const file = await request(b.base, `/api/public/documents/${documentId}/file`)
    expect(file.status).toBe(200)
    expect(sha256(file.body)).toBe(sha256(pdf))

    // A CV with an application sent to A, read by HR on B.
    const jobs = await request(b.base, '/api/public/jobs?limit=1')
    const [job] = jobs.json<{ data: { jobs: { slug: string }[] } }>().data.jobs
    expect(job).toBeDefined()
    const cv = Buffer.concat([pdf, Buffer.from(`\n% cluster ${randomBytes(4).toString('hex')}\n`)])
    const application = multipart(
      {
        full_name: 'Ada Cluster',
        email: `ada-${randomBytes(3).toString('hex')}@example.com`,
        phone: '+90 532 123 45 67',
        consent: 'on',
        lang: 'en',
      },
      { field: 'resume', name: 'cv.pdf', type: 'application/pdf', data: cv },
    )
    const applied = await request(a.base, `/api/public/jobs/${job!.slug}/applications`, {
      method: 'POST',
      headers: fromSite({ 'Content-Type': application.contentType }),
      body: application.body,
    })
    expect(applied.status, applied.text()).toBe(201)
    const applicationId = applied.json<{ data: { id: string } }>().data.id
    const resume = await request(b.base, `/api/dashboard/applications/${applicationId}/resume`, { headers: withSession() })
    expect(resume.status).toBe(200)
    expect(String(resume.headers['content-disposition'])).toContain('attachment')
    expect(sha256(resume.body)).toBe(sha256(cv))

    // Through nginx, whichever instance answers.
    const viaProxy: string[] = []
    for (let n = 0; n < 2; n++) {
      const reply = await request(cluster.proxy, `/api/dashboard/applications/${applicationId}/resume`, { headers: withSession() })
      expect(sha256(reply.body)).toBe(sha256(cv))
      viaProxy.push(upstreamOf(reply))
    }
    note(
      `✓ Files: a document (${pdf.length} bytes) and a CV (${cv.length} bytes) uploaded through A download through B ` +
        `with the same SHA-256; the CV through nginx from ${viaProxy.join(' and ')}`,
    )
  })

  it('each mail is sent once, by whichever worker claims it', async () => {
    // Eight contact messages (one mail each to HR) and an application (two) were accepted above.
    // Twelve more, spread over two seconds from three addresses, so that both workers (each polls
    // every second) find mail due.
    for (let n = 0; n < 12; n++) {
      const reply = await contact(n % 2 === 0 ? a.base : b.base, `127.0.0.${10 + (n % 3)}`, 100 + n)
      expect(reply.status, reply.text()).toBe(201)
      await sleep(180)
    }
    const pending = async () =>
      (await cluster.db.query<{ n: number }>(`select count(*)::int as n from mail_outbox where status <> 'sent'`)).rows[0]!.n
    const waitStarted = Date.now()
    while ((await pending()) > 0) {
      if (Date.now() - waitStarted > 20_000) throw new Error('mail still unsent after 20 s')
      await sleep(100)
    }
    const sentWithinMs = Date.now() - waitStarted
    // Both workers poll every second: after three more seconds each has had its turns at the queue.
    await sleep(3000)

    const { rows } = await cluster.db.query<{ id: string; to: string; text: string; attempts: number }>(
      'select id, "to", text, attempts from mail_outbox',
    )
    expect(rows.length).toBe(22)
    expect(cluster.smtp.messages.length).toBe(rows.length)
    for (const row of rows) {
      const copies = cluster.smtp.messages.filter(
        (message) => message.to.includes(row.to) && plainText(message.raw)?.trim() === row.text.trim(),
      )
      expect(copies.length, `outbox row ${row.id} to ${row.to}`).toBe(1)
      expect(row.attempts).toBe(1)
    }
    const { rows: tasks } = await cluster.db.query<{ n: number }>(`select count(*)::int as n from tasks where name = 'mail.send'`)
    expect(tasks[0]!.n).toBe(0)
    const bySender = (instance: Instance) => cluster.smtp.messages.filter((message) => message.from === instance.mailFrom).length
    expect(bySender(a) + bySender(b)).toBe(rows.length)
    note(
      `✓ Mail: ${rows.length} outbox rows, ${cluster.smtp.messages.length} messages at the SMTP sink, each row's exactly once ` +
        `(sent by A: ${bySender(a)}, by B: ${bySender(b)}); all sent ${sentWithinMs} ms into the wait, none more 3 s later`,
    )
  })

  it('both instances stop within 3 s of SIGTERM with exit code 0 (the listener does not hold them)', async () => {
    const stopped = await Promise.all(
      cluster.instances.map(async (instance) => {
        const t0 = Date.now()
        instance.child.kill('SIGTERM')
        const code = await instance.exited
        return { instance, code, ms: Date.now() - t0 }
      }),
    )
    for (const { instance, code, ms } of stopped) {
      expect(code, instance.output()).toBe(0)
      expect(ms).toBeLessThan(3000)
      expect(instance.output()).not.toMatch(/"level":(50|60)/)
    }
    note(`✓ Shutdown: ${stopped.map(({ instance, code, ms }) => `${instance.name} exited ${code} in ${ms} ms`).join(', ')}`)
  })
})
