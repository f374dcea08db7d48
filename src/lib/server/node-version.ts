/**
 * The server runs on the project's Node 24 however it is started (decision 012). `npm start` and
 * `npm run serve` check this in scripts/start.mjs; a process manager that runs
 * `node .output/server/index.mjs` directly would otherwise start silently on an older Node
 * (Debian's Node 20, say) and run slower. The boot plugin calls `exitOnUnsupportedNode` while the
 * server bundle loads, before the HTTP server listens or the database is opened.
 */
export const REQUIRED_NODE_MAJOR = 24

/** The one line printed when `version` (e.g. `20.20.2`) is too old, or undefined when it will do. */
export function unsupportedNodeMessage(version: string): string | undefined {
  const major = Number.parseInt(version.replace(/^v/, ''), 10)
  if (major >= REQUIRED_NODE_MAJOR) return undefined
  return (
    `Node v${version.replace(/^v/, '')} cannot run this server (it needs Node ${REQUIRED_NODE_MAJOR}): ` +
    "start it with `npm start`, or run `node_modules/.bin/node .output/server/index.mjs` (the project's Node 24)."
  )
}

/** Prints the line to stderr and exits with 1 when this process runs on a Node older than 24. */
export function exitOnUnsupportedNode(): void {
  const message = unsupportedNodeMessage(process.versions.node)
  if (!message) return
  process.stderr.write(`${message}\n`)
  process.exit(1)
}
