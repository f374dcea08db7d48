import { Link } from '@tanstack/react-router'
import { CircleAlertIcon } from '~/components/ui/page-icons'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import type { ContentCategory } from '~/lib/enums'
import { formatNumber } from '~/lib/format'
import { contentListLink, pressFeedPath } from '../../contents.rules'
import type { PublicContentList } from '../../contents.schemas'
import { ContentCard, ContentCardGrid } from './content-card'

/**
 * /{lang}/values, /together, /press (docs/product.md §2.2): a page of the category's published items, the
 * newest highlighted on the first page, with the count, previous/next and "page X of Y" as plain
 * links; the empty and error states of docs/product.md §8.
 */
export function ContentListPage({ category, list }: { category: ContentCategory; list: PublicContentList | null }) {
  const { t } = useTranslation('contents')
  const lang = useLanguage()
  const items = list?.contents ?? []
  const pages = list?.pagination
  // The first page highlights the newest item above the grid of the rest.
  const featured = pages?.page === 1 ? items[0] : undefined
  const rest = featured ? items.slice(1) : items
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-12 pb-8 sm:px-6 sm:pt-16">
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t(`categories.${category}`)}</h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted">{t(`intro.${category}`)}</p>
          {category === 'press' ? (
            <a href={pressFeedPath(lang)} className="mt-4 inline-block text-sm font-medium text-brand-700 underline underline-offset-4">
              {t('list.rss')}
            </a>
          ) : null}
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        {!list ? (
          <div role="alert" className="flex flex-col items-center rounded-lg border border-line bg-surface px-6 py-14 text-center">
            <CircleAlertIcon className="size-8 text-accent" />
            <h2 className="mt-3 text-lg font-semibold text-ink">{t(`list.errorTitle.${category}`)}</h2>
            <p className="mt-2 max-w-md text-sm text-muted">{t(`list.errorText.${category}`)}</p>
          </div>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center rounded-lg border border-dashed border-line bg-surface px-6 py-14 text-center">
            <h2 className="text-lg font-semibold text-ink">{t(`list.empty.${category}`)}</h2>
            <p className="mt-2 max-w-md text-sm text-muted">{t('list.emptyHint')}</p>
          </div>
        ) : (
          <>
            <p className="text-sm font-medium text-ink" data-testid="contents-count">
              {t('list.count', {
                from: formatNumber((pages!.page - 1) * pages!.limit + 1, lang),
                to: formatNumber((pages!.page - 1) * pages!.limit + items.length, lang),
                total: formatNumber(pages!.total, lang),
              })}
            </p>
            {featured ? (
              <div className="mt-4">
                <ContentCard content={featured} featured />
              </div>
            ) : null}
            {rest.length > 0 ? <ContentCardGrid contents={rest} label={t('list.resultsLabel')} level={featured ? 3 : 2} /> : null}
            <Pager category={category} page={pages!.page} totalPages={pages!.totalPages} />
          </>
        )}
      </div>
    </>
  )
}

function Pager({ category, page, totalPages }: { category: ContentCategory; page: number; totalPages: number }) {
  const { t } = useTranslation('contents')
  const lang = useLanguage()
  const link = contentListLink(lang, category)
  const step = 'inline-flex min-h-11 items-center rounded-md border border-line px-4 text-sm font-medium'
  const to = (target: number) => ({ ...link, search: target > 1 ? { page: target } : {} })
  return (
    <nav aria-label={t('list.pagination')} className="mt-10 flex flex-wrap items-center justify-between gap-4">
      {page > 1 ? (
        <Link {...to(page - 1)} rel="prev" className={`${step} bg-white text-ink hover:bg-surface`}>
          ← {t('list.previous')}
        </Link>
      ) : (
        <span aria-hidden className={`${step} invisible`}>
          ← {t('list.previous')}
        </span>
      )}
      <p className="text-sm text-muted" aria-current="page">
        {t('list.pageOf', { page: formatNumber(page, lang), totalPages: formatNumber(totalPages, lang) })}
      </p>
      {page < totalPages ? (
        <Link {...to(page + 1)} rel="next" className={`${step} bg-white text-ink hover:bg-surface`}>
          {t('list.next')} →
        </Link>
      ) : (
        <span aria-hidden className={`${step} invisible`}>
          {t('list.next')} →
        </span>
      )}
    </nav>
  )
}
