import { notFound } from '@tanstack/react-router'
import type { Language } from '~/lib/enums'
import type { Messages } from '~/i18n/locales/tr'
import type { CorporatePreview } from './previews.schemas'
import { articlePreviewFn, corporatePreviewFn, jobPreviewFn } from './previews.functions'

/**
 * The preview page's loader (decision 057), imported by the route on demand so that no public
 * first load carries it: the entry with its head (built here, not in the route's `head`, which
 * stays in every page's first load). Anything else is the page's 404.
 */
export async function loadPreview({
  params,
  searchStr,
  lang,
  messages,
}: {
  params: { kind: string; id: string }
  searchStr: string
  lang: Language
  messages: Messages
}) {
  const token = new URLSearchParams(searchStr).get('token') ?? ''
  const input = { data: { id: params.id, token } }
  const head = (title: string) => ({
    meta: [
      { title: `${messages.previews.banner.metaTitle.replace('{{title}}', title)} · HOI Holding` },
      { name: 'robots', content: 'noindex, nofollow' },
    ],
  })
  if (params.kind === 'articles') {
    const preview = await articlePreviewFn(input)
    if (preview) return { kind: 'articles' as const, preview, head: head(preview.page.content.title) }
  } else if (params.kind === 'jobs') {
    const preview = await jobPreviewFn(input)
    if (preview) return { kind: 'jobs' as const, preview, head: head(preview.job.details[lang].title) }
  } else if (params.kind === 'corporate') {
    const preview = await corporatePreviewFn({ data: { ...input.data, lang } })
    if (preview) return { kind: 'corporate' as const, preview, head: head(corporateTitle(preview.page, messages)) }
  }
  throw notFound()
}

/** A corporate page's name as the site's menu words it (the preview's tab title). */
const corporateTitle = (page: CorporatePreview['page'], messages: Messages) =>
  messages.common.nav[page === 'footer' ? 'contact' : page === 'chart' ? 'companies' : page]
