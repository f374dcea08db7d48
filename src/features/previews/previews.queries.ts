import { queryOptions } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import type { PreviewKind } from '~/lib/enums'
import type { PreviewLinkDays } from '~/lib/preview-links'
import { useAppMutation } from '~/lib/use-app-mutation'
import {
  articlePreviewLinksFn,
  corporatePreviewLinksFn,
  createArticlePreviewLinkFn,
  createCorporatePreviewLinkFn,
  createJobPreviewLinkFn,
  jobPreviewLinksFn,
  revokeArticlePreviewLinkFn,
  revokeCorporatePreviewLinkFn,
  revokeJobPreviewLinkFn,
} from './previews.functions'
import type { CreatedPreviewLink } from './previews.schemas'

/** Each kind's functions, guarded by its own area (contents, jobs; the corporate pages are the editors'). */
const functions = {
  corporate: { list: corporatePreviewLinksFn, create: createCorporatePreviewLinkFn, revoke: revokeCorporatePreviewLinkFn },
  content: { list: articlePreviewLinksFn, create: createArticlePreviewLinkFn, revoke: revokeArticlePreviewLinkFn },
  job: { list: jobPreviewLinksFn, create: createJobPreviewLinkFn, revoke: revokeJobPreviewLinkFn },
}

export const previewQueries = {
  all: ['dashboard', 'previews'] as const,
  links: (kind: PreviewKind, entityId: string) =>
    queryOptions({
      queryKey: [...previewQueries.all, kind, entityId],
      queryFn: () => functions[kind].list({ data: { entityId } }),
    }),
}

export function useCreatePreviewLink(kind: PreviewKind, entityId: string, onSuccess: (created: CreatedPreviewLink) => void) {
  const create = useServerFn(functions[kind].create)
  return useAppMutation({
    mutationFn: (days: PreviewLinkDays) => create({ data: { entityId, days } }),
    invalidate: [previewQueries.links(kind, entityId).queryKey],
    onSuccess,
  })
}

export function useRevokePreviewLink(kind: PreviewKind, entityId: string, onSuccess: () => void) {
  const revoke = useServerFn(functions[kind].revoke)
  return useAppMutation({
    mutationFn: (id: string) => revoke({ data: { entityId, id } }),
    invalidate: [previewQueries.links(kind, entityId).queryKey],
    onSuccess,
  })
}
