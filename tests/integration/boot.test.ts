import { randomBytes } from 'node:crypto'
import { count } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { openPglite, openPostgres } from '~/db/client'
import { users } from '~/db/schema'
import { ensureFirstAdmin } from '~/features/users/users.admin.server'

const boot = (database: Awaited<ReturnType<typeof openPglite>>) =>
  database.exclusive(async () => {
    await database.migrate()
    return ensureFirstAdmin(database.db, { email: 'first-admin@test.example', password: 'a long enough password' })
  })

describe('boot', () => {
  it('[pglite] migrates an empty database and creates the first admin once', async () => {
    const database = await openPglite('memory://')
    try {
      expect(await boot(database)).toMatchObject({ created: true, email: 'first-admin@test.example' })
      expect(await boot(database)).toEqual({ created: false })
    } finally {
      await database.close()
    }
  })

  const adminUrl = process.env.TEST_DATABASE_URL
  // Two instances starting together on one empty PostgreSQL: one migrates and creates the admin.
  if (adminUrl) {
    it('[postgres] two instances booting at once create one admin and both start', async () => {
      const name = `hoi_test_${randomBytes(6).toString('hex')}`
      const admin = new pg.Client({ connectionString: adminUrl })
      await admin.connect()
      await admin.query(`CREATE DATABASE ${name}`)
      const url = new URL(adminUrl)
      url.pathname = `/${name}`
      const instances = await Promise.all([openPostgres(url.toString()), openPostgres(url.toString())])
      try {
        const results = await Promise.all(instances.map(boot))
        expect(results.filter((r) => r.created)).toHaveLength(1)
        const [row] = await instances[0]!.db.select({ n: count() }).from(users)
        expect(row?.n).toBe(1)
      } finally {
        await Promise.all(instances.map((d) => d.close()))
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        await admin.end()
      }
    })
  }
})
