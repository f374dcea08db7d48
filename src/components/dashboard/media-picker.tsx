import { ImageIcon, Search } from 'lucide-react'
import { createContext, type ReactNode, useContext, useEffect, useId, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Modal } from '~/components/ui/dialog'
import { Alert, Input } from '~/components/ui/field'
import { StatusBadge } from '~/components/ui/status-badge'
import { useTranslation } from '~/i18n/use-translation'
import type { Language } from '~/lib/enums'
import type { Page } from '~/lib/list-search'
import { type MediaDetail, type MediaListItem, usableIn } from '~/lib/media-picture'

/*
 * The media picker (docs/product.md §23, decision 059): any dashboard form chooses an image from
 * the library or uploads a new one with its alt text asked at once. The library's calls come from
 * the `MediaLibraryContext` the dashboard provides (the media feature's server functions), so
 * that a form of any feature can use the picker without importing another feature.
 */

export interface MediaAlt {
  altTr: string
  altEn: string
  decorative: boolean
}

export interface MediaLibrary {
  list: (search: { q?: string; page?: number }) => Promise<Page<MediaListItem>>
  upload: (file: File, alt: MediaAlt, onProgress: (percent: number) => void) => Promise<MediaDetail>
  update: (values: MediaAlt & { id: string }) => Promise<MediaDetail>
}

export const MediaLibraryContext = createContext<MediaLibrary | null>(null)

function useMediaLibrary(): MediaLibrary {
  const library = useContext(MediaLibraryContext)
  if (!library) throw new Error('MediaPicker needs a MediaLibraryContext (the dashboard layout provides it)')
  return library
}

export const MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const
const ALT_MAX = 250
const MAX_BYTES = 5 * 1024 * 1024

/** The alt texts and the decorative mark, as the library page and the picker ask for them. */
export function MediaAltFields({
  value,
  onChange,
  errors = {},
}: {
  value: MediaAlt
  onChange: (value: MediaAlt) => void
  errors?: Partial<Record<keyof MediaAlt, string>>
}) {
  const { t } = useTranslation('media')
  const id = useId()
  const text = (field: 'altTr' | 'altEn', lang: Language) => (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-${field}`} className="text-sm font-medium text-ink">
        {t(`edit.${field}`)}
      </label>
      <Input
        id={`${id}-${field}`}
        lang={lang}
        value={value[field]}
        maxLength={ALT_MAX}
        disabled={value.decorative}
        aria-describedby={`${id}-hint${errors[field] ? ` ${id}-${field}-error` : ''}`}
        aria-invalid={errors[field] ? true : undefined}
        onChange={(event) => onChange({ ...value, [field]: event.target.value })}
      />
      {errors[field] && (
        <p id={`${id}-${field}-error`} className="text-sm font-medium text-red-700">
          {errors[field]}
        </p>
      )}
    </div>
  )
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="sr-only">{t('edit.title')}</legend>
      {text('altTr', 'tr')}
      {text('altEn', 'en')}
      <p id={`${id}-hint`} className="-mt-2 text-sm text-muted">
        {t('edit.altHint')}
      </p>
      <div className="flex items-start gap-3">
        <input
          id={`${id}-decorative`}
          type="checkbox"
          className="mt-1 size-4 accent-brand-700"
          checked={value.decorative}
          aria-describedby={`${id}-decorative-hint`}
          onChange={(event) => onChange({ ...value, decorative: event.target.checked })}
        />
        <div>
          <label htmlFor={`${id}-decorative`} className="text-sm font-medium text-ink">
            {t('edit.decorative')}
          </label>
          <p id={`${id}-decorative-hint`} className="text-sm text-muted">
            {t('edit.decorativeHint')}
          </p>
        </div>
      </div>
    </fieldset>
  )
}

/** Both alt texts, or the decorative mark: what an image needs before a page uses it. */
export function altProblems(value: MediaAlt, message: string): Partial<Record<keyof MediaAlt, string>> {
  if (value.decorative) return {}
  return {
    ...(value.altTr.trim() === '' ? { altTr: message } : {}),
    ...(value.altEn.trim() === '' ? { altEn: message } : {}),
  }
}

/** Upload a file with its alt text; `onUploaded` gets the new item. Used by the picker and the library page. */
export function MediaUploadForm({
  requireAlt,
  submitLabel,
  onUploaded,
}: {
  /** The picker asks for the alt text at once; the library may keep an image without it for later. */
  requireAlt: boolean
  submitLabel: string
  onUploaded: (item: MediaDetail) => void
}) {
  const { t } = useTranslation('media')
  const library = useMediaLibrary()
  const id = useId()
  const [file, setFile] = useState<File>()
  const [alt, setAlt] = useState<MediaAlt>({ altTr: '', altEn: '', decorative: false })
  const [progress, setProgress] = useState<number>()
  const [problem, setProblem] = useState<string>()
  const [errors, setErrors] = useState<Partial<Record<keyof MediaAlt, string>>>({})
  const submit = async () => {
    setProblem(undefined)
    if (!file) return setProblem(t('upload.missing'))
    if (!(MEDIA_TYPES as readonly string[]).includes(file.type)) return setProblem(t('upload.type'))
    if (file.size > MAX_BYTES) return setProblem(t('upload.tooLarge'))
    const found = requireAlt ? altProblems(alt, t('edit.altRequired')) : {}
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setProgress(0)
    try {
      onUploaded(await library.upload(file, alt, setProgress))
    } catch (error) {
      setProblem(error instanceof Error && error.message !== 'network' ? error.message : t('upload.failed'))
    } finally {
      setProgress(undefined)
    }
  }
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        event.stopPropagation()
        void submit()
      }}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-file`} className="text-sm font-medium text-ink">
          {t('upload.choose')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={MEDIA_TYPES.join(',')}
          aria-describedby={`${id}-file-hint${problem ? ` ${id}-problem` : ''}`}
          aria-invalid={problem ? true : undefined}
          className="text-sm file:mr-3 file:h-10 file:rounded-md file:border file:border-line file:bg-white file:px-4 file:font-medium file:text-ink"
          onChange={(event) => setFile(event.currentTarget.files?.[0])}
        />
        <p id={`${id}-file-hint`} className="text-sm text-muted">
          {t('upload.hint')}
        </p>
        {problem && (
          <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
      </div>
      <MediaAltFields value={alt} onChange={setAlt} errors={errors} />
      {progress !== undefined && (
        <div role="status" className="flex flex-col gap-1 text-sm text-muted">
          {t('upload.progress', { percent: progress })}
          <progress max={100} value={progress} className="h-2 w-full accent-brand-700" aria-hidden>
            {progress}
          </progress>
        </div>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={progress !== undefined}>
          {progress !== undefined ? t('upload.progress', { percent: progress }) : submitLabel}
        </Button>
      </div>
    </form>
  )
}

/** A thumbnail of a library item: decorative here, the button or the card names it. */
export function MediaThumbnail({
  item,
  className,
  eager = false,
}: {
  item: Pick<MediaListItem, 'thumbnailUrl'>
  className?: string
  /** In the picker's dialog, which opens on a click: no reason to wait for scrolling. */
  eager?: boolean
}) {
  return (
    <img
      src={item.thumbnailUrl}
      alt=""
      width={480}
      height={320}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className ?? 'aspect-[3/2] w-full rounded-md bg-surface object-cover'}
    />
  )
}

/**
 * The picker dialog: the library (search, choose; an item without alt text in `language` asks for
 * it first) or a new upload. `onPick` gets the chosen item.
 */
export function MediaPickerDialog({
  open,
  onOpenChange,
  language,
  onPick,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The language of the page the image goes on: its alt text is required (docs/product.md §23). */
  language: Language
  onPick: (item: MediaListItem) => void
}) {
  const { t } = useTranslation('media')
  const [tab, setTab] = useState<'library' | 'upload'>('library')
  const pick = (item: MediaListItem) => {
    onPick(item)
    onOpenChange(false)
  }
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('picker.title')} description={t('picker.description')}>
      <div className="mb-4 inline-flex rounded-md border border-line p-0.5" role="group" aria-label={t('picker.title')}>
        {(['library', 'upload'] as const).map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={tab === key}
            onClick={() => setTab(key)}
            className="h-9 rounded px-3 text-sm font-medium text-muted aria-pressed:bg-brand-700 aria-pressed:text-white"
          >
            {t(key === 'library' ? 'picker.libraryTab' : 'picker.uploadTab')}
          </button>
        ))}
      </div>
      {tab === 'library' ? (
        <LibraryPanel language={language} onPick={pick} />
      ) : (
        <MediaUploadForm requireAlt submitLabel={t('picker.uploadAndUse')} onUploaded={pick} />
      )}
    </Modal>
  )
}

function LibraryPanel({ language, onPick }: { language: Language; onPick: (item: MediaListItem) => void }) {
  const { t } = useTranslation('media')
  const library = useMediaLibrary()
  const id = useId()
  const [q, setQ] = useState('')
  const [query, setQuery] = useState('')
  const [items, setItems] = useState<MediaListItem[]>()
  const [page, setPage] = useState(1)
  const [more, setMore] = useState(false)
  const [failed, setFailed] = useState(false)
  const [completing, setCompleting] = useState<MediaListItem>()

  useEffect(() => {
    let live = true
    setFailed(false)
    library.list({ q: query || undefined, page }).then(
      (found) => {
        if (!live) return
        setItems((before) => (page === 1 ? found.items : [...(before ?? []), ...found.items]))
        setMore(found.pagination.page < found.pagination.totalPages)
      },
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [library, query, page])

  if (completing) return <CompleteAlt item={completing} onDone={onPick} onCancel={() => setCompleting(undefined)} />
  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          event.stopPropagation()
          setPage(1)
          setQuery(q.trim())
        }}
      >
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('picker.search')}
        </label>
        <Input
          id={`${id}-q`}
          type="search"
          value={q}
          maxLength={100}
          placeholder={t('picker.search')}
          onChange={(e) => setQ(e.target.value)}
        />
        <Button type="submit" variant="secondary" aria-label={t('picker.search')}>
          <Search aria-hidden className="size-4" />
        </Button>
      </form>
      {failed && <Alert>{t('upload.failed')}</Alert>}
      {items?.length === 0 && <p className="text-sm text-muted">{t('picker.none')}</p>}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {items?.map((item) => {
          const usable = usableIn(item, language)
          return (
            <li key={item.id}>
              <button
                type="button"
                className="flex w-full flex-col gap-1 rounded-md border border-line p-1.5 text-left hover:border-brand-500"
                aria-label={usable ? t('picker.selectItem', { name: item.name }) : `${item.name}: ${t('picker.needsAlt')}`}
                onClick={() => (usable ? onPick(item) : setCompleting(item))}
              >
                <MediaThumbnail item={item} eager />
                <span className="truncate text-xs text-ink">{item.name}</span>
                {!usable && <StatusBadge tone="warning">{t('picker.needsAlt')}</StatusBadge>}
              </button>
            </li>
          )
        })}
      </ul>
      {more && (
        <Button type="button" variant="secondary" onClick={() => setPage((p) => p + 1)}>
          {t('picker.more')}
        </Button>
      )}
    </div>
  )
}

/** An item chosen without alt text: write it (or mark it decorative), save, then use it. */
function CompleteAlt({ item, onDone, onCancel }: { item: MediaListItem; onDone: (item: MediaListItem) => void; onCancel: () => void }) {
  const { t } = useTranslation('media')
  const library = useMediaLibrary()
  const [alt, setAlt] = useState<MediaAlt>({ altTr: item.altTr, altEn: item.altEn, decorative: item.decorative })
  const [errors, setErrors] = useState<Partial<Record<keyof MediaAlt, string>>>({})
  const [pending, setPending] = useState(false)
  const [problem, setProblem] = useState<string>()
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={async (event) => {
        event.preventDefault()
        event.stopPropagation()
        const found = altProblems(alt, t('edit.altRequired'))
        setErrors(found)
        if (Object.keys(found).length > 0) return
        setPending(true)
        try {
          onDone(await library.update({ id: item.id, ...alt }))
        } catch (error) {
          setProblem(error instanceof Error ? error.message : t('upload.failed'))
        } finally {
          setPending(false)
        }
      }}
    >
      <div className="flex items-center gap-3">
        <MediaThumbnail item={item} className="aspect-[3/2] w-28 rounded-md bg-surface object-cover" />
        <p className="text-sm font-medium break-all text-ink">{item.name}</p>
      </div>
      {problem && <Alert>{problem}</Alert>}
      <MediaAltFields value={alt} onChange={setAlt} errors={errors} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('picker.libraryTab')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('edit.saving') : t('picker.select')}
        </Button>
      </div>
    </form>
  )
}

/**
 * A form field holding one media item's id: its preview, "choose" (the picker), "remove". `value`
 * is the id ('' for none); `preview` the chosen item's address to show.
 */
export function MediaField({
  label,
  hint,
  error,
  language,
  value,
  previewUrl,
  onChange,
}: {
  label: string
  hint?: string
  error?: string
  language: Language
  value: string
  previewUrl: string | null
  onChange: (id: string, item?: MediaListItem) => void
}) {
  const { t } = useTranslation('media')
  const id = useId()
  const [open, setOpen] = useState(false)
  const url = value ? previewUrl : null
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  return (
    <div className="flex flex-col gap-1.5 sm:col-span-2" role="group" aria-labelledby={`${id}-label`} aria-describedby={describedBy}>
      <span className="text-sm font-medium text-ink" id={`${id}-label`}>
        {label}
      </span>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="aspect-[1200/630] w-full max-w-xs overflow-hidden rounded-md border border-line bg-surface">
          {url ? (
            <img src={url} alt="" className="size-full object-cover" width={1200} height={630} />
          ) : (
            <span className="flex size-full items-center justify-center text-muted">
              <ImageIcon aria-hidden className="size-8" />
            </span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="secondary" aria-invalid={error ? true : undefined} onClick={() => setOpen(true)}>
            {url ? t('picker.change') : t('picker.choose')}
          </Button>
          {url && (
            <Button type="button" variant="secondary" onClick={() => onChange('')}>
              {t('picker.remove')}
            </Button>
          )}
        </div>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <MediaPickerDialog open={open} onOpenChange={setOpen} language={language} onPick={(item) => onChange(item.id, item)} />
    </div>
  )
}

/** Opens the picker from code (the rich-text editor's image button) and answers the chosen item, or null. */
export function useMediaPickerPrompt(language: Language): { prompt: () => Promise<MediaListItem | null>; dialog: ReactNode } {
  const [pending, setPending] = useState<(item: MediaListItem | null) => void>()
  const dialog = (
    <MediaPickerDialog
      open={!!pending}
      language={language}
      onOpenChange={(open) => {
        if (!open && pending) {
          pending(null)
          setPending(undefined)
        }
      }}
      onPick={(item) => {
        pending?.(item)
        setPending(undefined)
      }}
    />
  )
  return { prompt: () => new Promise((resolve) => setPending(() => resolve)), dialog }
}
