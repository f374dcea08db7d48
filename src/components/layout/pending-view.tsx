import { useTranslation } from '~/i18n/use-translation'

/**
 * The route pending view. It can render above `$lang` (while a language's strings load); there it
 * shows the spinner alone rather than a key.
 */
export function PendingView() {
  const { t, ready } = useTranslation()
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="flex min-h-[40vh] items-center justify-center gap-3 text-muted">
      <span aria-hidden className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700" />
      {ready && <span>{t('pending.loading')}</span>}
    </div>
  )
}
