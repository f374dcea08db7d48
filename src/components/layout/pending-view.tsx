import { useTranslation } from 'react-i18next'

export function PendingView() {
  const { t } = useTranslation()
  return (
    <div role="status" aria-live="polite" className="flex min-h-[40vh] items-center justify-center gap-3 text-muted">
      <span aria-hidden className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700" />
      <span>{t('pending.loading')}</span>
    </div>
  )
}
