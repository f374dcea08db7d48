import type alerts from './alerts.json'
import type applicants from './applicants.json'
import type apply from './apply.json'
import type auth from './auth.json'
import type candidate from './candidate.json'
import type common from './common.json'
import type contact from './contact.json'
import type contentAdmin from './contentAdmin.json'
import type contents from './contents.json'
import type corporate from './corporate.json'
import type dashboard from './dashboard.json'
import type documentAdmin from './documentAdmin.json'
import type documents from './documents.json'
import type home from './home.json'
import type inbox from './inbox.json'
import type interviews from './interviews.json'
import type jobAdmin from './jobAdmin.json'
import type jobs from './jobs.json'
import type legal from './legal.json'
import type media from './media.json'
import type people from './people.json'
import type previews from './previews.json'
import type scorecards from './scorecards.json'
import type redirectAdmin from './redirectAdmin.json'
import type reports from './reports.json'
import type search from './search.json'
import type siteAdmin from './siteAdmin.json'
import type templateAdmin from './templateAdmin.json'

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
  contents: typeof contents
  documents: typeof documents
  contentAdmin: typeof contentAdmin
  documentAdmin: typeof documentAdmin
  contact: typeof contact
  legal: typeof legal
  inbox: typeof inbox
  corporate: typeof corporate
  candidate: typeof candidate
  people: typeof people
  alerts: typeof alerts
  templateAdmin: typeof templateAdmin
  interviews: typeof interviews
  scorecards: typeof scorecards
  reports: typeof reports
  search: typeof search
  redirectAdmin: typeof redirectAdmin
  media: typeof media
  previews: typeof previews
  siteAdmin: typeof siteAdmin
}
