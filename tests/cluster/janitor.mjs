// The cluster test's janitor (tests/cluster/harness.ts): started detached, it watches the test
// process, and if that dies without cleaning up (killed, or its runner stopped it), it does the
// cleaning: stops the processes the test started, drops its database and removes its folder.
// The test ends the janitor itself after a normal cleanup.
//
// node tests/cluster/janitor.mjs <test pid> <state file>
// The state file (JSON, rewritten by the test as it starts things): { tmp, database, adminUrl, pids }.
import fs from 'node:fs'
import pg from 'pg'

const [parentPid, stateFile] = [Number(process.argv[2]), process.argv[3]]

const alive = (pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

async function clean() {
  let state
  try {
    state = JSON.parse(fs.readFileSync(stateFile, 'utf8'))
  } catch {
    return
  }
  const pids = (state.pids ?? []).filter(alive)
  for (const pid of pids) process.kill(pid, 'SIGTERM')
  for (let waited = 0; waited < 5000 && pids.some(alive); waited += 100) await sleep(100)
  for (const pid of pids.filter(alive)) process.kill(pid, 'SIGKILL')
  if (state.database && state.adminUrl) {
    const admin = new pg.Client({ connectionString: state.adminUrl })
    try {
      await admin.connect()
      await admin.query(`DROP DATABASE IF EXISTS ${state.database} WITH (FORCE)`)
    } catch {
      // Nothing more this process can do about it.
    } finally {
      await admin.end().catch(() => undefined)
    }
  }
  if (state.tmp) fs.rmSync(state.tmp, { recursive: true, force: true })
}

for (;;) {
  if (!alive(parentPid)) {
    await clean()
    process.exit(0)
  }
  await sleep(300)
}
