import type applicants from './applicants.json'
import type apply from './apply.json'
import type auth from './auth.json'
import type common from './common.json'
import type dashboard from './dashboard.json'
import type home from './home.json'
import type jobAdmin from './jobAdmin.json'
import type jobs from './jobs.json'

/** Every namespace, typed from the Turkish strings (locales.test.ts keeps English in step). */
export type Messages = {
  common: typeof common
  home: typeof home
  auth: typeof auth
  dashboard: typeof dashboard
  jobs: typeof jobs
  apply: typeof apply
  jobAdmin: typeof jobAdmin
  applicants: typeof applicants
}
