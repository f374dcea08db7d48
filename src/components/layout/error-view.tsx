import type { ErrorComponentProps } from '@tanstack/react-router'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from '~/i18n/use-translation'
import { Button } from '~/components/ui/button'
import { errorCodeOf } from '~/lib/errors'
import { useSessionExpired } from '~/lib/use-session-expired'
import { AccessDenied } from './dashboard/access-denied'
import { NotFoundPanel } from './dashboard/not-found-panel'

/**
 * The route error view of every page. Expected failures get their own view (access denied, not
 * found, sign in again); anything else reads "Something went wrong!" with a Show/Hide Error toggle
 * (docs/product.md §2) whose details are the code and the request id, never server internals.
 */
export function ErrorView({ error, reset }: ErrorComponentProps) {
  const code = errorCodeOf(error)
  if (code === 'forbidden') return <AccessDenied />
  if (code === 'unauthorized') return <SessionExpired />
  if (code === 'not_found') return <NotFoundPanel />
  return <UnexpectedError error={error} reset={reset} />
}

function SessionExpired() {
  const expired = useSessionExpired()
  useEffect(expired, [])
  return null
}

function UnexpectedError({ error, reset }: Pick<ErrorComponentProps, 'error' | 'reset'>) {
  const { t } = useTranslation()
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const detailsId = useId()
  const requestId = (error as { requestId?: string }).requestId
  const details = [
    errorCodeOf(error) ?? (error instanceof Error ? error.message : String(error)),
    requestId && t('errors.reference', { requestId }),
  ]
    .filter(Boolean)
    .join('\n')
  return (
    <div role="alert" className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-4 py-16 sm:px-6">
      <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{t('error.title')}</h1>
      {/* A database outage says so and that it passes (docs/product.md §7.4); anything else stays generic. */}
      <p className="text-muted">{errorCodeOf(error) === 'unavailable' ? t('errors.unavailable') : t('error.description')}</p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((v) => !v)}>
          {open ? t('error.hide') : t('error.show')}
        </Button>
        <Button
          onClick={() => {
            reset()
            void router.invalidate()
          }}
        >
          {t('error.retry')}
        </Button>
      </div>
      <pre
        id={detailsId}
        hidden={!open}
        className="w-full overflow-auto rounded-md border border-line bg-surface p-4 text-sm whitespace-pre-wrap text-ink"
      >
        {details}
      </pre>
    </div>
  )
}
