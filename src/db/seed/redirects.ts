import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../client'
import { contents, redirects } from '../schema'

/**
 * Demo redirects (decision 055): a job and an article whose slug changed after they were
 * published, and two addresses an admin sent on by hand, so that the dashboard's list shows each
 * kind on a fresh installation. They lead to seeded pages.
 */
export async function insertDemoRedirects(tx: Db, jobIdBySlug: ReadonlyMap<string, string>): Promise<void> {
  const jobSlug = 'senior-full-stack-developer-typescript'
  const jobId = jobIdBySlug.get(jobSlug)
  const [article] = await tx
    .select({ id: contents.id, slug: contents.slug })
    .from(contents)
    .where(and(eq(contents.language, 'tr'), eq(contents.category, 'press'), eq(contents.status, 'active')))
    .orderBy(asc(contents.publishedAt))
    .limit(1)
  await tx.insert(redirects).values([
    { fromPath: '/tr/kariyer', toPath: '/tr/jobs', origin: 'manual' },
    { fromPath: '/en/careers', toPath: '/en/jobs', origin: 'manual' },
    ...(jobId
      ? (['tr', 'en'] as const).map((lang) => ({
          fromPath: `/${lang}/jobs/senior-full-stack-developer`,
          toPath: `/${lang}/jobs/${jobSlug}`,
          origin: 'auto' as const,
          entity: 'job' as const,
          entityId: jobId,
        }))
      : []),
    ...(article
      ? [
          {
            fromPath: `/tr/press/${article.slug}-taslak`,
            toPath: `/tr/press/${article.slug}`,
            origin: 'auto' as const,
            entity: 'content' as const,
            entityId: article.id,
          },
        ]
      : []),
  ])
}
