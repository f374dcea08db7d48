import { Link } from '@tanstack/react-router'
import { ArrowLeftIcon, InfoIcon } from '~/components/ui/page-icons'
import { useTranslation } from '~/i18n/use-translation'
import { formatDateTime } from '~/lib/format'
import { proseClass } from '~/lib/prose'
import type { ContentPageData } from '../../contents.schemas'
import { ContentTypeBadge } from './content-badges'
import { ContentCardGrid } from './content-card'
import { ContentCover } from './content-cover'
import { ResponsivePicture } from '~/components/ui/responsive-picture'
import { contentLink, contentListLink } from '../../contents.rules'

/** /{lang}/{category}/{slug}: the article, its other language versions and related articles. */
export function ContentArticlePage({ page }: { page: ContentPageData }) {
  const { t, lang } = useTranslation('contents')
  const common = useTranslation().t
  const { content, alternates, related } = page
  const shownElsewhere = content.language !== lang
  const languageName = (code: string) => common(`languageName.${code as 'tr' | 'en'}`)
  return (
    <>
      <article lang={content.language} className="mx-auto max-w-3xl px-4 pt-8 pb-12 sm:px-6 sm:pt-12">
        <Link
          {...contentListLink(lang, content.category)}
          lang={lang}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeftIcon className="size-4" />
          {t(`article.backTo.${content.category}`)}
        </Link>
        {shownElsewhere ? (
          <p lang={lang} className="mt-6 flex gap-2 rounded-md border border-brand-200 bg-brand-50 p-4 text-sm text-ink">
            <InfoIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
            {t('article.shownInOther', { requested: languageName(lang), shown: languageName(content.language) })}
          </p>
        ) : null}
        <header className="mt-6">
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
            <ContentTypeBadge type={content.type} />
            <span>
              <span className="sr-only">{t('article.published')}: </span>
              <time dateTime={content.publishedAt}>{formatDateTime(content.publishedAt, lang, 'date')}</time>
            </span>
          </div>
          <h1 className="mt-4 text-3xl leading-tight font-bold tracking-tight text-ink sm:text-4xl">{content.title}</h1>
          {content.excerpt ? <p className="mt-4 text-lg leading-relaxed text-muted">{content.excerpt}</p> : null}
        </header>
        {content.cover ? (
          // The media library's picture with its alt text, in the cover's fixed frame (decision 059).
          <div className="mt-8 aspect-[1200/630] overflow-hidden rounded-lg bg-brand-50">
            <ResponsivePicture picture={content.cover} eager className="h-full w-full object-cover" />
          </div>
        ) : (
          <ContentCover url={content.coverUrl} category={content.category} type={content.type} eager className="mt-8 rounded-lg" />
        )}
        {/* Sanitized when the dashboard stores it (rich text is cleaned on write). */}
        <div className={`mt-8 ${proseClass}`} dangerouslySetInnerHTML={{ __html: content.bodyHtml }} />
        {alternates.length > 0 ? (
          <aside lang={lang} className="mt-10 rounded-lg border border-line bg-surface p-5">
            <h2 className="text-sm font-semibold text-ink">{t('article.versions')}</h2>
            <ul className="mt-2 grid gap-1">
              {alternates.map((version) => (
                <li key={version.language}>
                  <Link
                    {...contentLink(version.language, version)}
                    hrefLang={version.language}
                    className="text-sm font-medium text-brand-700 underline underline-offset-4"
                    reloadDocument
                  >
                    {t('article.readIn', { language: languageName(version.language) })}
                    <span lang={version.language}>: {version.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="border-t border-line bg-surface">
          <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
            <h2 id="related-heading" className="text-2xl font-bold text-ink">
              {t('article.related')}
            </h2>
            <ContentCardGrid contents={related} />
          </div>
        </section>
      ) : null}
    </>
  )
}
