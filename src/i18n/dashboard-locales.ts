import type { Messages, Namespace } from './i18n'

/**
 * The dashboard's string chunks (i18n.ts leaves them out of the entry every public page loads): a
 * new dashboard namespace goes here and into the exclusion of i18n.ts's `publicLoaders`.
 */
export const dashboardLoaders: Record<string, () => Promise<Messages[Namespace]>> = import.meta.glob<Messages[Namespace]>(
  './locales/*/{dashboard,jobAdmin,applicants,contentAdmin,documentAdmin,inbox,templateAdmin,interviews,people,scorecards,reports,redirectAdmin,media,previews,siteAdmin}.json',
  { import: 'default' },
)
