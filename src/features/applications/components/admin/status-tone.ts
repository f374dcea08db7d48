import type { StatusTone } from '~/components/ui/status-badge'
import type { ApplicationStatus } from '~/lib/enums'

export const applicationStatusTone: Record<ApplicationStatus, StatusTone> = {
  new: 'info',
  reviewing: 'neutral',
  interview: 'warning',
  offer: 'warning',
  hired: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
}
