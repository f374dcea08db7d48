import { describe, expect, it } from 'vitest'
import enContact from './locales/en/contact.json'
import trContact from './locales/tr/contact.json'
import enLegal from './locales/en/legal.json'
import trLegal from './locales/tr/legal.json'
import enInbox from './locales/en/inbox.json'
import trInbox from './locales/tr/inbox.json'
import enContents from './locales/en/contents.json'
import trContents from './locales/tr/contents.json'
import enDocuments from './locales/en/documents.json'
import trDocuments from './locales/tr/documents.json'
import enContentAdmin from './locales/en/contentAdmin.json'
import trContentAdmin from './locales/tr/contentAdmin.json'
import enDocumentAdmin from './locales/en/documentAdmin.json'
import trDocumentAdmin from './locales/tr/documentAdmin.json'
import enApplicants from './locales/en/applicants.json'
import trApplicants from './locales/tr/applicants.json'
import enApply from './locales/en/apply.json'
import trApply from './locales/tr/apply.json'
import enJobAdmin from './locales/en/jobAdmin.json'
import trJobAdmin from './locales/tr/jobAdmin.json'
import enJobs from './locales/en/jobs.json'
import trJobs from './locales/tr/jobs.json'
import enAuth from './locales/en/auth.json'
import enCommon from './locales/en/common.json'
import enDashboard from './locales/en/dashboard.json'
import enHome from './locales/en/home.json'
import trAuth from './locales/tr/auth.json'
import trCommon from './locales/tr/common.json'
import trDashboard from './locales/tr/dashboard.json'
import trHome from './locales/tr/home.json'

type Tree = { [key: string]: string | Tree }

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [k, v] of leaves(value, path)) out.set(k, v)
  }
  return out
}

describe('locales', () => {
  const trKeys = leaves({
    common: trCommon,
    home: trHome,
    auth: trAuth,
    dashboard: trDashboard,
    jobs: trJobs,
    apply: trApply,
    jobAdmin: trJobAdmin,
    applicants: trApplicants,
    contents: trContents,
    documents: trDocuments,
    contentAdmin: trContentAdmin,
    documentAdmin: trDocumentAdmin,
    contact: trContact,
    legal: trLegal,
    inbox: trInbox,
  } as unknown as Tree)
  const enKeys = leaves({
    common: enCommon,
    home: enHome,
    auth: enAuth,
    dashboard: enDashboard,
    jobs: enJobs,
    apply: enApply,
    jobAdmin: enJobAdmin,
    applicants: enApplicants,
    contents: enContents,
    documents: enDocuments,
    contentAdmin: enContentAdmin,
    documentAdmin: enDocumentAdmin,
    contact: enContact,
    legal: enLegal,
    inbox: enInbox,
  } as unknown as Tree)

  it('have the same keys in Turkish and English', () => {
    expect([...enKeys.keys()].sort()).toEqual([...trKeys.keys()].sort())
  })

  it('have no empty value', () => {
    const empty = [...trKeys, ...enKeys].filter(([, v]) => v.trim() === '').map(([k]) => k)
    expect(empty).toEqual([])
  })

  it('use the same interpolation variables in both languages', () => {
    const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
    const mismatched = [...trKeys].filter(([k, v]) => JSON.stringify(vars(v)) !== JSON.stringify(vars(enKeys.get(k) ?? '')))
    expect(mismatched.map(([k]) => k)).toEqual([])
  })
})
