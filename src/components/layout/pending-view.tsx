import { useContext } from 'react'
import { I18nContext } from 'react-i18next'

/**
 * The route pending view. It can render above the language provider (while a language's strings
 * load); there it shows the spinner alone rather than borrow another request's strings.
 */
export function PendingView() {
  const { i18n } = useContext(I18nContext) ?? {}
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="flex min-h-[40vh] items-center justify-center gap-3 text-muted">
      <span aria-hidden className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700" />
      {i18n && <span>{i18n.t('pending.loading')}</span>}
    </div>
  )
}
