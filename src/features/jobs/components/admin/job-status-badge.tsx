import { StatusBadge, type StatusTone } from '~/components/ui/status-badge'
import { useTranslation } from '~/i18n/use-translation'
import type { JobStatus } from '~/lib/enums'

const tone: Record<JobStatus, StatusTone> = { active: 'success', draft: 'neutral', closed: 'warning', removed: 'danger' }

/** Aktif / Taslak / Kapalı / Kaldırılmış in their colours. */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  const { t } = useTranslation('jobs')
  return <StatusBadge tone={tone[status]}>{t(`enums.jobStatus.${status}`)}</StatusBadge>
}
