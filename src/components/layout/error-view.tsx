import type { ErrorComponentProps } from '@tanstack/react-router'
import { useRouter } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'

/** SPEC §2: "Something went wrong!" with a Show Error / Hide Error toggle. */
export function ErrorView({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation()
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const detailsId = useId()
  const message = error instanceof Error ? error.message : String(error)
  return (
    <div role="alert" className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-4 py-16 sm:px-6">
      <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{t('error.title')}</h1>
      <p className="text-muted">{t('error.description')}</p>
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
        {message}
      </pre>
    </div>
  )
}
