import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { VersionHistoryPage, versionQueries } from '~/components/dashboard/version-history'
import { contentAdminQueries, contentVersionFns } from '~/features/contents/contents.queries'
import { mediaUrl } from '~/features/media/media.rules'
import { useTranslation } from '~/i18n/use-translation'
import type { ContentCategory, ContentType } from '~/lib/enums'
import { readId } from '~/lib/ids'
import { loadEntity } from '~/lib/load-entity'

/** The edit form's label of each field a version keeps. */
const labels: Record<string, string> = { bodyHtml: 'form.body', coverFileId: 'form.cover' }
/** The fields in the edit form's order. */
const order = ['title', 'slug', 'excerpt', 'bodyHtml', 'type', 'category', 'coverFileId', 'publishedAt']

export const Route = createFileRoute('/$lang/dashboard/_area/contents/history/$id')({
  staticData: { area: 'contents', title: 'versions', namespaces: ['contentAdmin'] },
  loader: ({ context, params }) =>
    loadEntity(params.id, async (id) => {
      const client = await context.getQueryClient()
      await client.ensureQueryData(versionQueries.list('content', id, 1, contentVersionFns.list))
      return client.ensureQueryData(contentAdminQueries.edit(id))
    }),
  component: ContentHistoryRoute,
})

function ContentHistoryRoute() {
  const { lang } = Route.useParams()
  const id = readId(Route.useParams().id) ?? ''
  const { t } = useTranslation('contentAdmin')
  const { data } = useSuspenseQuery(contentAdminQueries.edit(id))
  return (
    <VersionHistoryPage
      kind="content"
      id={id}
      title={data.title}
      fns={contentVersionFns}
      fieldLabel={(field) => t((labels[field] ?? `form.${field}`) as 'form.title')}
      fieldOrder={order}
      valueLabel={(field, value) =>
        field === 'type'
          ? t(`types.${value as ContentType}`)
          : field === 'category'
            ? t(`categories.${value as ContentCategory}`)
            : undefined
      }
      imageSrc={(field, value) => (field === 'coverFileId' ? mediaUrl(value) : undefined)}
      edit={{ to: '/$lang/dashboard/contents/edit/$id', params: { lang, id } }}
      invalidate={[contentAdminQueries.all]}
    />
  )
}
