import { Check, Copy } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from '~/i18n/use-translation'

/** A one-time secret (a generated password) with a copy button. */
export function SecretValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation()
  const [copied, setCopied] = useState(false)
  return (
    <div>
      <p className="text-sm font-medium text-ink" id="secret-label">
        {label}
      </p>
      <div className="mt-2 flex items-center gap-2">
        <output
          aria-labelledby="secret-label"
          className="block flex-1 rounded-md border border-line bg-surface px-3 py-2 font-mono text-base break-all text-ink"
          data-testid="secret-value"
        >
          {value}
        </output>
        <button
          type="button"
          onClick={() => {
            void navigator.clipboard?.writeText(value).then(() => setCopied(true))
          }}
          className="inline-flex h-10 items-center gap-1 rounded-md border border-line px-3 text-sm font-medium hover:bg-surface"
        >
          {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
          {copied ? t('actions.copied') : t('actions.copy')}
        </button>
      </div>
    </div>
  )
}
