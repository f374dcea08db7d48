import { getLogger } from './logger'

/**
 * Runs `job` now and then every `intervalMs`, one run at a time; a failure is logged and the next
 * run goes ahead. The returned function stops the timer and waits for a run under way.
 */
export function startPeriodicJob(name: string, job: () => Promise<unknown>, intervalMs: number): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve()
  const run = () => {
    running = running.then(job).catch((error: unknown) => getLogger().error({ err: error, job: name }, 'periodic job failed'))
  }
  run()
  const timer = setInterval(run, intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
