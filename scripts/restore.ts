import { existsSync } from 'node:fs'
import path from 'node:path'
import { getEnv } from '~/lib/env'
import { restoreBackup, RestoreRefused } from '~/lib/server/backup'

// Like `npm start`: a .env file in the project root fills in what the environment leaves unset.
const envFile = path.resolve(import.meta.dirname, '..', '.env')
if (existsSync(envFile)) process.loadEnvFile(envFile)

const usage = `Usage: npm run restore -- <archive.tar.gz>

Puts an archive of npm run backup back into DATA_DIR (decision 030): the embedded database and
the uploaded files. DATA_DIR must be empty or missing; this command never overwrites a site.`

async function main(argv: string[]): Promise<number> {
  const [archive] = argv
  if (!archive || argv.length > 1 || archive === '--help' || archive === '-h') {
    process.stdout.write(`${usage}\n`)
    return archive === '--help' || archive === '-h' ? 0 : 1
  }
  const env = getEnv()
  try {
    const { files } = await restoreBackup(path.resolve(archive), env.DATA_DIR)
    process.stdout.write(`Restored into ${env.DATA_DIR}: the database and ${files} uploaded files. Start the site with npm start.\n`)
    return 0
  } catch (error) {
    const message = error instanceof RestoreRefused ? error.message : `the archive could not be restored: ${(error as Error).message}`
    process.stderr.write(`Restore refused: ${message}\n`)
    return 1
  }
}

process.exit(await main(process.argv.slice(2)))
