import { Link } from '@tanstack/react-router'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import { formatDateTime } from '~/lib/format'
import { cn } from '~/lib/cn'
import type { PublicContent } from '../../contents.schemas'
import { ContentTypeBadge } from './content-badges'
import { ContentCover } from './content-cover'
import { contentLink } from '../../contents.rules'

/** One item of a content list; `featured` is the latest-post highlight. The title links to the article. */
export function ContentCard({ content, featured = false, level = 3 }: { content: PublicContent; featured?: boolean; level?: 2 | 3 }) {
  const { t } = useTranslation('contents')
  const lang = useLanguage()
  const link = contentLink(lang, content)
  const Heading = featured ? 'h2' : (`h${level}` as const)
  return (
    <article
      className={cn(
        'relative flex h-full flex-col overflow-hidden rounded-lg border border-line bg-white shadow-sm hover:border-brand-500',
        featured && 'md:grid md:grid-cols-2',
      )}
    >
      <ContentCover url={content.coverUrl} category={content.category} type={content.type} eager={featured} />
      <div className={cn('flex flex-1 flex-col p-5', featured && 'md:p-8')}>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
          {featured ? <span className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{t('list.latest')}</span> : null}
          <ContentTypeBadge type={content.type} />
          <time dateTime={content.publishedAt}>{formatDateTime(content.publishedAt, lang, 'date')}</time>
        </div>
        <Heading className={cn('mt-3 leading-snug font-semibold text-ink', featured ? 'text-2xl' : 'text-lg')}>
          <Link {...link} className="after:absolute after:inset-0 hover:text-brand-700">
            {content.title}
          </Link>
        </Heading>
        {content.excerpt ? <p className={cn('mt-2 text-muted', featured ? 'text-base' : 'text-sm')}>{content.excerpt}</p> : null}
        <Link
          {...link}
          className="relative mt-auto self-start pt-4 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t('list.readMore')}
          <span className="sr-only">: {content.title}</span>
          <span aria-hidden> →</span>
        </Link>
      </div>
    </article>
  )
}

/** Content cards in the grid of a list page or of an article's related items. */
export function ContentCardGrid({ contents, label, level }: { contents: readonly PublicContent[]; label?: string; level?: 2 | 3 }) {
  return (
    <ul aria-label={label} className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {contents.map((content) => (
        <li key={content.id}>
          <ContentCard content={content} level={level} />
        </li>
      ))}
    </ul>
  )
}
