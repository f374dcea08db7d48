import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '~/db/client'
import type { ScopedActor } from '~/lib/session'
import {
  type Application,
  applications,
  files,
  type Job,
  jobs,
  jobTranslations,
  sessions,
  type StoredFile,
  type User,
  userCompanies,
  users,
} from '~/db/schema'
import { handleApplicationRequest, type RequestDeps } from '~/features/applications/applications.http.server'
import { authorize } from '~/features/auth/auth.server'
import type { JobFormInput } from '~/features/jobs/jobs.schemas'
import type { AccessArea } from '~/lib/access'
import { type UserRole, userRoles } from '~/lib/enums'
import { validate } from '~/lib/validate'
import { type Env, parseEnv } from '~/lib/env'
import { hashPassword } from '~/lib/server/password'
import { createSession, hashToken, SESSION_IDLE_MS } from '~/lib/server/sessions'
import { localStorage } from '~/lib/server/storage/local-storage'
import type { FileStorage } from '~/lib/server/storage/storage'
import { makePdf } from '../fixtures/cv/make-fixtures'
import { uniqueEmail, uniqueIp } from './setup-db'

/**
 * Test data builders over the real database. Each returns what a test needs to act as that
 * record (a user's password, a session's cookie token). Later slices add theirs here (jobs,
 * applications, contents …) in the same shape: `createTestX(db, overrides)`.
 */

export const TEST_PASSWORD = 'a long enough password'

let testPasswordHash: Promise<string> | undefined

export interface TestUser extends User {
  password: string
  /** The companies an admin limited the user to (decision 046); null: none chosen. */
  companies: string[] | null
}

export async function createTestUser(
  db: Db,
  overrides: { role?: UserRole; isActive?: boolean; email?: string; name?: string; password?: string; companies?: string[] } = {},
): Promise<TestUser> {
  const role = overrides.role ?? 'editor'
  const password = overrides.password ?? TEST_PASSWORD
  const passwordHash = password === TEST_PASSWORD ? await (testPasswordHash ??= hashPassword(TEST_PASSWORD)) : await hashPassword(password)
  const [user] = await db
    .insert(users)
    .values({
      email: overrides.email ?? uniqueEmail(role),
      name: overrides.name ?? `Test ${role} ${randomUUID().slice(0, 4)}`,
      role,
      passwordHash,
      isActive: overrides.isActive ?? true,
    })
    .returning()
  const companies = overrides.companies?.length ? overrides.companies : null
  if (companies) await db.insert(userCompanies).values(companies.map((companyKey) => ({ userId: user!.id, companyKey })))
  return { ...user!, password, companies }
}

/**
 * Signs in one new user of each role (admin, editor, recruiter) and writes their session tokens,
 * and their ids and names when the test asks, into the test's records.
 */
export async function signInEachRole(
  db: Db,
  into: { tokens: Partial<Record<UserRole, string>>; ids?: Partial<Record<UserRole, string>>; names?: Partial<Record<UserRole, string>> },
): Promise<void> {
  for (const role of userRoles) {
    const user = await createTestUser(db, { role })
    into.tokens[role] = await createTestSession(db, user.id)
    if (into.ids) into.ids[role] = user.id
    if (into.names) into.names[role] = user.name
  }
}

export type TestSessionState = 'live' | 'idle' | 'expired'

/** A session of `userId` and its cookie token; `idle` and `expired` sessions are past their limits. */
export async function createTestSession(db: Db, userId: string, state: TestSessionState = 'live'): Promise<string> {
  const { token } = await createSession(db, userId, { ip: '10.0.0.1', userAgent: 'vitest' })
  if (state === 'idle')
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 60_000) })
      .where(eq(sessions.id, hashToken(token)))
  if (state === 'expired')
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, hashToken(token)))
  return token
}

export const sessionCount = async (db: Db, userId: string) => (await db.select().from(sessions).where(eq(sessions.userId, userId))).length

export interface TestJobOverrides extends Partial<Omit<typeof jobs.$inferInsert, 'id'>> {
  title?: { tr: string; en: string }
  descriptionHtml?: { tr: string; en: string }
}

/** A job with both translations; active, open and published yesterday unless told otherwise. */
export async function createTestJob(db: Db, overrides: TestJobOverrides = {}): Promise<Job> {
  const { title, descriptionHtml, ...columns } = overrides
  const suffix = randomUUID().slice(0, 8)
  const [job] = await db
    .insert(jobs)
    .values({
      slug: `test-job-${suffix}`,
      status: 'active',
      companyKey: 'hoi-tech',
      category: 'software',
      workMode: 'Hybrid',
      employmentType: 'FullTime',
      experienceLevel: 'Mid',
      city: 'İstanbul',
      countryCode: 'TR',
      openings: 1,
      deadline: null,
      publishedAt: new Date(Date.now() - 86_400_000),
      applicationsOpen: true,
      ...columns,
    })
    .returning()
  await db.insert(jobTranslations).values([
    { jobId: job!.id, lang: 'tr', title: title?.tr ?? `Test ilanı ${suffix}`, descriptionHtml: descriptionHtml?.tr ?? '<p>Açıklama</p>' },
    { jobId: job!.id, lang: 'en', title: title?.en ?? `Test job ${suffix}`, descriptionHtml: descriptionHtml?.en ?? '<p>Description</p>' },
  ])
  return job!
}

/** A file row (no bytes in any storage): for records that only need a resume to point at. */
export async function createTestFileRow(db: Db, overrides: Partial<typeof files.$inferInsert> = {}): Promise<StoredFile> {
  const [file] = await db
    .insert(files)
    .values({
      storageKey: `resume/test/${randomUUID()}`,
      originalName: 'cv.pdf',
      contentType: 'application/pdf',
      sizeBytes: 1024,
      sha256: '0'.repeat(64),
      kind: 'resume',
      ...overrides,
    })
    .returning()
  return file!
}

/** An application to `jobId` with a file row for its CV (no stored bytes). */
export async function createTestApplication(
  db: Db,
  jobId: string,
  overrides: Partial<Omit<typeof applications.$inferInsert, 'jobId'>> = {},
): Promise<Application> {
  const resumeFileId = overrides.resumeFileId ?? (await createTestFileRow(db)).id
  const [application] = await db
    .insert(applications)
    .values({
      fullName: 'Ayşe Yılmaz',
      email: uniqueEmail('applicant'),
      phone: '+90 532 000 00 00',
      language: 'tr',
      consentAt: new Date(),
      ...overrides,
      jobId,
      resumeFileId,
    })
    .returning()
  return application!
}

/** A test's settings: files under `dataDir`, no demo data, quiet logs, HR's address and the careers origin; `overrides` win. */
export function testEnv(dataDir: string, overrides: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    HR_EMAIL: 'hr@hoi.test',
    APP_ORIGIN: 'https://careers.hoi.test',
    ...overrides,
  })
}

export interface TestApplyDeps {
  deps: RequestDeps
  /** The folder the uploads stream into; empty again after every request. */
  tmpDir: string
  /** The local storage's folder (unused when `storage` was given). */
  uploads: string
}

/**
 * What the public apply endpoint runs with, in a new folder under `root`: `testEnv` over
 * `root/data` with `env` over it, a local storage of the folder's own unless `storage`, a client
 * address of its own.
 */
export async function createTestApplyDeps(
  db: Db,
  root: string,
  options: { env?: Record<string, string>; storage?: FileStorage } = {},
): Promise<TestApplyDeps> {
  const base = await fs.mkdtemp(path.join(root, 'case-'))
  const tmpDir = path.join(base, 'tmp')
  const uploads = path.join(base, 'uploads')
  await fs.mkdir(tmpDir, { recursive: true })
  const deps: RequestDeps = {
    db,
    storage: options.storage ?? localStorage(uploads),
    env: testEnv(path.join(root, 'data'), options.env),
    ip: uniqueIp(),
    tmpDir,
  }
  return { deps, tmpDir, uploads }
}

let testPdf: Promise<Uint8Array> | undefined

/**
 * Applies to the job `slug` through the public endpoint (`POST /api/public/jobs/{slug}/applications`)
 * from a new client address, as a browser sends the form: name, a new address, phone and the
 * consent in English, then `fields` over them, and a one-page PDF as the CV named `resumeName`.
 */
export async function applyThroughEndpoint(
  deps: RequestDeps,
  slug: string,
  fields: Record<string, string> = {},
  resumeName = 'cv.pdf',
): Promise<{ status: number; body: Record<string, any> }> {
  const form = new FormData()
  const values = {
    lang: 'en',
    full_name: 'Ayşe Yılmaz',
    email: uniqueEmail('applicant'),
    phone: '+90 532 123 45 67',
    consent: 'on',
    ...fields,
  }
  for (const [name, value] of Object.entries(values)) form.append(name, value)
  const pdf = await (testPdf ??= makePdf())
  form.append('resume', new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), resumeName)
  const request = new Request(`http://localhost/api/public/jobs/${slug}/applications`, { method: 'POST', body: form })
  const response = await handleApplicationRequest(request, slug, { ...deps, ip: uniqueIp() })
  return { status: response.status, body: (await response.json()) as Record<string, any> }
}

/** A reader of every company's jobs and applications (an admin), for reads that only need the scope (decision 046). */
export const EVERY_COMPANY: ScopedActor = { id: '00000000-0000-4000-8000-000000000000', role: 'admin', companies: null }

/** A server function's operation: the database, the validated input, the signed-in user. */
export type ServerHandler<S extends z.ZodType, R> = (db: Db, data: z.output<S>, user: ScopedActor) => Promise<R>

/**
 * What a server function does, without HTTP: the access middleware of `area` for the session of
 * `token` (401/403 as `AppError`), the validator of `schema` (400), then the operation.
 */
export async function callAs<S extends z.ZodType, R>(
  db: Db,
  token: string,
  area: AccessArea,
  schema: S,
  input: z.input<S>,
  handler: ServerHandler<S, R>,
): Promise<R> {
  const session = await authorize(db, token, area)
  return handler(db, validate(schema)(input), session.user)
}

/** A job form's input: a Turkish and English senior developer at HOI Tech in Istanbul, active, with a fresh slug. */
export const testJobInput = (overrides: Partial<JobFormInput> = {}): JobFormInput => ({
  titleTr: 'Kıdemli Yazılım Geliştirici',
  titleEn: 'Senior Software Developer',
  descriptionTr: '<p>Ekibimize katılın.</p>',
  descriptionEn: '<p>Join our team.</p>',
  slug: `kidemli-gelistirici-${randomUUID().slice(0, 8)}`,
  companyKey: 'hoi-tech',
  category: 'software',
  workMode: 'Hybrid',
  employmentType: 'FullTime',
  experienceLevel: 'Senior',
  city: 'İstanbul',
  countryCode: 'TR',
  openings: 1,
  deadline: '',
  applicationsOpen: true,
  status: 'active',
  ...overrides,
})
