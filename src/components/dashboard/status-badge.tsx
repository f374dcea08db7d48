import { StatusBadge, type StatusTone } from '~/components/ui/status-badge'
import { useTranslation } from '~/i18n/use-translation'
import type { ApplicationStatus, JobStatus } from '~/lib/enums'

export { StatusBadge, type StatusTone } from '~/components/ui/status-badge'

const publishTone: Record<JobStatus, StatusTone> = { active: 'success', draft: 'neutral', closed: 'warning', removed: 'danger' }

/**
 * The status of a job, content or document (the publish lifecycle, decision 025): Aktif / Taslak /
 * Kapalı / Kaldırılmış in their colours, the word in the page's language.
 */
export function PublishStatusBadge({ status }: { status: JobStatus }) {
  const { t } = useTranslation('dashboard')
  return <StatusBadge tone={publishTone[status]}>{t(`publishStatus.statuses.${status}`)}</StatusBadge>
}

/** The applicants' stage colours (docs/product.md §4.3). */
export const applicationStatusTone: Record<ApplicationStatus, StatusTone> = {
  new: 'info',
  reviewing: 'neutral',
  interview: 'warning',
  offer: 'warning',
  hired: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
}

/** An application's stage in its colour, the word in the page's language. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('jobs')
  return <StatusBadge tone={applicationStatusTone[status]}>{t(`enums.applicationStatus.${status}`)}</StatusBadge>
}
