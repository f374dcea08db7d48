import { IntroPage } from '~/components/layout/page-intro'
import { useTranslation } from '~/i18n/use-translation'
import { formatDateTime } from '~/lib/format'
import type { PreviewFacts } from '../../previews.schemas'

/**
 * The band above a preview (decision 057): says it is a preview, whether the entry is a draft,
 * scheduled, published or closed, and how long a share link still works. A labelled region, so a
 * screen reader can find it among the landmarks.
 */
export function PreviewBanner({ facts }: { facts: PreviewFacts }) {
  const { t, lang } = useTranslation('previews')
  const date = (value: string) => formatDateTime(value, lang)
  return (
    <section aria-label={t('banner.label')} className="border-b border-amber-200 bg-amber-50 text-amber-950" data-testid="preview-banner">
      <div className="mx-auto flex max-w-7xl flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-3 text-sm sm:px-6">
        <strong className="rounded bg-amber-900 px-2 py-0.5 text-xs font-semibold tracking-wide text-white uppercase">
          {t('banner.title')}
        </strong>
        <span className="font-medium">
          {facts.state === 'scheduled' && facts.publishAt
            ? t('banner.states.scheduled', { date: date(facts.publishAt) })
            : t(`banner.states.${facts.state === 'scheduled' ? 'draft' : facts.state}`)}
        </span>
        <span>{facts.expiresAt ? t('banner.expires', { date: date(facts.expiresAt) }) : t('banner.signedIn')}</span>
      </div>
    </section>
  )
}

/** A dead preview: an unknown, expired or revoked link, or no session (404, the same for each). */
export function PreviewMissing() {
  const { t, lang } = useTranslation('previews')
  return (
    <IntroPage title={t('missing.title')} intro={t('missing.body')}>
      <a href={`/${lang}`} className="text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800">
        {t('missing.home')}
      </a>
    </IntroPage>
  )
}
