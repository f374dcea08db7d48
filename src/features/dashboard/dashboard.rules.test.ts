import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import en from '~/i18n/locales/en/dashboard.json'
import tr from '~/i18n/locales/tr/dashboard.json'
import { ACTIVITY_ACTIONS, activityKey } from './dashboard.rules'

/** Every audit action the sources record: `action: 'x.y'`, `cond ? 'x.y' : 'x.z'`, and the publish-status table. */
async function recordedActions(): Promise<string[]> {
  const root = join(process.cwd(), 'src')
  const files = (await readdir(root, { recursive: true })).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  const found = new Set<string>()
  for (const file of files) {
    const text = await readFile(join(root, file), 'utf8')
    for (const match of text.matchAll(/action: ([^,}\n]+)/g))
      for (const name of match[1]!.matchAll(
        /'((?:job|application|person|interview|scorecard|content|document|image|file|user|contact|template)\.[a-z_]+)'/g,
      ))
        found.add(name[1]!)
  }
  return [...found].sort()
}

describe('dashboard activity lines', () => {
  it('have a sentence in both languages for every action the code records, the retention purges included', async () => {
    const actions = await recordedActions()
    expect(actions).toContain('application.purge')
    expect(actions).toContain('job.status')
    expect(actions.filter((action) => activityKey(action) === 'other')).toEqual([])
    // The ones written from a kind (`${kind}.schedule`, decisions 058 and 060), which the search above cannot see.
    for (const kind of ['job', 'content', 'document']) {
      for (const step of ['schedule', 'unschedule', 'review']) expect(activityKey(`${kind}.${step}`), `${kind}.${step}`).not.toBe('other')
    }
    for (const key of [...ACTIVITY_ACTIONS, 'other'] as const) {
      expect(en.home.activity.actions[key], `en ${key}`).toBeTruthy()
      expect(tr.home.activity.actions[key], `tr ${key}`).toBeTruthy()
    }
  })

  it('read as English sentences: no "a content", and the system and deleted users as subjects', () => {
    const lines = Object.values(en.home.activity.actions)
    expect(lines.filter((line) => /\ba content\b/.test(line))).toEqual([])
    expect(`${en.home.activity.system} ${en.home.activity.actions.application_purge}`).toBe(
      'The system deleted an application at the end of its retention period',
    )
    expect(`${en.home.activity.unknownUser} ${en.home.activity.actions.job_create}`).toBe('A deleted user created a job')
    expect(`${tr.home.activity.system} ${tr.home.activity.actions.contact_purge}`).toBe(
      'Sistem saklama süresi dolan bir iletişim mesajını sildi',
    )
  })
})
