import type { StatusTone } from '~/components/ui/status-badge'
import type { ContactStatus } from '~/lib/enums'

export const messageStatusTone: Record<ContactStatus, StatusTone> = { new: 'info', read: 'neutral', archived: 'warning' }
