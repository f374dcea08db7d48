import type { QueryKey } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { Languages } from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '~/components/ui/button'
import { useTranslation } from '~/i18n/use-translation'
import type { Language } from '~/lib/enums'
import { formatDateTime } from '~/lib/format'
import type { MarkReviewedInput } from '~/lib/translation-review'
import { otherLanguage, type VersionReview } from '~/lib/translation-status'
import { useAppMutation } from '~/lib/use-app-mutation'

/*
 * Translation status on the dashboard (decision 060, docs/product.md §24): the edit pages' notice
 * of a language version behind the other's text, with "Mark as reviewed", and the lists' badge.
 * The words are `translation.*` of the `dashboard` namespace.
 */

/** "EN: needs update", beside a list row's title, for each language behind the other. */
export function NeedsUpdateBadges({ languages }: { languages: readonly Language[] }) {
  const { t } = useTranslation('dashboard')
  if (languages.length === 0) return null
  return (
    <span className="mt-1 flex flex-wrap gap-1">
      {languages.map((language) => (
        <span
          key={language}
          className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200 ring-inset"
        >
          <Languages aria-hidden className="size-3" />
          {t('translation.badge', { code: language.toLocaleUpperCase('tr-TR') })}
        </span>
      ))}
    </span>
  )
}

/**
 * The versions of an entry behind the other language's text, each with when that text changed and
 * when this one was last reviewed, and a button that marks it reviewed. Nothing when none is behind.
 */
export function TranslationReviewNotices({
  id,
  reviews,
  mark,
  invalidate,
}: {
  id: string
  reviews: readonly VersionReview[]
  mark: (options: { data: MarkReviewedInput }) => Promise<unknown>
  invalidate: QueryKey[]
}) {
  const { t, lang } = useTranslation('dashboard')
  const markFn = useServerFn(mark)
  const reviewed = useAppMutation({
    mutationFn: (language: Language) => markFn({ data: { id, language } }),
    invalidate,
    onSuccess: () => {
      toast.success(t('translation.marked'))
    },
  })
  const behind = reviews.filter((review) => review.needsUpdate)
  if (behind.length === 0) return null
  return (
    <div className="mb-6 flex flex-col gap-2" data-translation-notices>
      {behind.map((review) => {
        const words = {
          language: t(`translation.languages.${review.language}`),
          other: t(`translation.languages.${otherLanguage(review.language)}`),
          changed: review.otherChangedAt ? formatDateTime(review.otherChangedAt, lang) : '',
          reviewed: formatDateTime(review.reviewedAt, lang),
        }
        return (
          <div
            key={review.language}
            role="status"
            className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="flex items-start gap-2">
              <Languages aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span>
                <strong className="font-semibold">{t('translation.needsUpdateOf', words)}</strong> {t('translation.notice', words)}
              </span>
            </p>
            <Button variant="secondary" className="shrink-0" disabled={reviewed.isPending} onClick={() => reviewed.mutate(review.language)}>
              {t('translation.markReviewed', words)}
            </Button>
          </div>
        )
      })}
    </div>
  )
}
