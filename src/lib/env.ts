import path from 'node:path'
import { z } from 'zod'
import { parseTrustProxy } from './server/trust-proxy'

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())

/** A whole number in [min, max]; every failure names the variable and the range. */
const wholeNumber = (name: string, min: number, max: number) => {
  const error = `${name} must be a number between ${min} and ${max}`
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error })
}

/** `true` or `false`; unset means `fallback`. */
const booleanFlag = (name: string, fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .default(fallback)
    .transform((v) => v === 'true')

/** Any non-empty value means on: CI systems and test runners set these, and srvx reads them that way. */
const presenceFlag = z
  .string()
  .optional()
  .transform((v) => Boolean(v))

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: wholeNumber('PORT', 1, 65_535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalUrl.optional(),
    APP_ORIGIN: optionalUrl.optional(),
    ADMIN_EMAIL: z.email().default('admin@hoi.example'),
    ADMIN_PASSWORD: z
      .string()
      .optional()
      .transform((v) => (v === '' ? undefined : v))
      .pipe(z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional()),
    SMTP_URL: optionalUrl.optional(),
    MAIL_FROM: z.string().default('HOI Holding <no-reply@hoi.example>'),
    HR_EMAIL: z.email().default('hr@hoi.example'),
    /**
     * Uploaded files (CVs, documents) go to an S3-compatible bucket when S3_BUCKET is set, so
     * that several instances share them; otherwise to DATA_DIR/uploads (src/lib/server/storage).
     */
    S3_BUCKET: z
      .string()
      .trim()
      .max(63)
      .optional()
      .transform((v) => v || undefined),
    /** The service's URL for a non-AWS store (MinIO, R2, Ceph…); unset means AWS itself. */
    S3_ENDPOINT: optionalUrl.optional(),
    S3_REGION: z.string().trim().default('us-east-1'),
    S3_ACCESS_KEY_ID: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined),
    S3_SECRET_ACCESS_KEY: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined),
    /** Path-style URLs (`endpoint/bucket/key`), which most self-hosted stores need. */
    S3_FORCE_PATH_STYLE: booleanFlag('S3_FORCE_PATH_STYLE', 'false'),
    /** Job applications allowed from one IP address per hour (`application` in route-policy.ts). */
    APPLICATION_LIMIT_PER_IP: wholeNumber('APPLICATION_LIMIT_PER_IP', 1, 100_000).default(10),
    /** Days the private link of an application's confirmation mail stays valid (decision 040). */
    APPLICATION_LINK_DAYS: wholeNumber('APPLICATION_LINK_DAYS', 1, 3650).default(90),
    /** Candidate page actions (withdraw, delete, downloads) allowed from one IP address per hour (`candidate`). */
    CANDIDATE_LIMIT_PER_IP: wholeNumber('CANDIDATE_LIMIT_PER_IP', 1, 100_000).default(60),
    /** Requests for a new private link allowed from one IP address per hour (`candidateLink`). */
    CANDIDATE_LINK_LIMIT_PER_IP: wholeNumber('CANDIDATE_LINK_LIMIT_PER_IP', 1, 100_000).default(10),
    /** Days an application (with its CV and notes) is kept before the retention job deletes it. */
    APPLICATION_RETENTION_DAYS: wholeNumber('APPLICATION_RETENTION_DAYS', 1, 3650).default(365),
    /** Days a talent-pool consent keeps an application for other positions, from its giving or renewal (decision 044). */
    TALENT_POOL_RETENTION_DAYS: wholeNumber('TALENT_POOL_RETENTION_DAYS', 1, 3650).default(730),
    /** Days before a talent-pool consent ends that the candidate is asked by e-mail to renew it. */
    TALENT_POOL_RENEWAL_NOTICE_DAYS: wholeNumber('TALENT_POOL_RENEWAL_NOTICE_DAYS', 1, 365).default(28),
    /**
     * Hours an uploaded or temporary file that no row references is kept before the orphan sweep
     * removes it (decision 029): long enough for any upload still under way.
     */
    FILE_ORPHAN_GRACE_HOURS: wholeNumber('FILE_ORPHAN_GRACE_HOURS', 1, 8760).default(24),
    /** Job-alert subscriptions accepted from one IP address per hour (`alert` in route-policy.ts, decision 043). */
    ALERT_LIMIT_PER_IP: wholeNumber('ALERT_LIMIT_PER_IP', 1, 100_000).default(10),
    /** Contact messages accepted from one IP address per hour (`contact` in route-policy.ts). */
    CONTACT_LIMIT_PER_IP: wholeNumber('CONTACT_LIMIT_PER_IP', 1, 100_000).default(5),
    /** Days a contact message is kept before the retention job deletes it (the notice says 2 years). */
    CONTACT_RETENTION_DAYS: wholeNumber('CONTACT_RETENTION_DAYS', 1, 3650).default(730),
    /** Sign-in attempts allowed from one IP address per 15 minutes (`login` in route-policy.ts). */
    LOGIN_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(30),
    /**
     * Which proxies may name the client in X-Forwarded-For: unset/off (the TCP peer is the
     * client), a hop count (`1` behind one reverse proxy), or their addresses/CIDR ranges.
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        try {
          return parseTrustProxy(value)
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message })
          return z.NEVER
        }
      }),
    /** How long an upload may send nothing before it is cut off with 408 (src/lib/server/multipart-upload.ts). */
    UPLOAD_IDLE_TIMEOUT_MS: wholeNumber('UPLOAD_IDLE_TIMEOUT_MS', 1000, 600_000).default(30_000),
    /**
     * How long the server lets requests under way (uploads included) finish after SIGTERM/SIGINT
     * before it cuts them off, closes the database and exits (server/plugins/boot.ts; decision 033).
     */
    SHUTDOWN_TIMEOUT_MS: wholeNumber('SHUTDOWN_TIMEOUT_MS', 0, 600_000).default(20_000),
    /**
     * Turns on `GET /metrics` (Prometheus text format) for a bearer of this token; unset, the path
     * is not found (src/lib/server/metrics.ts, decision 035).
     */
    METRICS_TOKEN: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined)
      .pipe(
        z
          .string()
          .min(32, 'METRICS_TOKEN must be at least 32 characters (e.g. openssl rand -hex 32)')
          .regex(/^[A-Za-z0-9._~+/-]+=*$/, 'METRICS_TOKEN may hold only letters, digits and - . _ ~ + / (e.g. openssl rand -hex 32)')
          .optional(),
      ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO: booleanFlag('SEED_DEMO', 'true'),
    /** Where the SQL migrations are; unset means found from the project (src/db/client.ts). */
    MIGRATIONS_DIR: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? path.resolve(v) : undefined)),
    /** Tests only: turns on /{lang}/error-preview, a page that fails on purpose. */
    ENABLE_ERROR_PREVIEW: booleanFlag('ENABLE_ERROR_PREVIEW', 'false'),
    /** Set by CI systems and test runners; then srvx installs no signal handlers (server/plugins/boot.ts). */
    CI: presenceFlag,
    TEST: presenceFlag,
  })
  .transform((env) => ({
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    APP_ORIGIN: (env.APP_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
  }))

export type Env = z.infer<typeof envSchema>

let cached: Env | undefined

/** Validates an environment; the error is one line that names every problem. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.')
      return issue.message.startsWith(`${name} `) ? issue.message : `${name}: ${issue.message}`
    })
    throw new Error(`Invalid environment: ${problems.join('; ')}`)
  }
  return parsed.data
}

/** The validated process environment. Fails once, at start-up, with every problem listed. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

export const isHttpsOrigin = (env: Env) => env.APP_ORIGIN.startsWith('https://')
