import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '~/db/client'
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
  users,
} from '~/db/schema'
import type { UserRole } from '~/lib/enums'
import { hashPassword } from '~/lib/server/password'
import { createSession, hashToken, SESSION_IDLE_MS } from '~/lib/server/sessions'
import { uniqueEmail } from './setup-db'

/**
 * Test data builders over the real database. Each returns what a test needs to act as that
 * record (a user's password, a session's cookie token). Later slices add theirs here (jobs,
 * applications, contents …) in the same shape: `createTestX(db, overrides)`.
 */

export const TEST_PASSWORD = 'a long enough password'

let testPasswordHash: Promise<string> | undefined

export interface TestUser extends User {
  password: string
}

export async function createTestUser(
  db: Db,
  overrides: { role?: UserRole; isActive?: boolean; email?: string; name?: string; password?: string } = {},
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
  return { ...user!, password }
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
