import { Link, type LinkProps } from '@tanstack/react-router'
import { History } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from '~/i18n/use-translation'
import { type JobStatus, type Language, languages } from '~/lib/enums'
import { SubmitButton } from './form-fields'
import type { RichTextLabels } from './rich-text-editor'
import { PublishStatusBadge } from './status-badge'

/**
 * A group of an entity form's fields (decision 025): a bordered fieldset named by its legend,
 * its fields stacked or, with `grid`, two a row from `sm` up. `heading` puts the legend's words
 * in an h2, for a form whose own content has headings below it (an article's body).
 */
export function FormSection({
  title,
  grid = false,
  heading = false,
  children,
}: {
  title: string
  grid?: boolean
  heading?: boolean
  children: ReactNode
}) {
  return (
    <fieldset className="min-w-0 rounded-lg border border-line bg-white p-4 sm:p-6">
      {heading ? (
        <legend className="px-1">
          <h2 className="text-base font-semibold text-ink">{title}</h2>
        </legend>
      ) : (
        <legend className="px-1 text-base font-semibold text-ink">{title}</legend>
      )}
      <div className={grid ? 'grid gap-4 sm:grid-cols-2' : 'flex flex-col gap-4'}>{children}</div>
    </fieldset>
  )
}

/** The feature namespaces that word an entity form's buttons (`form.submitCreate`, `form.submitEdit`, `form.submitting`). */
export type EntityFormWords = 'jobAdmin' | 'contentAdmin' | 'documentAdmin' | 'templateAdmin' | 'siteAdmin'

/** The foot of an entity form: "Cancel" back to the list, and the submit button (busy while saving). */
export function FormFooter({
  words,
  cancel,
  editing,
  pending,
}: {
  words: EntityFormWords
  cancel: LinkProps
  editing: boolean
  pending: boolean
}) {
  const { t } = useTranslation()
  const { t: tf } = useTranslation(words)
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Link
        {...cancel}
        className="inline-flex h-10 items-center justify-center rounded-md border border-line bg-white px-4 text-sm font-medium text-ink hover:bg-surface"
      >
        {t('actions.cancel')}
      </Link>
      <SubmitButton pending={pending} pendingLabel={tf('form.submitting')}>
        {editing ? tf('form.submitEdit') : tf('form.submitCreate')}
      </SubmitButton>
    </div>
  )
}

/** The header's way back to the list ("All jobs"). */
export function BackLink({ label, ...link }: LinkProps & { label: string }) {
  return (
    <Link {...link} className="text-sm font-medium text-brand-700 underline underline-offset-4">
      {label}
    </Link>
  )
}

/** The page header's links of an entry's edit page: what comes first (the preview's buttons), its version history (decision 056), then back to the list. */
export function EditPageLinks({
  history,
  back,
  children,
}: {
  history?: LinkProps
  back: LinkProps & { label: string }
  children?: ReactNode
}) {
  const { t } = useTranslation('dashboard')
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
      {children}
      {history && (
        <Link {...history} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline underline-offset-4">
          <History aria-hidden className="size-4" />
          {t('versions.link')}
        </Link>
      )}
      <BackLink {...back} />
    </div>
  )
}

/** An edit form's current status: its label, the badge, and what follows it (a hint, the status buttons). */
export function CurrentStatus({ label, status, children }: { label: string; status: JobStatus; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-ink">{label}</span>
      <span>
        <PublishStatusBadge status={status} />
      </span>
      {children}
    </div>
  )
}

/** The editor's words in a form's namespace (`editor.*`), its toolbar named after `field`; an article adds its extras. */
export function useRichTextLabels(words: 'jobAdmin' | 'contentAdmin') {
  const { t } = useTranslation(words)
  return (field: string): RichTextLabels => ({
    toolbar: t('editor.toolbar', { field }),
    bold: t('editor.bold'),
    italic: t('editor.italic'),
    heading2: t('editor.heading2'),
    heading3: t('editor.heading3'),
    bulletList: t('editor.bulletList'),
    orderedList: t('editor.orderedList'),
    link: t('editor.link'),
    linkPrompt: t('editor.linkPrompt'),
    undo: t('editor.undo'),
    redo: t('editor.redo'),
  })
}

/**
 * An entity's texts in both languages (a job's, a document's): a section each for Turkish and
 * English (`form.sections.tr`, `form.sections.en`); `children` gives a language's fields, by the names of its title and description.
 */
export function LanguageSections({
  words,
  children,
}: {
  words: 'jobAdmin' | 'documentAdmin'
  children: (language: Language, names: { title: 'titleTr' | 'titleEn'; description: 'descriptionTr' | 'descriptionEn' }) => ReactNode
}) {
  const { t } = useTranslation(words)
  return languages.map((language) => (
    <FormSection key={language} title={t(`form.sections.${language}`)}>
      {children(
        language,
        language === 'tr' ? { title: 'titleTr', description: 'descriptionTr' } : { title: 'titleEn', description: 'descriptionEn' },
      )}
    </FormSection>
  ))
}
