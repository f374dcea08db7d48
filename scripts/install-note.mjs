// `postinstall`: one line in place of npm's engine warnings (muted in .npmrc). npm itself runs on
// the Node found on PATH; the scripts run on the `node` dev dependency, first on PATH in `npm run`.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const projectNode = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'node.cmd' : 'node')

const pinned = spawnSync(projectNode, ['--version'], { encoding: 'utf8' })
if (pinned.status !== 0) {
  // A real problem: without it every script would run on whatever Node is on PATH.
  process.stderr.write(
    `The project's Node (the \`node\` dev dependency) is missing from node_modules/.bin; run \`npm rebuild node\` or reinstall.\n`,
  )
  process.exit(1)
}
const projectVersion = pinned.stdout.trim()

// npm names its own Node in its user agent, e.g. "npm/11.19.1 node/v20.20.2 linux x64 workspaces/false".
const npmNode = /\bnode\/(v[\d.]+)/.exec(process.env.npm_config_user_agent ?? '')?.[1]
if (npmNode && npmNode.split('.')[0] !== projectVersion.split('.')[0]) {
  console.log(
    `Node ${npmNode} found on PATH; npm scripts run on the project's Node ${projectVersion} (node@${projectVersion.slice(1).split('.')[0]}). ` +
      'Engine warnings are muted in .npmrc (`npm install --loglevel=warn` shows them).',
  )
}
