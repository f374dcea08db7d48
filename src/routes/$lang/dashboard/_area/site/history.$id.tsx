import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { VersionHistoryPage, versionQueries } from '~/components/dashboard/version-history'
import {
  corporateVersionOrder,
  entryTitle,
  useCorporateChoiceLabel,
  useCorporateVersionLabel,
} from '~/features/site/components/admin/corporate-labels'
import { corporateVersionFns, siteAdminQueries } from '~/features/site/site.queries'
import { mediaUrl } from '~/features/media/media.rules'
import { useTranslation } from '~/i18n/use-translation'
import type { PublishStatus } from '~/lib/enums'
import { readId } from '~/lib/ids'
import { loadEntity } from '~/lib/load-entity'

export const Route = createFileRoute('/$lang/dashboard/_area/site/history/$id')({
  staticData: { area: 'contents', title: 'versions', namespaces: ['siteAdmin', 'corporate'] },
  loader: ({ context, params }) =>
    loadEntity(params.id, async (id) => {
      const client = await context.getQueryClient()
      await client.ensureQueryData(versionQueries.list('corporate', id, 1, corporateVersionFns.list))
      return client.ensureQueryData(siteAdminQueries.edit(id))
    }),
  component: CorporateHistoryRoute,
})

function CorporateHistoryRoute() {
  const { lang } = Route.useParams()
  const id = readId(Route.useParams().id) ?? ''
  const { t } = useTranslation('siteAdmin')
  const { data } = useSuspenseQuery(siteAdminQueries.edit(id))
  const fieldLabel = useCorporateVersionLabel(data.section)
  const choiceLabel = useCorporateChoiceLabel()
  return (
    <VersionHistoryPage
      kind="corporate"
      id={id}
      title={`${t(`sections.${data.section}`)}: ${entryTitle(data.section, data.values, lang === 'en' ? 'en' : 'tr')}`}
      fns={corporateVersionFns}
      fieldLabel={fieldLabel}
      fieldOrder={corporateVersionOrder(data.section)}
      valueLabel={(field, value) => (field === 'status' ? t(`statuses.${value as PublishStatus}`) : choiceLabel(field, value))}
      imageSrc={(field, value) => (field === 'mediaId' ? mediaUrl(value) : undefined)}
      edit={{ to: '/$lang/dashboard/site/edit/$id', params: { lang, id } }}
      invalidate={[siteAdminQueries.all]}
    />
  )
}
