import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'
import { gzipAsync } from '@gfx/zopfli'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)

/** Text assets worth compressing; smaller files gain nothing (Nitro draws the line at 1 KB too). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|xml)$/
const MIN_BYTES = 1024

/**
 * Writes `.gz` (zopfli) and `.br` (quality 11) beside every client asset, before Nitro copies
 * them: Nitro skips a file that already has them, and serves them by `Accept-Encoding`. Zopfli
 * writes ordinary gzip that every client reads, about 3.5% smaller than zlib's best level, which
 * is what Nitro would use (decision 013). Adds a few seconds to a build.
 */
export function precompress(): Plugin {
  return {
    name: 'hoi:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const dir = options.dir
      if (!dir) return
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name))
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(dir, name)
          const content = await readFile(file)
          if (content.length < MIN_BYTES) return
          const [gzip, br] = await Promise.all([
            gzipAsync(content, { numiterations: 15 }),
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          ])
          await Promise.all([writeFile(`${file}.gz`, gzip), writeFile(`${file}.br`, br)])
        }),
      )
    },
  }
}
