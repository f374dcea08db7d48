import { keepPreviousData, queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { type LinkProps, useNavigate } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { History } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { BackLink } from '~/components/dashboard/entity-form-parts'
import { PageHeader } from '~/components/layout/dashboard/page-header'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { useTranslation } from '~/i18n/use-translation'
import type { RestoreMode, RestoreVersionInput, VersionInput, VersionListInput } from '~/lib/entity-versions'
import type { PublishKind } from '~/lib/enums'
import { formatDateTime } from '~/lib/format'
import type { Page } from '~/lib/list-search'
import { cn } from '~/lib/cn'
import { formatDateText } from '~/lib/date-text'
import { useAppMutation } from '~/lib/use-app-mutation'
import { compareVersions, type DiffPart, valueText, type VersionItem, type VersionPair, wordDiff } from '~/lib/version-diff'

/*
 * An entry's version history on the dashboard (decision 056, docs/product.md §20): the versions,
 * newest first, the chosen one compared with the one before it (fields side by side, texts word
 * by word), and its restore as a draft or live. The words are `versions.*` of `dashboard`.
 */

type Fn<I, R> = (options: { data: I }) => Promise<R>

export interface VersionFns {
  list: Fn<VersionListInput, Page<VersionItem>>
  get: Fn<VersionInput, VersionPair>
  restore: Fn<RestoreVersionInput, unknown>
}

/** The history's queries, by kind and entry: the route's loader and the page read the same keys. */
export const versionQueries = {
  list: (kind: PublishKind, id: string, page: number, list: VersionFns['list']) =>
    queryOptions({ queryKey: ['dashboard', kind, 'versions', id, page], queryFn: () => list({ data: { id, page } }) }),
  pair: (kind: PublishKind, id: string, number: number, get: VersionFns['get']) =>
    queryOptions({ queryKey: ['dashboard', kind, 'version', id, number], queryFn: () => get({ data: { id, number } }) }),
}

export function VersionHistoryPage({
  kind,
  id,
  title,
  fns,
  fieldLabel,
  valueLabel,
  imageSrc,
  fieldOrder,
  edit,
  invalidate,
}: {
  kind: PublishKind
  id: string
  /** The entry's name, under the page's title. */
  title: string
  fns: VersionFns
  fieldLabel: (field: string) => string
  /** A chosen value's words (a category, a country) as the edit form offers it; undefined keeps the value. */
  valueLabel?: (field: string, value: string) => string | undefined
  /** Where a field that holds an image (a cover, a photo: a media item's id) is read from; undefined for the other fields. */
  imageSrc?: (field: string, value: string) => string | undefined
  /** The fields in the edit form's order (a stored version keeps them in its own); the others follow. */
  fieldOrder?: readonly string[]
  /** The entry's edit page: the back link, and where a restore lands. */
  edit: LinkProps
  /** The feature's queries a restore changes. */
  invalidate: readonly (readonly unknown[])[]
}) {
  const { t, lang } = useTranslation('dashboard')
  const list = useServerFn(fns.list)
  const get = useServerFn(fns.get)
  const restore = useServerFn(fns.restore)
  const navigate = useNavigate()
  const [page, setPage] = useState(1)
  const { data } = useSuspenseQuery(versionQueries.list(kind, id, page, list))
  const [chosen, setChosen] = useState<number | null>(null)
  const number = chosen ?? data.items[0]?.number ?? null
  const pair = useQuery({ ...versionQueries.pair(kind, id, number ?? 0, get), enabled: number !== null, placeholderData: keepPreviousData })
  const [confirming, setConfirming] = useState<RestoreMode | null>(null)
  const restored = useAppMutation({
    mutationFn: (as: RestoreMode) => restore({ data: { id, number: number!, as } }),
    invalidate: [['dashboard', kind], ...invalidate.map((key) => [...key])],
    onSuccess: async (_result, as) => {
      setConfirming(null)
      toast.success(t(`versions.restored.${as}`, { number: String(number) }))
      await navigate(edit)
    },
  })
  const newest = data.items[0]?.number
  return (
    <>
      <PageHeader title={t('titles.versions')} description={title} actions={<BackLink {...edit} label={t('versions.back')} />} />
      {data.items.length === 0 ? (
        <p className="rounded-lg border border-line bg-white p-6 text-sm text-muted">{t('versions.empty')}</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
          <nav aria-label={t('versions.listLabel')} className="rounded-lg border border-line bg-white p-2 lg:self-start">
            <ol className="flex flex-col gap-1">
              {data.items.map((item) => (
                <li key={item.number}>
                  <button
                    type="button"
                    aria-current={item.number === number ? 'true' : undefined}
                    onClick={() => setChosen(item.number)}
                    className={cn(
                      'flex w-full flex-col gap-0.5 rounded-md px-3 py-2 text-left text-sm hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand-700',
                      item.number === number && 'bg-brand-50 ring-1 ring-brand-200 ring-inset',
                    )}
                  >
                    <span className="font-medium text-ink">
                      {t('versions.number', { number: String(item.number) })}
                      {item.number === newest && <span className="ml-2 text-xs font-normal text-muted">{t('versions.current')}</span>}
                    </span>
                    <span className="text-muted">
                      <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, lang)}</time> ·{' '}
                      {item.authorName ?? t('versions.unknownAuthor')}
                    </span>
                    <span className="text-xs text-muted">
                      {item.restoredFrom !== null
                        ? t('versions.restoredFrom', { number: String(item.restoredFrom) })
                        : item.changed.length === 0
                          ? t('versions.first')
                          : t('versions.changed', { fields: item.changed.map(fieldLabel).join(', ') })}
                    </span>
                  </button>
                </li>
              ))}
            </ol>
            {data.pagination.totalPages > 1 && (
              <div className="mt-2 flex items-center justify-between gap-2 border-t border-line px-1 pt-2 text-sm">
                <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('versions.newer')}
                </Button>
                <span className="text-muted">
                  {page} / {data.pagination.totalPages}
                </span>
                <Button variant="secondary" disabled={page >= data.pagination.totalPages} onClick={() => setPage(page + 1)}>
                  {t('versions.older')}
                </Button>
              </div>
            )}
          </nav>
          <section
            aria-labelledby="version-compare"
            className="min-w-0 rounded-lg border border-line bg-white p-4 sm:p-6"
            aria-busy={pair.isFetching}
          >
            <h2 id="version-compare" className="flex items-center gap-2 text-base font-semibold text-ink">
              <History aria-hidden className="size-5 text-brand-700" />
              {number !== null && t('versions.compareTitle', { number: String(number) })}
            </h2>
            {pair.isError && <p className="mt-4 text-sm text-red-700">{t('versions.loadFailed')}</p>}
            {pair.data && (
              <VersionChanges
                pair={pair.data}
                fieldLabel={fieldLabel}
                valueLabel={valueLabel}
                imageSrc={imageSrc}
                fieldOrder={fieldOrder}
              />
            )}
            {number !== null && number !== newest && (
              <div className="mt-6 flex flex-wrap gap-2 border-t border-line pt-4">
                <Button onClick={() => setConfirming('live')} disabled={restored.isPending}>
                  {t('versions.restoreLive')}
                </Button>
                <Button variant="secondary" onClick={() => setConfirming('draft')} disabled={restored.isPending}>
                  {t('versions.restoreDraft')}
                </Button>
              </div>
            )}
          </section>
        </div>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming ? t(`versions.confirm.${confirming}.title`, { number: String(number) }) : ''}
        description={confirming ? t(`versions.confirm.${confirming}.description`) : ''}
        confirmLabel={confirming ? t(`versions.confirm.${confirming}.yes`) : ''}
        onConfirm={() => confirming && restored.mutate(confirming)}
        pending={restored.isPending}
      />
    </>
  )
}

/**
 * The fields a version changed against the one before it, each before and after; the rest counted.
 * Values read as the edit form shows them: a choice in words, a date in the dashboard's order, yes or no.
 */
function VersionChanges({
  pair,
  fieldLabel,
  valueLabel,
  imageSrc,
  fieldOrder = [],
}: {
  pair: VersionPair
  fieldLabel: (field: string) => string
  valueLabel?: (field: string, value: string) => string | undefined
  imageSrc?: (field: string, value: string) => string | undefined
  fieldOrder?: readonly string[]
}) {
  const { t, lang } = useTranslation('dashboard')
  const shown = (field: string, value: unknown) => {
    if (typeof value === 'boolean') return t(value ? 'versions.yes' : 'versions.no')
    const text = valueText(value)
    return text === '' ? text : (valueLabel?.(field, text) ?? formatDateText(text, lang))
  }
  const rank = (field: string) => (fieldOrder.includes(field) ? fieldOrder.indexOf(field) : fieldOrder.length)
  const fields = Object.keys(pair.snapshot).sort((a, b) => rank(a) - rank(b))
  const previous = pair.previous
  const { changed, restyled } = previous ? compareVersions(previous, pair.snapshot, fields) : { changed: fields, restyled: [] }
  return (
    <div className="mt-4 flex flex-col gap-4">
      {previous === null && <p className="text-sm text-muted">{t('versions.firstHint')}</p>}
      {previous !== null && changed.length === 0 && restyled.length === 0 && (
        <p className="text-sm text-muted">{t('versions.noChanges')}</p>
      )}
      <dl className="flex flex-col gap-4">
        {changed.map((field) => {
          const image = (value: unknown) => (typeof value === 'string' && value !== '' ? imageSrc?.(field, value) : undefined)
          // An image field: `imageSrc` answers for it whatever the value.
          if (imageSrc?.(field, '') !== undefined) {
            return (
              <div key={field} className="min-w-0">
                <dt className="text-sm font-medium text-ink">{fieldLabel(field)}</dt>
                <dd className="mt-1 flex flex-wrap items-start gap-4 rounded-md border border-line bg-surface p-3 text-sm text-ink">
                  {previous && <VersionImage src={image(previous[field])} caption={t('versions.removed')} label={fieldLabel(field)} />}
                  <VersionImage
                    src={image(pair.snapshot[field])}
                    caption={previous ? t('versions.added') : undefined}
                    label={fieldLabel(field)}
                  />
                </dd>
              </div>
            )
          }
          const before = previous ? shown(field, previous[field]) : ''
          const after = shown(field, pair.snapshot[field])
          return (
            <div key={field} className="min-w-0">
              <dt className="text-sm font-medium text-ink">{fieldLabel(field)}</dt>
              <dd className="mt-1 rounded-md border border-line bg-surface p-3 text-sm leading-relaxed whitespace-pre-line text-ink [overflow-wrap:anywhere]">
                {previous ? (
                  <DiffText parts={wordDiff(before, after)} />
                ) : (
                  after || <span className="text-muted">{t('versions.emptyValue')}</span>
                )}
              </dd>
            </div>
          )
        })}
      </dl>
      {restyled.length > 0 && <p className="text-sm text-ink">{t('versions.restyled', { fields: restyled.map(fieldLabel).join(', ') })}</p>}
      {previous !== null && changed.length + restyled.length < fields.length && (
        <p className="text-sm text-muted">{t('versions.unchanged', { count: fields.length - changed.length - restyled.length })}</p>
      )}
    </div>
  )
}

/** An image a version holds (a cover, a photo), small, with what it was (removed, added); "(empty)" where it held none. */
function VersionImage({ src, caption, label }: { src: string | undefined; caption?: string; label: string }) {
  const { t } = useTranslation('dashboard')
  return (
    <figure className="flex flex-col gap-1">
      {src ? (
        <img
          src={src}
          alt={label}
          width={160}
          height={96}
          loading="lazy"
          className="h-24 w-40 rounded border border-line bg-white object-contain"
        />
      ) : (
        <span className="flex h-24 w-40 items-center justify-center rounded border border-dashed border-line text-muted">
          {t('versions.emptyValue')}
        </span>
      )}
      {caption && <figcaption className="text-xs text-muted">{caption}</figcaption>}
    </figure>
  )
}

/** Removed words struck through and marked "removed", added ones underlined and marked "added": never by colour alone. */
function DiffText({ parts }: { parts: DiffPart[] }) {
  const { t } = useTranslation('dashboard')
  if (parts.length === 0) return <span className="text-muted">{t('versions.emptyValue')}</span>
  return (
    <>
      {parts.map((part, index) =>
        part.kind === 'same' ? (
          <span key={index}>{part.text}</span>
        ) : part.kind === 'removed' ? (
          <del key={index} className="bg-red-50 text-red-900 decoration-red-700">
            <span className="sr-only">[{t('versions.removed')}: </span>
            {part.text}
            <span className="sr-only">]</span>
          </del>
        ) : (
          <ins key={index} className="bg-emerald-50 text-emerald-900 decoration-emerald-700 underline">
            <span className="sr-only">[{t('versions.added')}: </span>
            {part.text}
            <span className="sr-only">]</span>
          </ins>
        ),
      )}
    </>
  )
}
