/**
 * The pages the journeys visit, in one list: the accessibility journey runs axe on each of them
 * (both languages, 1280 and 390 px) and the security journey checks the headers of each. A new
 * page is added here once and every journey that walks the list covers it.
 *
 * No runtime imports: spec files of any owner can import this without pulling in fixtures.
 */
import type { Lang } from './fixtures.ts'

export type Role = 'admin' | 'editor' | 'recruiter'
export const ROLES: readonly Role[] = ['admin', 'editor', 'recruiter']

export interface PublicPage {
  /** Stable name for test titles and labels. */
  name: string
  path: (lang: Lang) => string
  /** The status the document answers with. */
  status: number
}

export interface DashboardPage {
  name: string
  path: (lang: Lang) => string
  /**
   * The roles that may open the page, written out here (not read from src/lib/access.ts) so the
   * journeys check the app against the policy instead of repeating it. The first is the role the
   * accessibility journey signs in with; every other role gets the access-denied view.
   */
  roles: Role[]
  /** Its h1: dashboard page titles are Turkish in both languages (docs/product.md §1). */
  title: string
}

export const publicPages: PublicPage[] = [
  { name: 'home', path: (lang) => `/${lang}`, status: 200 },
  { name: 'login', path: (lang) => `/${lang}/login`, status: 200 },
  { name: 'jobs', path: (lang) => `/${lang}/jobs`, status: 200 },
  { name: 'jobs filtered', path: (lang) => `/${lang}/jobs?category=healthcare&workMode=OnSite`, status: 200 },
  { name: 'job', path: (lang) => `/${lang}/jobs/international-patient-coordinator-istanbul`, status: 200 },
  { name: 'closed job', path: (lang) => `/${lang}/jobs/site-engineer-civil-antalya`, status: 200 },
  { name: 'apply', path: (lang) => `/${lang}/jobs/senior-full-stack-developer-typescript/apply`, status: 200 },
  { name: 'apply with questions', path: (lang) => `/${lang}/jobs/clinic-nurse-hair-transplant-istanbul/apply`, status: 200 },
  // A job link with its source and campaign (docs/product.md §15.2): rendered for its request, never cached.
  {
    name: 'job from a link',
    path: (lang) => `/${lang}/jobs/international-patient-coordinator-istanbul?source=linkedin&utm_campaign=x`,
    status: 200,
  },
  {
    name: 'apply from a link',
    path: (lang) => `/${lang}/jobs/senior-full-stack-developer-typescript/apply?source=linkedin&utm_campaign=x`,
    status: 200,
  },
  { name: 'press', path: (lang) => `/${lang}/press`, status: 200 },
  { name: 'values', path: (lang) => `/${lang}/values`, status: 200 },
  { name: 'together page 2', path: (lang) => `/${lang}/together?page=2`, status: 200 },
  {
    name: 'press article',
    path: (lang) =>
      `/${lang}/press/${lang === 'tr' ? 'hoi-holding-baedeki-varligini-guclendiriyor' : 'hoi-holding-strengthens-its-presence-in-the-uae'}`,
    status: 200,
  },
  { name: 'documents', path: (lang) => `/${lang}/documents`, status: 200 },
  { name: 'documents financial', path: (lang) => `/${lang}/documents?category=financial`, status: 200 },
  // The site search (docs/product.md §18): the start, results with a kind chosen, and nothing found.
  { name: 'search', path: (lang) => `/${lang}/search`, status: 200 },
  {
    name: 'search results',
    path: (lang) => `/${lang}/search?q=${lang === 'tr' ? 'yaz%C4%B1l%C4%B1mc%C4%B1lar' : 'developers'}`,
    status: 200,
  },
  { name: 'search jobs', path: (lang) => `/${lang}/search?q=istanbul&type=job`, status: 200 },
  { name: 'search nothing found', path: (lang) => `/${lang}/search?q=zzqxv`, status: 200 },
  { name: 'contact', path: (lang) => `/${lang}/contact`, status: 200 },
  { name: 'contact sent', path: (lang) => `/${lang}/contact?sent=1`, status: 200 },
  { name: 'privacy', path: (lang) => `/${lang}/privacy`, status: 200 },
  { name: 'job alert', path: (lang) => `/${lang}/alerts?category=healthcare&q=nurse`, status: 200 },
  { name: 'job alert sent', path: (lang) => `/${lang}/alerts?sent=1`, status: 200 },
  { name: 'job alert dead link', path: (lang) => `/${lang}/alerts/${'x'.repeat(43)}`, status: 404 },
  { name: 'about', path: (lang) => `/${lang}/about`, status: 200 },
  { name: 'board', path: (lang) => `/${lang}/board`, status: 200 },
  { name: 'chart', path: (lang) => `/${lang}/chart`, status: 200 },
  { name: 'companies', path: (lang) => `/${lang}/companies`, status: 200 },
  { name: 'companies filtered', path: (lang) => `/${lang}/companies?category=tourism`, status: 200 },
  { name: 'brands', path: (lang) => `/${lang}/brands`, status: 200 },
  { name: 'brands filtered', path: (lang) => `/${lang}/brands?category=technology&scope=regional`, status: 200 },
  { name: 'brands empty', path: (lang) => `/${lang}/brands?category=health&position=budget`, status: 200 },
  { name: 'life at HOI', path: (lang) => `/${lang}/life-at-hoi`, status: 200 },
  // The candidate's pages (decision 040) that need no live link; the private page itself is walked by candidate.spec.ts.
  { name: 'application link request', path: (lang) => `/${lang}/applications`, status: 200 },
  { name: 'application link sent', path: (lang) => `/${lang}/applications?sent=1`, status: 200 },
  { name: 'application deleted', path: (lang) => `/${lang}/applications/deleted`, status: 200 },
  { name: 'application link unknown', path: (lang) => `/${lang}/applications/${'A'.repeat(43)}`, status: 404 },
  { name: 'not-found', path: (lang) => `/${lang}/not-found`, status: 404 },
  { name: 'unknown path', path: (lang) => `/${lang}/does-not-exist`, status: 404 },
]

export const dashboardPages: DashboardPage[] = [
  { name: 'dashboard', path: (lang) => `/${lang}/dashboard`, roles: ['admin', 'editor', 'recruiter'], title: 'Yönetim Paneli' },
  { name: 'jobs', path: (lang) => `/${lang}/dashboard/jobs`, roles: ['recruiter', 'admin'], title: 'İş İlanları' },
  { name: 'jobsCreate', path: (lang) => `/${lang}/dashboard/jobs/create`, roles: ['recruiter', 'admin'], title: 'Yeni İş İlanı' },
  { name: 'applicants', path: (lang) => `/${lang}/dashboard/applicants`, roles: ['recruiter', 'admin'], title: 'Başvurular' },
  { name: 'reports', path: (lang) => `/${lang}/dashboard/reports`, roles: ['recruiter', 'admin'], title: 'Raporlar' },
  { name: 'contact', path: (lang) => `/${lang}/dashboard/contact`, roles: ['recruiter', 'admin'], title: 'İletişim Mesajları' },
  { name: 'contents', path: (lang) => `/${lang}/dashboard/contents`, roles: ['editor', 'admin'], title: 'İçerikler' },
  { name: 'contentsCreate', path: (lang) => `/${lang}/dashboard/contents/create`, roles: ['editor', 'admin'], title: 'Yeni İçerik' },
  { name: 'media', path: (lang) => `/${lang}/dashboard/media`, roles: ['editor', 'admin'], title: 'Medya Kütüphanesi' },
  { name: 'documents', path: (lang) => `/${lang}/dashboard/documents`, roles: ['editor', 'admin'], title: 'Dokümanlar' },
  { name: 'documentsCreate', path: (lang) => `/${lang}/dashboard/documents/create`, roles: ['editor', 'admin'], title: 'Yeni Doküman' },
  { name: 'site', path: (lang) => `/${lang}/dashboard/site`, roles: ['editor', 'admin'], title: 'Kurumsal Sayfalar' },
  {
    name: 'siteSection',
    path: (lang) => `/${lang}/dashboard/site?section=board_member`,
    roles: ['editor', 'admin'],
    title: 'Kurumsal Sayfalar',
  },
  {
    name: 'siteCreate',
    path: (lang) => `/${lang}/dashboard/site/create?section=brand`,
    roles: ['editor', 'admin'],
    title: 'Yeni Kurumsal Kayıt',
  },
  { name: 'users', path: (lang) => `/${lang}/dashboard/users`, roles: ['admin'], title: 'Kullanıcılar' },
  { name: 'redirects', path: (lang) => `/${lang}/dashboard/redirects`, roles: ['admin'], title: 'Yönlendirmeler' },
  { name: 'account', path: (lang) => `/${lang}/dashboard/account`, roles: ['editor', 'recruiter', 'admin'], title: 'Şifre Değiştir' },
]

/** The roles that get the access-denied view (403) on a dashboard page. */
export const deniedRoles = (page: DashboardPage): Role[] => ROLES.filter((role) => !page.roles.includes(role))
