import { StatusBadge, type StatusTone } from '~/components/ui/status-badge'
import { useTranslation } from '~/i18n/use-translation'
import type { PublishStatus } from '~/lib/enums'

const tone: Record<PublishStatus, StatusTone> = { active: 'success', draft: 'neutral', removed: 'danger' }

/** Aktif / Taslak / Kaldırılmış in their colours. */
export function ContentStatusBadge({ status }: { status: PublishStatus }) {
  const { t } = useTranslation('contentAdmin')
  return <StatusBadge tone={tone[status]}>{t(`statuses.${status}`)}</StatusBadge>
}
