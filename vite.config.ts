import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 3000 },
  plugins: [
    tanstackStart({ srcDirectory: 'src' }),
    nitro({
      // PGlite ships its WASM and data files beside its JS; tracing keeps them (STACK-NOTES 2).
      traceDeps: ['@electric-sql/pglite', '@node-rs/argon2', 'pino', 'pino-pretty', 'nodemailer', 'pg'],
      plugins: ['./server/plugins/boot.ts'],
      compressPublicAssets: { gzip: true, brotli: true },
    }),
    react(),
    tailwindcss(),
  ],
})
