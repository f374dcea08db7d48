// `npm run bench:search -- --database-url URL [--runs N]`: the site search's own time (docs/performance.md
// "Site search"): `siteSearch` called one after another, as one visitor's requests reach the
// database, for a set of queries on a database of any size (a kept `npm run bench:data -- --keep`
// large set: 5,000 articles per language, 10,000 jobs); p50, p99 and max per query.
import { parseArgs } from 'node:util'
import { openPostgres } from '~/db/client'
import { siteSearch } from '~/features/search/search.server'
import type { Language } from '~/lib/enums'

const { values } = parseArgs({ options: { 'database-url': { type: 'string' }, runs: { type: 'string', default: '200' } } })
const url = values['database-url']
if (!url) throw new Error('--database-url is required')
const runs = Number(values.runs)

const QUERIES: Array<{ label: string; q: string; lang: Language; page?: number; kind?: 'job' | 'article' }> = [
  { label: 'tr, a word of every article body ("hasta")', q: 'hasta', lang: 'tr' },
  { label: 'en, a word of every article body ("patients")', q: 'patients', lang: 'en' },
  { label: 'en, page 20 of it', q: 'patients', lang: 'en', page: 20 },
  { label: 'tr, a title word and a suffix ("yazılımcılar")', q: 'yazılımcılar', lang: 'tr' },
  { label: 'en, two title words ("nurse team")', q: 'nurse team', lang: 'en' },
  { label: 'tr, jobs only ("istanbul")', q: 'istanbul', lang: 'tr', kind: 'job' },
  { label: 'tr, no match ("zzqxv")', q: 'zzqxv', lang: 'tr' },
]

const database = await openPostgres(url)
try {
  for (const query of QUERIES) {
    const times: number[] = []
    let total = 0
    for (let run = 0; run < runs + 10; run++) {
      const started = performance.now()
      const answer = await siteSearch(database.db, { q: query.q, lang: query.lang, page: query.page ?? 1, kind: query.kind })
      const elapsed = performance.now() - started
      total = answer.total
      if (run >= 10) times.push(elapsed)
    }
    times.sort((a, b) => a - b)
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1)
    console.log(
      `${query.label.padEnd(50)} ${String(total).padStart(6)} results · p50 ${at(0.5)} ms · p99 ${at(0.99)} ms · max ${at(1 - 1e-9)} ms`,
    )
  }
} finally {
  await database.close()
}
