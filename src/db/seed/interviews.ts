import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../client'
import { applications, interviews } from '../schema'

const DAY_MS = 86_400_000

/**
 * Two demo interviews for the applicant in `interview` (docs/product.md §16): tomorrow at 10:00 in
 * Istanbul and in three days at 14:30 in Dubai, so that the dashboard home's week and the
 * applicant page show them. Demo rows send no invitation.
 */
export async function insertDemoInterviews(tx: Db, now: number): Promise<number> {
  const [mehmet] = await tx.select({ id: applications.id }).from(applications).where(eq(applications.email, 'mehmet.kaya@example.com'))
  if (!mehmet) return 0
  const at = (days: number, time: string, offset: string) =>
    new Date(`${new Date(now + days * DAY_MS).toISOString().slice(0, 10)}T${time}:00${offset}`)
  const rows = await tx
    .insert(interviews)
    .values(
      [
        { startsAt: at(1, '10:00', '+03:00'), timeZone: 'Europe/Istanbul', durationMinutes: 60, location: 'Levent Ofis, Kat 3' },
        { startsAt: at(3, '14:30', '+04:00'), timeZone: 'Asia/Dubai', durationMinutes: 45, videoUrl: 'https://meet.example.com/hoi-demo' },
      ].map((row) => ({ ...row, applicationId: mehmet.id, uid: `${randomUUID()}@demo.hoi.example` })),
    )
    .returning({ id: interviews.id })
  return rows.length
}
