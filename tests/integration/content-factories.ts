import { randomUUID } from 'node:crypto'
import type { Db } from '~/db/client'
import { type Content, contents } from '~/db/schema'

/** A content row: a published Turkish press item of a new group, published yesterday, unless told otherwise. */
export async function createTestContent(db: Db, overrides: Partial<typeof contents.$inferInsert> = {}): Promise<Content> {
  const suffix = randomUUID().slice(0, 8)
  const [row] = await db
    .insert(contents)
    .values({
      groupId: randomUUID(),
      language: 'tr',
      slug: `test-icerik-${suffix}`,
      category: 'press',
      type: 'news',
      title: `Test içeriği ${suffix}`,
      excerpt: 'Kısa özet.',
      bodyHtml: '<p>Gövde</p>',
      status: 'active',
      publishedAt: new Date(Date.now() - 86_400_000),
      ...overrides,
    })
    .returning()
  return row!
}
