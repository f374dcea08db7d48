// The "static file" baseline of `npm run bench` (scripts/bench.mjs starts it; not for production).
// A minimal node:http static server in its own process, serving the page bytes that the real
// server sent, already gzipped, from files written by the benchmark.
//
//   node scripts/bench-static.mjs --manifest FILE --port N [--mode disk|memory]
//
// The manifest lists { path, file, headers }: `headers` are the real server's reply headers
// (content type, content encoding, security headers, vary) less the per-request ones.
// --mode disk (default) does what express.static / `send` do on every request: stat the file,
// set Content-Length, ETag and Last-Modified from it, and stream it from disk (the OS page cache
// after the first read). --mode memory reads each file once at start-up and answers from memory:
// an upper bound for any Node server, including a page cache.
import fs from 'node:fs'
import http from 'node:http'
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: {
    manifest: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    mode: { type: 'string', default: 'disk' },
  },
})
if (!values.manifest || !values.port || !['disk', 'memory'].includes(values.mode)) {
  process.stderr.write('usage: node scripts/bench-static.mjs --manifest FILE --port N [--mode disk|memory]\n')
  process.exit(2)
}

/** @type {{ path: string, file: string, headers: Record<string, string> }[]} */
const manifest = JSON.parse(fs.readFileSync(values.manifest, 'utf8'))
const routes = new Map(
  manifest.map((entry) => [entry.path, { ...entry, bytes: values.mode === 'memory' ? fs.readFileSync(entry.file) : undefined }]),
)

/** ETag and Last-Modified the way `send` derives them from the file's stat. */
function validators(stat) {
  return { ETag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`, 'Last-Modified': stat.mtime.toUTCString() }
}
const memoryStats = new Map(manifest.map((entry) => [entry.path, values.mode === 'memory' ? fs.statSync(entry.file) : undefined]))

function send(req, res, route, stat) {
  const tags = validators(stat)
  const headers = { ...route.headers, ...tags, 'Cache-Control': 'public, max-age=0', 'Content-Length': String(stat.size) }
  if (req.headers['if-none-match'] === tags.ETag) {
    res.writeHead(304, { ETag: tags.ETag, 'Last-Modified': tags['Last-Modified'] })
    res.end()
    return
  }
  res.writeHead(200, headers)
  if (req.method === 'HEAD') {
    res.end()
  } else if (route.bytes) {
    res.end(route.bytes)
  } else {
    const stream = fs.createReadStream(route.file)
    stream.once('error', () => res.destroy())
    stream.pipe(res)
  }
}

const server = http.createServer((req, res) => {
  // The path with its query: a public API answer is named by both.
  const route = routes.get(req.url ?? '/')
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' })
    res.end()
  } else if (!route) {
    res.writeHead(404, { 'Content-Type': 'text/plain' })
    res.end('not found')
  } else if (route.bytes) {
    send(req, res, route, memoryStats.get(route.path))
  } else {
    fs.stat(route.file, (error, stat) => {
      if (error) {
        res.writeHead(404, { 'Content-Type': 'text/plain' })
        res.end('not found')
      } else {
        send(req, res, route, stat)
      }
    })
  }
})

server.once('error', (error) => {
  process.stderr.write(`bench-static: ${error.message}\n`)
  process.exit(1)
})
server.listen(Number(values.port), values.host, () => process.stdout.write(`listening ${values.port}\n`))

const stop = () => {
  server.close(() => process.exit(0))
  server.closeAllConnections()
  setTimeout(() => process.exit(0), 1000).unref()
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
// Gone with the benchmark even if it is killed outright: its end of the stdin pipe closes.
process.stdin.on('end', stop)
process.stdin.on('error', stop)
process.stdin.resume()
