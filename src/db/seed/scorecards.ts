import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../client'
import { applications, interviewInterviewers, interviews, scorecards, users } from '../schema'

/**
 * Demo scorecards (docs/product.md §16.4): the first admin interviews Mehmet Kaya in both demo
 * interviews; the later one has the admin's submitted scorecard, the sooner one waits for it, so
 * the applicant page shows a submitted card and the form. Without an admin, nothing.
 */
export async function insertDemoScorecards(tx: Db, now: number): Promise<number> {
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
    .orderBy(asc(users.createdAt))
    .limit(1)
  if (!admin) return 0
  const demo = await tx
    .select({ id: interviews.id })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .where(eq(applications.email, 'mehmet.kaya@example.com'))
    .orderBy(asc(interviews.startsAt))
  if (demo.length < 2) return 0
  await tx.insert(interviewInterviewers).values(demo.map((interview) => ({ interviewId: interview.id, userId: admin.id })))
  const rows = await tx
    .insert(scorecards)
    .values({
      interviewId: demo[1]!.id,
      interviewerId: admin.id,
      roleSkills: 4,
      communication: 5,
      problemSolving: 3,
      cultureValues: 4,
      recommendation: 'yes',
      notes: 'Hasta iletişimi güçlü; yoğun vardiya deneyimi var. Elektronik kayıt sistemlerinde kısa bir eğitim gerekebilir.',
      submittedAt: new Date(now),
    })
    .returning({ id: scorecards.id })
  return rows.length
}
