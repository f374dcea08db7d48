import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// The cluster test (tests/cluster, decision 036): two production servers behind nginx, run by
// `npm run test:cluster` after the build. Apart from the unit and integration tests of vitest.config.ts.
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 150_000,
    pool: 'forks',
    reporters: ['verbose'],
  },
})
