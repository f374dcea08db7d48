import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { count, sql } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { openPglite, openPostgres } from '~/db/client'
import { PGLITE_SHARED_BUFFERS } from '~/db/pglite-options'
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

  it('[pglite] reopens a data folder with the small buffer pool, whatever its postgresql.conf says', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoi-boot-'))
    const sharedBuffers = async () => {
      const database = await openPglite(path.join(dataDir, 'pglite'))
      try {
        const result = await database.db.execute<{ value: string }>(sql`select current_setting('shared_buffers') as value`)
        return (Array.isArray(result) ? result : (result as { rows: { value: string }[] }).rows)[0]?.value
      } finally {
        await database.close()
      }
    }
    try {
      // initdb writes 128MB into postgresql.conf; the command line wins (decision 039).
      expect(await sharedBuffers()).toBe(PGLITE_SHARED_BUFFERS)
      expect(fs.readFileSync(path.join(dataDir, 'pglite', 'postgresql.conf'), 'utf8')).toMatch(/^shared_buffers = 128MB/m)
      expect(await sharedBuffers()).toBe(PGLITE_SHARED_BUFFERS)
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
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
