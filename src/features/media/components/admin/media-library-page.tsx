import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Upload } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { ListFilters } from '~/components/dashboard/filter-form'
import { ListResults } from '~/components/dashboard/list-results'
import { type MediaAlt, MediaAltFields, MediaThumbnail, MediaUploadForm } from '~/components/dashboard/media-picker'
import { PageHeader } from '~/components/layout/dashboard/page-header'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { Modal } from '~/components/ui/dialog'
import { Alert } from '~/components/ui/field'
import { StatusBadge } from '~/components/ui/status-badge'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import { formatDateTime, formatNumber } from '~/lib/format'
import type { MediaListItem } from '~/lib/media-picture'
import { missingAlt } from '../../media.rules'
import { mediaQueries, useDeleteMedia, useUpdateMedia } from '../../media.queries'
import type { UpdateMediaValues } from '../../media.schemas'
import { type MediaListSearch, mediaFilters, readMediaListSearch } from '../../media.search'

/** The media library (docs/product.md §23): a paged grid, searched and filtered; upload, alt texts, delete. */
export function MediaLibraryPage({ search }: { search: MediaListSearch }) {
  const { t } = useTranslation('media')
  const { t: td } = useTranslation('dashboard')
  const lang = useLanguage()
  const { data } = useSuspenseQuery(mediaQueries.list(search))
  const [uploading, setUploading] = useState(false)
  const [editing, setEditing] = useState<string>()
  const filtered = !!(search.q || search.show)
  return (
    <>
      <PageHeader
        title={td('titles.media')}
        description={t('intro')}
        actions={
          <Button onClick={() => setUploading(true)}>
            <Upload aria-hidden className="size-4" />
            {t('upload.button')}
          </Button>
        }
      />
      <ListFilters
        search={search}
        read={readMediaListSearch}
        placeholder={t('searchPlaceholder')}
        columns="lg:grid-cols-[1fr_16rem_auto]"
        selects={{ show: { label: t('filter.label'), options: mediaFilters, optionLabel: (value) => t(`filter.${value}`) } }}
      />
      <ListResults
        pagination={data.pagination}
        itemCount={data.items.length}
        countText={t('count', { count: data.pagination.total })}
        filtered={filtered}
        emptyTitle={t('empty')}
        emptyFilteredTitle={t('emptyFiltered')}
        paginationLabel={t('pagination')}
      >
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
          {data.items.map((item) => (
            <li key={item.id}>
              <MediaCard item={item} lang={lang} onOpen={() => setEditing(item.id)} />
            </li>
          ))}
        </ul>
      </ListResults>
      <Modal open={uploading} onOpenChange={setUploading} title={t('upload.button')}>
        <MediaUploadForm
          requireAlt={false}
          submitLabel={t('upload.button')}
          onUploaded={(item) => {
            toast.success(t('upload.done', { name: item.name }))
            setUploading(false)
            setEditing(item.id)
          }}
        />
      </Modal>
      {editing && <MediaEditDialog id={editing} onClose={() => setEditing(undefined)} />}
    </>
  )
}

function MediaCard({ item, lang, onOpen }: { item: MediaListItem; lang: 'tr' | 'en'; onOpen: () => void }) {
  const { t } = useTranslation('media')
  return (
    <article className="flex h-full flex-col gap-2 rounded-lg border border-line bg-white p-2">
      <MediaThumbnail item={item} />
      <h2 className="text-sm font-medium break-all text-ink">
        <button
          type="button"
          onClick={onOpen}
          className="text-left underline-offset-4 hover:underline"
          aria-label={t('item.open', { name: item.name })}
        >
          {item.name}
        </button>
      </h2>
      {item.width && item.height ? (
        <p className="text-xs text-muted">
          {t('item.size', { width: formatNumber(item.width, lang), height: formatNumber(item.height, lang) })}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-1">
        {missingAlt(item) && <StatusBadge tone="warning">{t('badges.missingAlt')}</StatusBadge>}
        {item.decorative && <StatusBadge tone="neutral">{t('badges.decorative')}</StatusBadge>}
        {item.usedBy === 0 ? (
          <StatusBadge tone="neutral">{t('badges.unused')}</StatusBadge>
        ) : (
          <StatusBadge tone="info">{t('badges.used', { count: item.usedBy })}</StatusBadge>
        )}
      </div>
    </article>
  )
}

/** One item: its alt texts and decorative mark, where it is used, and delete (refused while used). */
function MediaEditDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('media')
  const lang = useLanguage()
  const { data: item } = useQuery(mediaQueries.detail(id))
  const form = useForm<UpdateMediaValues>({
    values: item ? { id, altTr: item.altTr, altEn: item.altEn, decorative: item.decorative } : undefined,
  })
  const [alt, setAlt] = useState<MediaAlt>()
  const value = alt ?? (item ? { altTr: item.altTr, altEn: item.altEn, decorative: item.decorative } : undefined)
  const [deleting, setDeleting] = useState(false)
  const save = useUpdateMedia(form, (saved) => {
    toast.success(t('edit.saved'))
    setAlt({ altTr: saved.altTr, altEn: saved.altEn, decorative: saved.decorative })
  })
  const remove = useDeleteMedia(() => {
    toast.success(t('delete.done', { name: item?.name ?? '' }))
    setDeleting(false)
    onClose()
  })
  const { errors } = form.formState
  const serverError = errors.root?.server?.message ?? errors.id?.message
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('edit.title')} description={item?.name}>
      {item && value ? (
        <div className="flex flex-col gap-5">
          <img
            src={item.thumbnailUrl}
            alt=""
            width={item.width ?? undefined}
            height={item.height ?? undefined}
            className="max-h-56 w-full rounded-md bg-surface object-contain"
          />
          <p className="text-sm text-muted">
            {item.width && item.height
              ? `${t('item.size', { width: formatNumber(item.width, lang), height: formatNumber(item.height, lang) })} · `
              : ''}
            {t('edit.uploaded', { date: formatDateTime(item.createdAt, lang, 'date') })}
          </p>
          {serverError && <Alert>{serverError}</Alert>}
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault()
              save.mutate({ id, ...value })
            }}
          >
            <MediaAltFields value={value} onChange={setAlt} errors={{ altTr: errors.altTr?.message, altEn: errors.altEn?.message }} />
            <div className="flex justify-end">
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? t('edit.saving') : t('edit.save')}
              </Button>
            </div>
          </form>
          <section aria-labelledby={`${id}-used`} className="border-t border-line pt-4">
            <h3 id={`${id}-used`} className="text-sm font-semibold text-ink">
              {t('edit.usedIn')}
            </h3>
            {item.usages.length === 0 ? (
              <p className="mt-1 text-sm text-muted">{t('edit.notUsed')}</p>
            ) : (
              <ul className="mt-1 flex flex-col gap-1 text-sm">
                {item.usages.map((usage) => (
                  <li key={`${usage.contentId}-${usage.role}`}>
                    <Link
                      to="/$lang/dashboard/contents/edit/$id"
                      params={{ lang, id: usage.contentId }}
                      className="text-brand-700 underline underline-offset-4"
                    >
                      <span lang={usage.language}>{usage.title}</span>
                    </Link>{' '}
                    <span className="text-muted">
                      ({usage.language.toUpperCase()}, {t(`edit.roles.${usage.role}`)})
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <div className="flex justify-end border-t border-line pt-4">
            <Button type="button" variant="danger" onClick={() => setDeleting(true)}>
              {t('delete.button')}
            </Button>
          </div>
          <ConfirmDialog
            open={deleting}
            onOpenChange={setDeleting}
            title={t('delete.title')}
            description={t('delete.description', { name: item.name })}
            confirmLabel={t('delete.confirm')}
            tone="danger"
            pending={remove.isPending}
            onConfirm={() => remove.mutate(id, { onError: () => setDeleting(false) })}
          />
        </div>
      ) : (
        <p role="status" className="text-sm text-muted">
          …
        </p>
      )}
    </Modal>
  )
}
