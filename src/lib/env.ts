import path from 'node:path'
import { z } from 'zod'

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
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
    /** Sign-in attempts allowed from one IP address per 15 minutes. */
    LOGIN_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(30),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
  })
  .transform((env) => ({
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    APP_ORIGIN: (env.APP_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
  }))

export type Env = z.infer<typeof envSchema>

let cached: Env | undefined

/** Validates an environment; the error lists every problem. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  return parsed.data
}

/** The validated process environment. Fails once, at start-up, with every problem listed. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

export const isHttpsOrigin = (env: Env) => env.APP_ORIGIN.startsWith('https://')
