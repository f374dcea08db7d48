import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { defineConfig, type Plugin } from 'vite'
import { precompress } from './scripts/precompress.ts'

/**
 * What every page runs before its own code: React, the router and Start's client. One chunk for
 * all of it compresses better than the dozen the default splitting makes (decision 013). Only the
 * modules the entry imports statically (the `$initial` tag): the parts of these packages that
 * only some pages use (the navigation blocker of the dashboard forms, the server-function
 * builder, seroval's serializer) stay in those pages' chunks.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|seroval|seroval-plugins|cookie-es|tiny-invariant|tiny-warning|clsx|@tanstack[\\/](react-router|router-core|history|store|react-store|start-client-core|react-start|react-start-client|start-fn-stubs|start-storage-context))[\\/]/

/**
 * The public frame every public page renders (the router also preloads it for the not-found
 * view of every page under a language): header, footer, menus, language switcher, strings, and
 * the split parts of the two layout routes every public page matches (`$lang`: its outlet and
 * its not-found view; `$lang/_site`: the frame), which were three files of 70–900 bytes fetched
 * by every page (decision 013).
 */
const SHELL =
  /[\\/]src[\\/](components[\\/]layout[\\/](site-|brand-mark|language-switcher|skip-link|pending-view|not-found-view)|components[\\/]ui[\\/](button|drawer|icons)|i18n[\\/](i18n|use-translation|use-language)\.|content[\\/]office-links\.|routes[\\/]\$lang[\\/](_site[\\/])?route\.tsx\?tsr-split=)/

/**
 * The libraries only the dashboard uses (the query library, forms, Radix, toasts, lucide), in one
 * chunk. Each chunk a dynamic import may need is named in the entry every page loads, so a dozen
 * small dashboard chunks cost public pages bytes (decision 013). Libraries only: a group takes
 * the modules its members import along, and the site's own shared modules serve public pages
 * too. Heavy editors (TipTap) stay in the chunks of the pages that use them. Our own modules that
 * import nothing but these libraries and serve only dashboard areas join them (`lib/area-queries`):
 * on their own they would be one more chunk named in every entry.
 */
const DASHBOARD =
  /[\\/]node_modules[\\/](@tanstack[\\/](react-query|query-core)|radix-ui|@radix-ui|react-hook-form|@hookform|sonner|lucide-react|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|@floating-ui)[\\/]|[\\/]src[\\/]lib[\\/]area-queries\./

/**
 * Start's client calls every server function through `serverFnFetcher`, which pulls in seroval's
 * JSON serializer and deserializer and the framed-response decoder. Imported statically, they sat in
 * every page's first load although most public pages never call the server; loaded on the first
 * call they cost nothing until then (decision 013).
 */
function lazyServerFnFetcher(): Plugin {
  return {
    name: 'hoi:lazy-server-fn-fetcher',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!/[\\/]start-client-core[\\/]dist[\\/]esm[\\/]client-rpc[\\/]createClientRpc\.js$/.test(id)) return
      const eager = 'import { serverFnFetcher } from "./serverFnFetcher.js";'
      const call = 'return serverFnFetcher(url, args, startFetch ?? fetch);'
      if (!code.includes(eager) || !code.includes(call))
        throw new Error('createClientRpc.js changed: revisit the lazy server-function fetcher')
      return code
        .replace(eager, '')
        .replace(call, 'return import("./serverFnFetcher.js").then((m) => m.serverFnFetcher(url, args, startFetch ?? fetch));')
    },
  }
}

/**
 * Vite wraps every dynamic import in its preload helper (about 0.7 KB gzip in the entry), which
 * with `modulePreload: false` only ever loads the stylesheets a lazy chunk imports. The site has
 * one stylesheet, linked by the root route, so the helper is replaced by a plain call; the build
 * fails if a lazy chunk ever brings a stylesheet of its own (decision 013).
 */
function noPreloadHelper(): Plugin {
  const helper = '\0vite/preload-helper.js'
  return {
    name: 'hoi:no-preload-helper',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    load(id) {
      if (id === helper) return 'export const __vitePreload = (load) => load()'
    },
    generateBundle(_options, bundle) {
      const styles = Object.keys(bundle).filter((file) => file.endsWith('.css'))
      if (styles.length > 1) throw new Error(`Stylesheets besides the root's (${styles.join(', ')}): restore Vite's preload helper`)
    },
  }
}

/**
 * The route properties the code splitter moves out of the route tree, in the chunks they share:
 * loaders split with their components, so that a dashboard page's data code does not ship with
 * the public pages (decision 013).
 */
const SPLIT_GROUPS: Array<Array<'loader' | 'component' | 'pendingComponent' | 'errorComponent' | 'notFoundComponent'>> = [
  ['loader', 'component'],
  ['pendingComponent'],
  ['errorComponent'],
  ['notFoundComponent'],
]

/** The dashboard's route files (decision 013: their definitions are in every public page's entry). */
const DASHBOARD_ROUTES = fileURLToPath(new URL('./src/routes/$lang/dashboard/', import.meta.url))

/**
 * The code splitter leaves in each route's definition a dynamic import of the route's own chunk,
 * so each dashboard page put its chunk's file name (a hash gzip cannot shorten) in the entry every
 * public page loads. In the client build, a dashboard route's chunks are instead loaded through
 * one map chunk (`dashboard-pages`), which names them all: the entry names only the map, and
 * a route's definition keeps a number. The first dashboard page loads the map (well under 1 KB)
 * before its own chunk; the server and the dev server are unchanged. The map lists the
 * splitter's chunks from the route files' sources; the build fails if the two ever disagree.
 */
function dashboardPagesMap(): Plugin {
  const MAP = '\0dashboard-pages'
  const LOADER = '\0dashboard-page'
  // The chunk of each split property: its group's names, sorted, as the splitter writes the query.
  const splitQuery = new Map<string, string>(
    SPLIT_GROUPS.flatMap((group) => group.map((key) => [key, [...group].sort().join('---')] as const)),
  )
  let chunks: string[] = []
  const seen = new Set<string>()
  const isRouteFile = (id: string) =>
    id.startsWith(DASHBOARD_ROUTES) && id.endsWith('.tsx') && !/[\\/]-[^\\/]*$/.test(id) && !id.includes('?')
  return {
    name: 'hoi:dashboard-pages-map',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      const found = new Set<string>()
      for (const file of readdirSync(DASHBOARD_ROUTES, { recursive: true, encoding: 'utf8' })) {
        const id = join(DASHBOARD_ROUTES, file)
        if (!isRouteFile(id)) continue
        for (const [, key] of readFileSync(id, 'utf8').matchAll(/^ {2}(\w+):/gm))
          if (key && splitQuery.has(key)) found.add(`${id}?tsr-split=${splitQuery.get(key)}`)
      }
      chunks = [...found].sort()
      seen.clear()
    },
    resolveId(id) {
      if (id === MAP || id === LOADER) return id
    },
    load(id) {
      if (id === LOADER) return `export const dashboardPage = (n) => import(${JSON.stringify(MAP)}).then((map) => map.load(n))`
      if (id === MAP)
        return `const chunks = [${chunks.map((chunk) => `() => import(${JSON.stringify(chunk)})`).join(',')}]\nexport const load = (n) => chunks[n]()`
    },
    transform(code, id) {
      if (!isRouteFile(id)) return
      let found = false
      const out = code.replace(/\(\) => import\((['"])([^'"]*\?tsr-split=[^'"]*)\1\)/g, (_match, _quote, chunk: string) => {
        const n = chunks.indexOf(chunk)
        if (n < 0) throw new Error(`${chunk} is not in the dashboard pages' map: revisit dashboardPagesMap in vite.config.ts`)
        seen.add(chunk)
        found = true
        return `() => dashboardPage(${n})`
      })
      if (found) return `import { dashboardPage } from ${JSON.stringify(LOADER)}\n${out}`
    },
    buildEnd(error) {
      if (error) return
      const unused = chunks.filter((chunk) => !seen.has(chunk))
      if (unused.length > 0)
        throw new Error(`Dashboard chunks the splitter did not make (${unused.join(', ')}): revisit dashboardPagesMap in vite.config.ts`)
    },
  }
}

/**
 * Build logs known to be harmless, dropped where the bundler reports them so that the first
 * `npm start` prints no wall of warnings before the admin password:
 * - MODULE_LEVEL_DIRECTIVE: the "use client" markers of libraries (TanStack Start, TipTap, Radix,
 *   sonner) are for React Server Components, which this site does not use;
 * - INEFFECTIVE_DYNAMIC_IMPORT: modules a page imports lazily that others import eagerly (the
 *   error vocabulary, the common strings on the server): the split is what decision 013 wants;
 * - PLUGIN_TIMINGS: rolldown's report of slow plugins, a profiling aid;
 * - MISSING_CODE_SPLITTING_GROUP_DEBUG_NAME: about Nitro's own chunk group of the server build.
 * Every other warning still prints.
 */
const HARMLESS_BUILD_LOGS = new Set([
  'MODULE_LEVEL_DIRECTIVE',
  'INEFFECTIVE_DYNAMIC_IMPORT',
  'PLUGIN_TIMINGS',
  'MISSING_CODE_SPLITTING_GROUP_DEBUG_NAME',
])
const quietBuildLogs = {
  onLog<Level, Log extends { code?: string }>(level: Level, log: Log, handler: (level: Level, log: Log) => void) {
    if (!HARMLESS_BUILD_LOGS.has(log.code ?? '')) handler(level, log)
  },
}

/** What only a server-function call needs: loaded with the lazy fetcher, not with the framework. */
const SERVER_CALLS = /[\\/]node_modules[\\/](seroval|seroval-plugins|@tanstack[\\/]start-client-core[\\/]dist[\\/]esm[\\/]client-rpc)[\\/]/

export default defineConfig({
  resolve: {
    alias: [
      { find: '~', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The router's store asks for the shim of useSyncExternalStore, whose fallback for React
      // before 18 every page would load; React 19 has the hook (decision 013).
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
    ],
  },
  // `npm run dev` listens on PORT (3000 unless set), like the production server.
  server: { port: Number(process.env.PORT) || 3000 },
  build: { rolldownOptions: quietBuildLogs },
  environments: {
    client: {
      build: {
        // No preload helper: it and the list of every lazy chunk's dependencies sat in the entry
        // every page loads (about 1.2 KB gzip). A page's own chunks are preloaded by the links
        // the server renders; on a client navigation, a route chunk's imports load right after it.
        modulePreload: false,
        rolldownOptions: {
          ...quietBuildLogs,
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', tags: ['$initial'], test: (id: string) => FRAMEWORK.test(id) && !SERVER_CALLS.test(id) },
                { name: 'shell', test: (id: string) => SHELL.test(id) },
                { name: 'dashboard', test: (id: string) => DASHBOARD.test(id) },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    lazyServerFnFetcher(),
    noPreloadHelper(),
    dashboardPagesMap(),
    tanstackStart({
      srcDirectory: 'src',
      router: {
        codeSplittingOptions: { defaultBehavior: SPLIT_GROUPS },
      },
    }),
    nitro({
      // PGlite ships its WASM and data files beside its JS; tracing keeps them (docs/architecture.md "Known traps" 1).
      traceDeps: ['@electric-sql/pglite', '@node-rs/argon2', 'pino', 'pino-pretty', 'nodemailer', 'pg'],
      plugins: ['./server/plugins/boot.ts'],
      compressPublicAssets: { gzip: true, brotli: true },
      // Warnings and errors only: no "You can preview this build using `npx vite preview`" hint
      // (this site is served with `npm run serve` or `npm start`) and no file tree.
      logLevel: 1,
      rolldownConfig: quietBuildLogs,
      hooks: {
        // The empty database a new data folder is loaded from instead of running initdb (decision 039).
        compiled(nitro) {
          const script = fileURLToPath(new URL('./scripts/pglite-template.mjs', import.meta.url))
          const result = spawnSync(process.execPath, [script, nitro.options.output.serverDir], { stdio: 'inherit' })
          if (result.status !== 0)
            throw new Error(`scripts/pglite-template.mjs failed (${result.error?.message ?? `exit ${result.status}`})`)
        },
      },
    }),
    react(),
    tailwindcss(),
    precompress(),
  ],
})
