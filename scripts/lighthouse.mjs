// `npm run lighthouse`: Lighthouse's default configuration (mobile: emulated phone, simulated
// slow 4G and 4× CPU slowdown) on /tr, /en and /en/login of the production build, three runs per
// page, and per page the median of each category score, the median metrics, and the audits that
// failed when a category is below 100 (docs/performance.md).
//
// Lighthouse is not a dependency of the project (heavy, and not part of CI): the pinned version is
// installed once with npm into node_modules/.cache/ and used through its Node API, on this
// script's Node 24, with the machine's Chromium (/usr/bin/chromium) started headless per run.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/test-env.ts'
import {
  UsageError,
  choosePort,
  ensureBuild,
  installSignalHandlers,
  onCleanup,
  requireNode24,
  root,
  runMain,
  startServer,
} from './bench-server.mjs'

const LIGHTHOUSE_VERSION = '13.5.0'
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const METRICS = [
  { id: 'first-contentful-paint', label: 'FCP', unit: 'ms' },
  { id: 'largest-contentful-paint', label: 'LCP', unit: 'ms' },
  { id: 'total-blocking-time', label: 'TBT', unit: 'ms' },
  { id: 'cumulative-layout-shift', label: 'CLS', unit: '' },
  { id: 'speed-index', label: 'SI', unit: 'ms' },
]

const HELP = `Usage: npm run lighthouse -- [options]

  --path P        page to audit, repeatable or comma-separated (default /tr,/en,/en/login)
  --runs N        Lighthouse runs per page; the median is reported (default 3)
  --json FILE     also write the summary (medians, each run's scores, failing audits) as JSON
  --save DIR      also write every run's full Lighthouse report (JSON) into DIR
  --no-fail       exit 0 even when a median category score is below 100
  --port N        server port (default: a free one)
  --chromium P    Chromium binary (default ${CHROMIUM_PATH})
  --cache-dir D   where Lighthouse ${LIGHTHOUSE_VERSION} is installed (default node_modules/.cache/lighthouse-${LIGHTHOUSE_VERSION})
`

function parseOptions() {
  let values
  try {
    values = parseArgs({
      options: {
        path: { type: 'string', multiple: true },
        runs: { type: 'string', default: '3' },
        json: { type: 'string' },
        save: { type: 'string' },
        'no-fail': { type: 'boolean', default: false },
        port: { type: 'string' },
        chromium: { type: 'string', default: CHROMIUM_PATH },
        'cache-dir': { type: 'string', default: path.join(root, 'node_modules', '.cache', `lighthouse-${LIGHTHOUSE_VERSION}`) },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n\n${HELP}`)
  }
  const paths = (values.path ?? ['/tr,/en,/en/login']).flatMap((p) => p.split(',')).map((p) => p.trim())
  for (const p of paths) if (!p.startsWith('/')) throw new UsageError(`--path must start with /, got "${p}".`)
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) throw new UsageError(`--runs must be a positive integer, got "${values.runs}".`)
  if (!fs.existsSync(values.chromium))
    throw new UsageError(`Chromium not found at ${values.chromium} (Debian: apt-get install -y chromium), or pass --chromium.`)
  return {
    help: values.help,
    paths: [...new Set(paths)],
    runs,
    json: values.json,
    save: values.save,
    fail: !values['no-fail'],
    port: values.port,
    chromium: values.chromium,
    cacheDir: path.resolve(values['cache-dir']),
  }
}

/** Installs the pinned Lighthouse into `cacheDir` once (npm, the ordinary client), then loads it. */
async function loadLighthouse(cacheDir) {
  const modules = path.join(cacheDir, 'node_modules')
  const marker = path.join(cacheDir, 'installed.txt')
  const installed = () => fs.existsSync(marker) && fs.readFileSync(marker, 'utf8').trim() === LIGHTHOUSE_VERSION
  if (!installed()) {
    process.stdout.write(`Installing lighthouse@${LIGHTHOUSE_VERSION} into ${path.relative(root, cacheDir) || cacheDir} (once)…\n`)
    fs.rmSync(cacheDir, { recursive: true, force: true })
    fs.mkdirSync(cacheDir, { recursive: true })
    const npm = spawnSync(
      process.platform === 'win32' ? 'npm.cmd' : 'npm',
      [
        'install',
        '--prefix',
        cacheDir,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `lighthouse@${LIGHTHOUSE_VERSION}`,
      ],
      { cwd: cacheDir, stdio: 'inherit' },
    )
    if (npm.status !== 0) throw new UsageError(`npm could not install lighthouse@${LIGHTHOUSE_VERSION} into ${cacheDir}.`)
    fs.writeFileSync(marker, `${LIGHTHOUSE_VERSION}\n`)
  }
  const load = async (pkg) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(modules, pkg, 'package.json'), 'utf8'))
    const main = typeof manifest.exports === 'string' ? manifest.exports : (manifest.main ?? 'index.js')
    return import(pathToFileURL(path.join(modules, pkg, main)).href)
  }
  const { default: lighthouse } = await load('lighthouse')
  const chromeLauncher = await load('chrome-launcher')
  return { lighthouse, chromeLauncher }
}

function median(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b)
  if (!sorted.length) return null
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** One Lighthouse run with a fresh headless Chromium (its own temporary profile). */
async function runOnce({ lighthouse, chromeLauncher }, url, chromium) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromium,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    handleSIGINT: false,
    logLevel: 'silent',
  })
  const unregister = onCleanup(() => chrome.kill())
  try {
    // No config: Lighthouse's default, i.e. what `lighthouse <url>` does (mobile form factor).
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    return { lhr: result.lhr, trace: result.artifacts?.Trace }
  } finally {
    unregister()
    await chrome.kill()
  }
}

/** What a table audit found, in a few words: the first items' snippet, URL or issue type. */
function detailSummary(audit) {
  const items = Array.isArray(audit.details?.items) ? audit.details.items : []
  const described = items.slice(0, 3).flatMap((item) => {
    const source = item.source ?? item.node
    const text =
      source?.snippet ??
      (source?.url ? `${source.url}${source.line === undefined ? '' : `:${source.line + 1}`}` : undefined) ??
      item.issueType ??
      item.url ??
      item.description
    return typeof text === 'string' ? [text] : []
  })
  return described.length ? `${described.join('; ')}${items.length > 3 ? ` (+${items.length - 3} more)` : ''}` : undefined
}

/** Audits of `category` that did not pass in a run, as { id, title, weight, displayValue, detail }. */
function failingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId]
  if (!category) return []
  return category.auditRefs.flatMap((ref) => {
    const audit = lhr.audits[ref.id]
    if (!audit || audit.score === null || audit.score >= 1) return []
    if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) return []
    const detail = audit.scoreDisplayMode === 'binary' ? detailSummary(audit) : undefined
    return [{ id: ref.id, title: audit.title, weight: ref.weight, score: audit.score, displayValue: audit.displayValue, detail }]
  })
}

/** The largest-contentful-paint element of a run (Lighthouse 13's LCP breakdown insight). */
function lcpElement(lhr) {
  const node = lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')
  return node ? `${node.selector}${node.nodeLabel ? ` ("${node.nodeLabel.slice(0, 60)}")` : ''}` : undefined
}

function summarize(pagePath, lhrs) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [
      id,
      lhrs.map((lhr) => ((lhr.categories[id]?.score ?? null) === null ? null : Math.round(lhr.categories[id].score * 100))),
    ]),
  )
  const medians = Object.fromEntries(CATEGORIES.map((id) => [id, median(scores[id])]))
  const metrics = Object.fromEntries(METRICS.map(({ id }) => [id, median(lhrs.map((lhr) => lhr.audits[id]?.numericValue))]))
  const failing = {}
  for (const id of CATEGORIES) {
    if (medians[id] === 100) continue
    const byAudit = new Map()
    for (const lhr of lhrs) {
      for (const audit of failingAudits(lhr, id)) {
        const seen = byAudit.get(audit.id) ?? { ...audit, runs: 0, displayValues: [] }
        seen.runs += 1
        if (audit.displayValue) seen.displayValues.push(audit.displayValue)
        seen.detail ??= audit.detail
        byAudit.set(audit.id, seen)
      }
    }
    failing[id] = [...byAudit.values()]
      .sort((a, b) => b.weight - a.weight || b.runs - a.runs || a.id.localeCompare(b.id))
      .map(({ id: auditId, title, weight, runs, displayValues, detail }) => ({ id: auditId, title, weight, runs, displayValues, detail }))
  }
  const lcpElements = lhrs.map(lcpElement).filter(Boolean)
  const warnings = [
    ...new Set(lhrs.flatMap((lhr) => [...(lhr.runWarnings ?? []), ...(lhr.runtimeError ? [lhr.runtimeError.message] : [])])),
  ]
  return {
    path: pagePath,
    scores,
    medians,
    metrics,
    failing,
    lcpElement: lcpElements.sort((a, b) => lcpElements.filter((e) => e === b).length - lcpElements.filter((e) => e === a).length)[0],
    warnings,
    benchmarkIndex: median(lhrs.map((lhr) => lhr.environment?.benchmarkIndex)),
  }
}

function printSummary(summary, runs) {
  const lines = [`${summary.path}`]
  lines.push(
    `  ${CATEGORIES.map((id) => `${id} ${summary.medians[id] ?? '—'}`).join(' · ')}   (median of ${runs}; runs: ${CATEGORIES.map((id) => summary.scores[id].map((s) => s ?? '—').join('/')).join(', ')})`,
  )
  lines.push(
    `  ${METRICS.map(({ id, label, unit }) => {
      const value = summary.metrics[id]
      if (value === null) return `${label} —`
      return unit === 'ms' ? `${label} ${Math.round(value).toLocaleString('en-US')} ms` : `${label} ${value.toFixed(3)}`
    }).join(' · ')}   (medians)`,
  )
  if (summary.lcpElement) lines.push(`  LCP element: ${summary.lcpElement}`)
  if (summary.benchmarkIndex)
    lines.push(`  Lighthouse CPU benchmark index: ${Math.round(summary.benchmarkIndex)} (median; lower means a slower or busier machine)`)
  for (const [category, audits] of Object.entries(summary.failing)) {
    lines.push(`  ${category} below 100 — audits that did not pass:`)
    if (!audits.length) lines.push('    (none with a score: see the full report, --save DIR)')
    for (const audit of audits) {
      const values = [...new Set(audit.displayValues)].join(', ')
      const weight = Math.round(audit.weight * 100) / 100
      lines.push(`    ${audit.id} — ${audit.title} [weight ${weight}, failed in ${audit.runs}/${runs} runs${values ? `, ${values}` : ''}]`)
      if (audit.detail) lines.push(`      ${audit.detail}`)
    }
  }
  for (const warning of summary.warnings) lines.push(`  warning: ${warning.replace(/\s+/g, ' ')}`)
  process.stdout.write(`${lines.join('\n')}\n\n`)
}

async function main() {
  const options = parseOptions()
  if (options.help) {
    process.stdout.write(HELP)
    return 0
  }
  requireNode24('lighthouse')
  installSignalHandlers()
  const tools = await loadLighthouse(options.cacheDir)
  ensureBuild()
  const port = await choosePort(options.port, '--port')
  process.stdout.write(`Starting the server on 127.0.0.1:${port} (fresh data folder)…\n`)
  const server = await startServer({ port })
  // A production server has rendered each page before; the first render after boot is slower.
  for (const pagePath of options.paths) {
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${server.origin}${pagePath}`)
      await response.arrayBuffer()
      if (!response.ok) throw new UsageError(`GET ${pagePath} answered ${response.status}: pass pages that exist (--path).`)
    }
  }
  const chromiumVersion = spawnSync(options.chromium, ['--version'], { encoding: 'utf8' }).stdout.trim()
  const cpus = os.cpus()
  process.stdout.write(
    [
      '',
      `Lighthouse ${LIGHTHOUSE_VERSION}, default config (mobile), ${options.runs} runs per page — ${new Date().toISOString()}`,
      `server:   Node ${server.node.version}, .output/server/index.mjs, ${server.origin} (http://127.0.0.1 counts as secure for Lighthouse)`,
      `browser:  ${chromiumVersion || options.chromium}, headless, a fresh profile per run`,
      `machine:  ${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}; Chromium and the server share it`,
      '',
    ].join('\n') + '\n',
  )

  if (options.save) fs.mkdirSync(options.save, { recursive: true })
  const summaries = []
  for (const pagePath of options.paths) {
    const lhrs = []
    for (let run = 1; run <= options.runs; run++) {
      process.stdout.write(`  ${pagePath} run ${run}/${options.runs}…`)
      const { lhr, trace } = await runOnce(tools, `${server.origin}${pagePath}`, options.chromium)
      lhrs.push(lhr)
      process.stdout.write(` ${CATEGORIES.map((id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)).join(' / ')}\n`)
      if (options.save) {
        const name = `${pagePath.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-') || 'root'}-${run}.json`
        fs.writeFileSync(path.join(options.save, name), JSON.stringify(lhr))
        if (trace) fs.writeFileSync(path.join(options.save, name.replace(/\.json$/, '.trace.json')), JSON.stringify(trace))
      }
    }
    summaries.push(summarize(pagePath, lhrs))
  }
  await server.stop()

  process.stdout.write(`\nMedians (performance · accessibility · best practices · SEO; metrics: FCP, LCP, TBT, CLS, SI)\n\n`)
  for (const summary of summaries) printSummary(summary, options.runs)
  const below = summaries.flatMap((s) =>
    CATEGORIES.filter((id) => s.medians[id] !== 100).map((id) => `${s.path} ${id} ${s.medians[id] ?? '—'}`),
  )

  if (options.json) {
    const report = {
      date: new Date().toISOString(),
      lighthouse: LIGHTHOUSE_VERSION,
      config: 'default (mobile)',
      runs: options.runs,
      chromium: chromiumVersion,
      server: { node: server.node.version, origin: server.origin },
      machine: { cpus: cpus.length, model: cpus[0]?.model.trim(), loadavg: os.loadavg() },
      pages: summaries,
      pass: below.length === 0,
    }
    fs.writeFileSync(path.resolve(options.json), `${JSON.stringify(report, null, 2)}\n`)
    process.stdout.write(`Summary written to ${options.json}.\n`)
  }
  if (!below.length) {
    process.stdout.write('PASS: every category is 100 on every page (median).\n')
    return 0
  }
  process.stdout.write(`Below 100: ${below.join('; ')}${options.fail ? '' : ' (reported only: --no-fail)'}.\n`)
  return options.fail ? 1 : 0
}

await runMain(main)
