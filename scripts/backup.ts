import { existsSync } from 'node:fs'
import path from 'node:path'
import { openPglite } from '~/db/client'
import { getEnv } from '~/lib/env'
import { backupSocketPath, type BackupResult, createBackup, requestBackup } from '~/lib/server/backup'

// Like `npm start`: a .env file in the project root fills in what the environment leaves unset.
const envFile = path.resolve(import.meta.dirname, '..', '.env')
if (existsSync(envFile)) process.loadEnvFile(envFile)

const usage = `Usage: npm run backup [-- <archive.tar.gz>]

Writes one archive with a consistent copy of the embedded database and the uploaded files of
DATA_DIR (decision 030); by default backups/hoi-backup-<date>.tar.gz. While the site runs, the
server takes the backup itself (it holds the database); otherwise this command does.
With DATABASE_URL (PostgreSQL) use pg_dump and back up the uploads: see README "Backups".`

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h') || argv.length > 1) {
    process.stdout.write(`${usage}\n`)
    return argv.length > 1 ? 1 : 0
  }
  const env = getEnv()
  if (env.DATABASE_URL) {
    process.stderr.write(`DATABASE_URL is set: back up PostgreSQL with pg_dump (README "Backups").\n`)
    return 1
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const archive = path.resolve(argv[0] ?? path.join('backups', `hoi-backup-${stamp}.tar.gz`))
  const uploadsDir = env.S3_BUCKET ? undefined : path.join(env.DATA_DIR, 'uploads')
  let result: BackupResult
  try {
    result = await requestBackup(backupSocketPath(env.DATA_DIR), archive)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code !== 'ENOENT' && code !== 'ECONNREFUSED') {
      process.stderr.write(`Backup failed: ${(error as Error).message}\n`)
      return 1
    }
    // No server is running: open the database here (the lock refuses it if one is after all).
    if (!existsSync(path.join(env.DATA_DIR, 'pglite', 'PG_VERSION'))) {
      process.stderr.write(`No embedded database in ${env.DATA_DIR}: nothing to back up.\n`)
      return 1
    }
    try {
      const database = await openPglite(path.join(env.DATA_DIR, 'pglite'))
      try {
        result = await createBackup(database, { uploadsDir, archive })
      } finally {
        await database.close()
      }
    } catch (failure) {
      process.stderr.write(`Backup failed: ${(failure as Error).message}\n`)
      return 1
    }
  }
  const mb = (result.bytes / 1024 / 1024).toFixed(1)
  process.stdout.write(`Backup written: ${result.archive} (database and ${result.files} uploaded files, ${mb} MB of files)\n`)
  if (!uploadsDir) process.stdout.write('The uploaded files are in the S3 bucket: back it up on its own (README "Backups").\n')
  return 0
}

process.exit(await main(process.argv.slice(2)))
