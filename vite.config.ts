import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { defineConfig } from 'vite'
import { precompress } from './scripts/precompress'

/**
 * What every page runs before its own code: React, the router and Start's client. One chunk for
 * all of it compresses better than the dozen the default splitting makes (decision 013).
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|seroval|seroval-plugins|cookie-es|tiny-invariant|tiny-warning|clsx|rosetta|dlv|templite|@tanstack[\\/](react-router|router-core|history|store|react-store|start-client-core|react-start|react-start-client|start-fn-stubs|start-storage-context))[\\/]/

/**
 * The public frame every public page renders (the router also preloads it for the not-found
 * view of every page under a language): header, footer, menus, language switcher, strings.
 */
const SHELL =
  /[\\/]src[\\/](components[\\/]layout[\\/](site-|brand-mark|language-switcher|skip-link|pending-view)|components[\\/]ui[\\/](button|drawer)|i18n[\\/](i18n|use-translation|use-language)\.|content[\\/])/

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 3000 },
  environments: {
    client: {
      build: {
        // Every browser the site supports has module preload; the polyfill would ship to all of them.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: 'framework', test: (id: string) => FRAMEWORK.test(id) || SHELL.test(id) }] } },
        },
      },
    },
  },
  plugins: [
    tanstackStart({
      srcDirectory: 'src',
      router: {
        // Loaders are split from the route tree as components are: a dashboard page's data code
        // (its server-function stubs and query options) does not ship with the public pages.
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        },
      },
    }),
    nitro({
      // PGlite ships its WASM and data files beside its JS; tracing keeps them (STACK-NOTES 2).
      traceDeps: ['@electric-sql/pglite', '@node-rs/argon2', 'pino', 'pino-pretty', 'nodemailer', 'pg'],
      plugins: ['./server/plugins/boot.ts'],
      compressPublicAssets: { gzip: true, brotli: true },
    }),
    react(),
    tailwindcss(),
    precompress(),
  ],
})
