import { Link } from '@tanstack/react-router'
import { AriaTabs } from '~/components/ui/aria-tabs'
import { SectionHeading } from '~/components/ui/section-heading'
import { useTranslation } from '~/i18n/use-translation'
import { contentTypes } from '~/lib/enums'
import { formatDateTime } from '~/lib/format'
import type { MediaCenterData } from '../../contents.schemas'
import { contentLink } from '../../contents.rules'

/**
 * The home's media center (docs/product.md §2.2): news, press releases and guidelines as tabs of their
 * newest items. Nothing at all when there is nothing to show or the contents could not be read.
 */
export function MediaCenter({ data }: { data: MediaCenterData }) {
  const { t, lang } = useTranslation('home')
  if (!data) return null
  const types = contentTypes.filter((type) => data[type].length > 0)
  return (
    <section aria-labelledby="media-title" className="border-t border-line">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <SectionHeading
          id="media-title"
          title={t('media.title')}
          intro={t('media.intro')}
          more={{ to: '/$lang/press', params: { lang }, children: t('media.allPress') }}
        />
        <AriaTabs
          className="mt-8"
          label={t('media.tabsLabel')}
          items={types.map((type) => ({
            key: type,
            label: t(`media.types.${type}`),
            panel: (
              <ul className="grid gap-4 md:grid-cols-3">
                {data[type].map((item) => (
                  <li key={item.id} className="relative flex flex-col rounded-lg border border-line bg-white p-5 hover:border-brand-500">
                    <time dateTime={item.publishedAt} className="text-sm text-muted">
                      {formatDateTime(item.publishedAt, lang, 'date')}
                    </time>
                    <h3 className="mt-2 leading-snug font-semibold text-ink">
                      <Link {...contentLink(lang, item)} className="after:absolute after:inset-0 hover:text-brand-700">
                        {item.title}
                      </Link>
                    </h3>
                    {item.excerpt ? <p className="mt-2 line-clamp-3 text-sm text-muted">{item.excerpt}</p> : null}
                  </li>
                ))}
              </ul>
            ),
          }))}
        />
      </div>
    </section>
  )
}
