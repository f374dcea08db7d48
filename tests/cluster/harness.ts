import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { SMTPServer } from 'smtp-server'
import { startTestS3, type TestS3 } from '../integration/s3-server'

/**
 * What the cluster test (decision 036) runs on: a fresh PostgreSQL database, an S3-protocol server
 * (s3rver), an SMTP sink, two instances of the production build and nginx in front of them, each
 * on a free port, all in one temporary folder. `stop()` ends every process and removes everything,
 * also after a failure or a signal.
 */
const root = path.resolve(import.meta.dirname, '../..')
const nodeBin = path.join(root, 'node_modules/.bin/node')
const entry = path.join(root, '.output/server/index.mjs')

export const ADMIN_EMAIL = 'admin@hoi.example'

/** Where the nginx binary is: NGINX_BIN, Debian's path, or the PATH. */
export function findNginx(): string | undefined {
  const candidates = [
    process.env.NGINX_BIN,
    '/usr/sbin/nginx',
    ...(process.env.PATH ?? '').split(':').map((dir) => path.join(dir, 'nginx')),
  ]
  return candidates.find((candidate) => candidate && fs.existsSync(candidate))
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

export interface Reply {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
  text: () => string
  json: <T = unknown>() => T
}

export interface RequestOptions {
  method?: string
  headers?: Record<string, string>
  body?: string | Buffer
  /**
   * The client's own address: any 127.x.y.z on Linux, so that the servers see distinct clients
   * (rate limits count per address).
   */
  localAddress?: string
}

/** One HTTP request on a fresh connection (node:http, since fetch cannot choose its source address). */
export function request(base: string, pathname: string, options: RequestOptions = {}): Promise<Reply> {
  const url = new URL(pathname, base)
  const body = typeof options.body === 'string' ? Buffer.from(options.body) : options.body
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: options.method ?? 'GET',
        localAddress: options.localAddress,
        agent: false,
        headers: { ...options.headers, ...(body ? { 'Content-Length': String(body.length) } : {}) },
      },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('error', reject)
        incoming.on('end', () => {
          const data = Buffer.concat(chunks)
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: data,
            text: () => data.toString('utf8'),
            json: <T>() => JSON.parse(data.toString('utf8')) as T,
          })
        })
      },
    )
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error(`no answer from ${url.href} within 30 s`)))
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

/** A multipart/form-data body of text fields and at most one file. */
export function multipart(fields: Record<string, string>, file?: { field: string; name: string; type: string; data: Buffer }) {
  const boundary = `----hoicluster${randomBytes(8).toString('hex')}`
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  )
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` }
}

export interface SinkMessage {
  /** The envelope's sender: tells which instance sent it (each has its own MAIL_FROM here). */
  from: string
  to: string[]
  raw: string
  receivedAt: number
}

/** An SMTP server that accepts every message and keeps it. */
async function startSmtpSink() {
  const messages: SinkMessage[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope
        messages.push({
          from: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          receivedAt: Date.now(),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as net.AddressInfo
  return { messages, port, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/**
 * The text/plain part of a raw message, decoded (quoted-printable or base64), with LF line ends:
 * what the outbox row's `text` was.
 */
export function plainText(raw: string): string | undefined {
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const split = part.search(/\r?\n\r?\n/)
    if (split === -1) continue
    const head = part.slice(0, split)
    if (!/^content-type:\s*text\/plain/im.test(head)) continue
    const body = part
      .slice(split)
      .replace(/^\r?\n\r?\n/, '')
      .replace(/\r?\n--[^\r\n]*--\s*$/, '')
    const encoding = /^content-transfer-encoding:\s*([\w-]+)/im.exec(head)?.[1]?.toLowerCase()
    const decoded =
      encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? Buffer.from(
              body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            ).toString('utf8')
          : body
    return decoded.replace(/\r\n/g, '\n')
  }
  return undefined
}

export interface Instance {
  name: 'A' | 'B'
  port: number
  base: string
  /** The MAIL_FROM address it sends with. */
  mailFrom: string
  child: ChildProcess
  output: () => string
  exited: Promise<number | null>
  /** Milliseconds from spawn to `/readyz` answering 200. */
  bootMs: number
}

export interface Cluster {
  instances: [Instance, Instance]
  /** nginx in front of both, round-robin: also the site's APP_ORIGIN. */
  proxy: string
  proxyPort: number
  origin: string
  adminPassword: string
  database: string
  /** A client of the cluster's database, for reading what the instances wrote. */
  db: pg.Client
  s3: TestS3
  smtp: { port: number; messages: SinkMessage[] }
  nginxLog: () => string
  stop: () => Promise<void>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function waitReady(base: string, output: () => string, exited: Promise<unknown>, timeoutMs = 90_000) {
  let gone = false
  void exited.then(() => (gone = true))
  const deadline = Date.now() + timeoutMs
  let last = 'no answer'
  while (Date.now() < deadline && !gone) {
    try {
      const reply = await request(base, '/readyz')
      if (reply.status === 200) return
      last = `${reply.status} ${reply.text()}`
    } catch (error) {
      last = String(error)
    }
    await sleep(150)
  }
  throw new Error(`${base} not ready (${gone ? 'exited' : last}):\n${output()}`)
}

/**
 * Starts everything, in order, and returns the cluster; on a failure on the way it stops what it
 * started and rethrows.
 */
export async function startCluster(adminUrl: string): Promise<Cluster> {
  const nginx = findNginx()
  if (!nginx) throw new Error('nginx not found: install it (Debian: apt-get install -y nginx) or set NGINX_BIN')
  if (!fs.existsSync(entry)) throw new Error('.output/server/index.mjs is missing: run `node scripts/ensure-build.mjs` first')

  const cleanups: (() => Promise<void> | void)[] = []
  const children: ChildProcess[] = []
  let stopped: Promise<void> | undefined
  const stop = () =>
    (stopped ??= (async () => {
      // SIGTERM first: nginx's master stops its workers (killed, it would leave them behind).
      const running = children.filter((child) => child.exitCode === null && child.signalCode === null)
      await Promise.all(
        running.map(
          (child) =>
            new Promise<void>((resolve) => {
              const timer = setTimeout(() => {
                child.kill('SIGKILL')
                resolve()
              }, 5000)
              child.once('exit', () => {
                clearTimeout(timer)
                resolve()
              })
              child.kill('SIGTERM')
            }),
        ),
      )
      for (const cleanup of cleanups.reverse()) {
        try {
          await cleanup()
        } catch (error) {
          process.stderr.write(`cluster cleanup: ${String(error)}\n`)
        }
      }
    })())
  // A Ctrl+C or a kill of the runner must not leave servers, nginx or the database behind.
  const onSignal = (signal: NodeJS.Signals) => {
    void stop().finally(() => process.kill(process.pid, signal))
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  cleanups.push(() => {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  })

  try {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hoi-cluster-'))
    cleanups.push(() => fs.rmSync(tmp, { recursive: true, force: true }))
    // Only [a-z0-9_]: the name goes into DDL, which takes no parameters.
    const database = `hoi_cluster_${randomBytes(5).toString('hex')}`

    // Should this process be killed before it cleans up (a runner that stops its workers hard), the
    // janitor does it: it reads what to stop and remove from this file.
    const stateFile = path.join(tmp, 'cluster-state.json')
    const writeState = () =>
      fs.writeFileSync(stateFile, JSON.stringify({ tmp, database, adminUrl, pids: children.map((child) => child.pid) }))
    writeState()
    const janitor = spawn(nodeBin, [path.join(import.meta.dirname, 'janitor.mjs'), String(process.pid), stateFile], {
      cwd: root,
      detached: true,
      stdio: 'ignore',
    })
    janitor.unref()
    cleanups.unshift(() => void janitor.kill('SIGTERM'))
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${database}`)
    cleanups.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
      await admin.end()
    })
    const databaseUrl = new URL(adminUrl)
    databaseUrl.pathname = `/${database}`
    const db = new pg.Client({ connectionString: databaseUrl.toString() })
    await db.connect()
    cleanups.push(() => db.end())

    const s3 = await startTestS3({ parentDir: tmp })
    cleanups.push(() => s3.stop())
    const smtp = await startSmtpSink()
    cleanups.push(() => smtp.stop())

    const [portA, portB, proxyPort] = [await freePort(), await freePort(), await freePort()]
    const origin = `http://127.0.0.1:${proxyPort}`
    const adminPassword = randomBytes(15).toString('base64url')

    const startInstance = (name: 'A' | 'B', port: number): Instance => {
      const dataDir = path.join(tmp, `data-${name.toLowerCase()}`)
      fs.mkdirSync(dataDir)
      const mailFrom = `instance-${name.toLowerCase()}@hoi.example`
      const env: Record<string, string | undefined> = {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl.toString(),
        // Both answer for the site behind nginx: its address is the one forms come from.
        APP_ORIGIN: origin,
        ADMIN_EMAIL,
        ADMIN_PASSWORD: adminPassword,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: `HOI ${name} <${mailFrom}>`,
        S3_BUCKET: s3.settings.bucket,
        S3_ENDPOINT: s3.settings.endpoint,
        S3_REGION: s3.settings.region,
        S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
        // nginx connects from 127.0.0.1: only it may name the client in X-Forwarded-For.
        TRUST_PROXY: '127.0.0.1',
        CONTACT_LIMIT_PER_IP: '4',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        SHUTDOWN_TIMEOUT_MS: '3000',
        TEST: '1',
      }
      delete env.TEST_DATABASE_URL
      const started = Date.now()
      const child = spawn(nodeBin, [entry], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
      children.push(child)
      writeState()
      let output = ''
      child.stdout?.on('data', (chunk) => (output += chunk))
      child.stderr?.on('data', (chunk) => (output += chunk))
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
      return { name, port, base: `http://127.0.0.1:${port}`, mailFrom, child, output: () => output, exited, bootMs: started }
    }
    // Started together on an empty database: one migrates and seeds, the other waits its turn.
    const instances: [Instance, Instance] = [startInstance('A', portA), startInstance('B', portB)]
    await Promise.all(
      instances.map(async (instance) => {
        await waitReady(instance.base, instance.output, instance.exited)
        instance.bootMs = Date.now() - instance.bootMs
      }),
    )

    const nginxDir = path.join(tmp, 'nginx')
    fs.mkdirSync(nginxDir)
    const conf = path.join(nginxDir, 'nginx.conf')
    fs.writeFileSync(conf, nginxConfig({ dir: nginxDir, port: proxyPort, upstreams: [portA, portB] }))
    const nginxProcess = spawn(nginx, ['-e', path.join(nginxDir, 'error.log'), '-p', nginxDir, '-c', conf, '-g', 'daemon off;'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    children.push(nginxProcess)
    writeState()
    let nginxOutput = ''
    nginxProcess.stdout?.on('data', (chunk) => (nginxOutput += chunk))
    nginxProcess.stderr?.on('data', (chunk) => (nginxOutput += chunk))
    const nginxExited = new Promise((resolve) => nginxProcess.on('exit', resolve))
    const nginxLog = () => {
      const errorLog = path.join(nginxDir, 'error.log')
      return nginxOutput + (fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '')
    }
    await waitReady(origin, nginxLog, nginxExited, 10_000)

    return {
      instances,
      proxy: origin,
      proxyPort,
      origin,
      adminPassword,
      database,
      db,
      s3,
      smtp,
      nginxLog,
      stop,
    }
  } catch (error) {
    const logs = children.map((child, n) => `--- process ${n} (pid ${child.pid}) exit ${child.exitCode}`).join('\n')
    await stop()
    throw new Error(`${(error as Error).message}\n${logs}`, { cause: error })
  }
}

/** nginx as a reverse proxy of both instances, round-robin, with every path under `dir`. */
function nginxConfig({ dir, port, upstreams }: { dir: string; port: number; upstreams: number[] }): string {
  const user = process.getuid?.() === 0 ? 'user root root;' : ''
  return `${user}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 25m;
  upstream hoi {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream};`).join('\n')}
    keepalive 8;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://hoi;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Which instance answered: the test reads it.
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`
}
