import { StatusBadge, type StatusTone } from '~/components/ui/status-badge'
import { useTranslation } from '~/i18n/use-translation'
import type { JobStatus } from '~/lib/enums'

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
