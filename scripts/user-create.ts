import { existsSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import type { z } from 'zod'
import { type Database, openDatabase } from '~/db/client'
import { createUserSchema } from '~/features/users/users.schemas'
import { createUser } from '~/features/users/users.admin.server'
import { getEnv } from '~/lib/env'
import { userRoles } from '~/lib/enums'
import { AppError } from '~/lib/errors'

// Like `npm start`: a .env file in the project root fills in what the environment leaves unset.
const envFile = path.resolve(import.meta.dirname, '..', '.env')
if (existsSync(envFile)) process.loadEnvFile(envFile)

const usage = `Usage: npm run user:create -- --email <address> --role <${userRoles.join('|')}> [--name "Full Name"] [--password <password>]

Creates a dashboard user in the database of DATABASE_URL, or else in the embedded database under
DATA_DIR (stop the server first: the embedded database allows one process at a time). Both come
from the environment or from .env, as for npm start.
Without --password a strong password is generated and printed once; prefer that, since a
password given on the command line stays in the shell history.`

/** The schema's messages are locale keys for the dashboard form (src/lib/schema.ts); say them in plain words here. */
function describeIssue(issue: z.core.$ZodIssue): string {
  const field = `--${issue.path.join('.')}`
  if (issue.path[0] === 'role') return `${field} must be one of ${userRoles.join(', ')}`
  const [key, param] = issue.message.split(':')
  switch (key) {
    case 'validation.required':
      return `${field} is required`
    case 'validation.email':
      return `${field} must be a valid e-mail address`
    case 'validation.minLength':
      return `${field} must be at least ${param} characters`
    case 'validation.maxLength':
      return `${field} must be at most ${param} characters`
    case 'validation.controlCharacters':
      return `${field} must not contain control characters`
    default:
      return `${field} is not valid`
  }
}

const fail = (message: string, withUsage = false) => {
  process.stderr.write(`Error: ${message}\n${withUsage ? `\n${usage}\n` : ''}`)
  return 1
}

async function main(argv: string[]): Promise<number> {
  let values: { email?: string; role?: string; name?: string; password?: string; help?: boolean }
  try {
    ;({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        role: { type: 'string' },
        name: { type: 'string' },
        password: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }))
  } catch (error) {
    return fail((error as Error).message, true)
  }
  if (values.help) {
    process.stdout.write(`${usage}\n`)
    return 0
  }

  const email = values.email?.trim() ?? ''
  // Without --name, the part of the address before the @ stands in; it can be changed later.
  const localPart = email.split('@')[0] ?? ''
  const parsed = createUserSchema.safeParse({
    email,
    role: values.role,
    name: values.name ?? (localPart.length >= 2 ? localPart : email),
    password: values.password ?? '',
  })
  if (!parsed.success) {
    const problems = new Map<string, string>()
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.')
      // A name derived from a bad e-mail address adds nothing to the e-mail's own message.
      if (key === 'name' && values.name === undefined) continue
      if (!problems.has(key)) problems.set(key, describeIssue(issue))
    }
    const order = ['email', 'role', 'name', 'password']
    const sorted = [...problems].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b)).map(([, text]) => text)
    return fail(sorted.join('\n       '), true)
  }
  const input = parsed.data

  let database: Database
  try {
    const env = getEnv()
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
  } catch (error) {
    return fail((error as Error).message)
  }
  try {
    await database.migrate()
    const { user, generatedPassword } = await createUser(database.db, { ...input, password: input.password || undefined })
    process.stdout.write(`Created ${user.role} ${user.email} (${user.name}) in the ${database.kind} database.\n`)
    if (generatedPassword) {
      process.stdout.write(`Password: ${generatedPassword}\n(shown once: store it safely)\n`)
    }
    return 0
  } catch (error) {
    if (error instanceof AppError && error.code === 'email_taken') {
      return fail(`a user with the e-mail address ${input.email} already exists`)
    }
    // Drizzle wraps driver errors ("Failed query: …"); the cause says what actually went wrong.
    const cause = (error as Error).cause
    return fail(`could not create the user: ${cause instanceof Error ? cause.message : (error as Error).message}`)
  } finally {
    await database.close()
  }
}

process.exit(await main(process.argv.slice(2)))
