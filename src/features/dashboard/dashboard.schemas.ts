/**
 * The dashboard home (issue 9): the figures that need attention, each with the list filter that
 * shows the same rows; applications per day over 30 days; the latest audit events. Only what the
 * role may open is computed and sent (src/lib/access.ts).
 */
export interface DashboardOverview {
  /** Today and the first day of the 7-day window, `YYYY-MM-DD` in Istanbul (the list filters use these days). */
  today: string
  weekStart: string
  figures: {
    openJobs?: number
    newApplications?: number
    unreadMessages?: number
    publishedArticles?: number
    /** Language versions behind the other language's text, of the articles, documents and jobs the role may see (decision 060). */
    translationsToUpdate?: number
  }
  /** 30 entries, oldest first, zero days included; absent for roles that cannot see applications. */
  applicationsPerDay?: { day: string; count: number }[]
  /** Scheduled interviews from the start of today through the next six days, soonest first; absent for roles that cannot see applications. */
  interviews?: InterviewAheadItem[]
  activity: ActivityItem[]
}

export interface InterviewAheadItem {
  id: string
  applicationId: string
  candidateName: string
  jobTitle: string
  startsAt: string
  timeZone: string
  durationMinutes: number
}

export interface ActivityItem {
  id: string
  at: string
  action: string
  entity: string
  entityId: string | null
  actorName: string | null
  /** Who acted: a user (named), a visitor of the site (a submission), the system (boot, CLI) or a user since deleted. */
  actor: 'user' | 'visitor' | 'system' | 'deleted'
}
