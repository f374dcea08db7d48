import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from '@tanstack/react-router'
import { ExternalLink } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { PublishSchedulePanel } from '~/components/dashboard/publish-schedule'
import { TranslationReviewNotices } from '~/components/dashboard/translation-review'
import { PublishStatusActions } from '~/components/dashboard/publish-status-change'
import { CurrentStatus, EditPageLinks, FormFooter, FormSection, useRichTextLabels } from '~/components/dashboard/entity-form-parts'
import { DateField, SelectField, TextAreaField, TextField, useEntityFields } from '~/components/dashboard/form-fields'
import { useEntityForm } from '~/components/dashboard/use-entity-form'
import { type ImageInsert, RichTextEditor, type RichTextLabels } from '~/components/dashboard/rich-text-editor'
import { PageHeader } from '~/components/layout/dashboard/page-header'
import { MediaField, useMediaPickerPrompt } from '~/components/dashboard/media-picker'
import { Alert } from '~/components/ui/field'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import { contentCategories, contentTypes, type Language, type UserRole } from '~/lib/enums'
import { createStatuses } from '~/lib/publish-lifecycle'
import { SLUG_MAX_LENGTH, slugify } from '~/lib/slug'
import { contentAdminQueries, contentScheduleFns, markContentReviewedFn, useSaveContent, useSetContentStatus } from '../../contents.queries'
import { CONTENT_LIMITS, type ContentFormInput, createContentSchema, dateToSiteLocal } from '../../contents.schemas'
import type { ContentForEdit } from '../../contents.schemas'
import { ContentVersionChips } from './content-version-chips'

const blank: ContentFormInput = {
  language: 'tr',
  groupId: '',
  title: '',
  slug: '',
  excerpt: '',
  bodyHtml: '',
  coverFileId: '',
  type: 'news',
  category: 'press',
  status: 'draft',
  publishedAt: '',
}

function editValues(content: ContentForEdit): ContentFormInput {
  const { id: _id, coverUrl: _coverUrl, versions: _versions, schedules: _schedules, coverFileId, publishedAt, ...fields } = content
  // An edit keeps its status; the field is only sent on create.
  return { ...fields, coverFileId: coverFileId ?? '', status: 'draft', publishedAt: publishedAt ? dateToSiteLocal(publishedAt) : '' }
}

/** The English version of `source`: its fields to translate, in its group. */
function translationValues(source: ContentForEdit): ContentFormInput {
  return {
    ...editValues(source),
    language: 'en',
    slug: slugify(source.title),
    publishedAt: '',
  }
}

/**
 * The one content form: a new Turkish article (no props), the English version of an article
 * (`source`), or an edit (`content`).
 */
/** `preview`: the edit page's preview and share actions (decision 057), beside the way back. */
export function ContentForm({
  content,
  source,
  role,
  preview,
}: {
  content?: ContentForEdit
  source?: ContentForEdit
  role: UserRole
  preview?: ReactNode
}) {
  const { t } = useTranslation('contentAdmin')
  const { t: td } = useTranslation('dashboard')
  const lang = useLanguage()
  const navigate = useNavigate()
  const richTextLabels = useRichTextLabels('contentAdmin')
  const form = useForm<ContentFormInput>({
    resolver: zodResolver(createContentSchema),
    defaultValues: content ? editValues(content) : source ? translationValues(source) : blank,
  })
  const { errors } = form.formState
  const language = form.getValues('language') as Language
  // The slug follows the title until someone edits it (an existing article keeps its address).
  const [slugEdited, setSlugEdited] = useState(!!content)
  const setStatus = useSetContentStatus()
  const { save } = useEntityForm({
    form,
    mutationFn: useSaveContent(content?.id),
    invalidate: [contentAdminQueries.all],
    unsavedMessage: t('form.unsaved'),
    // An edit stays on the page (what was saved is the new starting point); a new one opens its edit page.
    stay: () => !!content,
    onSaved: async (result, values) => {
      toast.success(t(content ? 'form.saved' : 'form.created', { title: values.title.trim() }))
      if (!content) await navigate({ to: '/$lang/dashboard/contents/edit/$id', params: { lang, id: result.id } })
    },
  })

  const { field, errorText } = useEntityFields(form, 'contentAdmin')

  // The editor's image button opens the media picker; the alt text is the library's (docs/product.md §23).
  const picker = useMediaPickerPrompt(language)
  const insertImage: ImageInsert = async () => {
    const item = await picker.prompt()
    return item ? { src: item.url, alt: (language === 'tr' ? item.altTr : item.altEn).slice(0, 200) } : null
  }
  const editorLabels: RichTextLabels = {
    ...richTextLabels(t('form.body')),
    heading4: t('editor.heading4'),
    blockquote: t('editor.blockquote'),
    image: t('editor.image'),
  }

  const followTitle = (event: { target: { value: string } }) => {
    if (!slugEdited) form.setValue('slug', slugify(event.target.value), { shouldDirty: true })
  }

  const heading = content ? td('titles.contentsEdit') : td('titles.contentsCreate')
  const intro = content ? t('form.editIntro') : source ? t('form.translateIntro', { title: source.title }) : t('form.createIntro')

  return (
    <>
      <PageHeader
        title={heading}
        description={intro}
        actions={
          <EditPageLinks
            history={content ? { to: '/$lang/dashboard/contents/history/$id', params: { lang, id: content.id } } : undefined}
            back={{ to: '/$lang/dashboard/contents', params: { lang }, label: t('form.back') }}
          >
            {preview}
          </EditPageLinks>
        }
      />
      <div className="mb-6 flex flex-wrap items-center gap-x-6 gap-y-3 rounded-lg border border-line bg-white p-4 text-sm">
        <p>
          <span className="text-muted">{t('form.language')}: </span>
          <span className="font-medium text-ink">{t(`languages.${language}`)}</span>
        </p>
        {(content ?? source) && (
          <div className="flex items-center gap-2">
            <span className="text-muted">{t('form.versions')}:</span>
            <ContentVersionChips title={(content ?? source)!.title} currentId={content?.id} versions={(content ?? source)!.versions} />
          </div>
        )}
        {content?.status === 'active' && content.publishedAt && new Date(content.publishedAt).getTime() <= Date.now() && (
          <a
            href={`/${content.language}/${content.category}/${content.slug}`}
            className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-4 sm:ml-auto"
          >
            {t('form.viewPublic')}
            <ExternalLink aria-hidden className="size-4" />
          </a>
        )}
      </div>
      {content && (
        <TranslationReviewNotices
          id={content.id}
          reviews={content.versions.filter((version) => version.id === content.id)}
          mark={markContentReviewedFn}
          invalidate={[contentAdminQueries.all]}
        />
      )}
      <form noValidate className="flex flex-col gap-6" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
        {errors.language && <Alert>{errorText(errors.language)}</Alert>}

        <FormSection heading title={t('form.sections.text')}>
          <TextField
            {...field('title', { onChange: followTitle })}
            lang={language}
            autoComplete="off"
            maxLength={CONTENT_LIMITS.title.max}
          />
          <TextField
            {...field('slug', { onChange: () => setSlugEdited(true) })}
            hint={t('form.slugHint')}
            autoComplete="off"
            spellCheck={false}
            maxLength={SLUG_MAX_LENGTH}
          />
          <TextAreaField {...field('excerpt')} hint={t('form.excerptHint')} lang={language} rows={3} maxLength={CONTENT_LIMITS.excerpt} />
          <Controller
            control={form.control}
            name="bodyHtml"
            render={({ field: editor }) => (
              <div lang={language}>
                <RichTextEditor
                  label={t('form.body')}
                  error={errorText(errors.bodyHtml)}
                  value={editor.value}
                  onChange={editor.onChange}
                  onBlur={editor.onBlur}
                  focusRef={editor.ref}
                  labels={editorLabels}
                  insertImage={insertImage}
                />
              </div>
            )}
          />
        </FormSection>

        <FormSection heading title={t('form.sections.details')} grid>
          <SelectField {...field('type')} values={contentTypes} optionLabel={(value) => t(`types.${value}`)} />
          <SelectField {...field('category')} values={contentCategories} optionLabel={(value) => t(`categories.${value}`)} />
          <Controller
            control={form.control}
            name="coverFileId"
            render={({ field: cover }) => (
              <CoverField
                value={cover.value}
                language={language}
                onChange={(id) => cover.onChange(id)}
                error={errorText(errors.coverFileId)}
                initialUrl={(content ?? source)?.coverUrl ?? null}
              />
            )}
          />
        </FormSection>

        <FormSection heading title={t('form.sections.publishing')} grid>
          {content ? (
            <CurrentStatus label={t('form.currentStatus')} status={content.status}>
              <PublishStatusActions
                kind="content"
                words="contentAdmin"
                label={t('form.statusActions')}
                entity={content}
                role={role}
                mutationFn={setStatus}
                invalidate={[contentAdminQueries.all]}
              />
            </CurrentStatus>
          ) : (
            <SelectField
              {...field('status')}
              hint={t('form.statusHint')}
              values={createStatuses}
              optionLabel={(value) => t(`statuses.${value}`)}
            />
          )}
          <DateField
            form={form}
            name="publishedAt"
            time
            label={t('form.publishedAt')}
            error={errorText(errors.publishedAt)}
            hint={t('form.publishedAtHint')}
          />
        </FormSection>

        <FormFooter
          words="contentAdmin"
          cancel={{ to: '/$lang/dashboard/contents', params: { lang } }}
          editing={!!content}
          pending={save.isPending}
        />
      </form>
      {picker.dialog}
      {content && <PublishSchedulePanel kind="content" entity={content} {...contentScheduleFns} invalidate={[contentAdminQueries.all]} />}
    </>
  )
}

/** The cover: an image of the media library, chosen or uploaded through the picker (decision 059). */
function CoverField({
  value,
  language,
  onChange,
  error,
  initialUrl,
}: {
  value: string
  language: Language
  onChange: (id: string) => void
  error?: string
  initialUrl: string | null
}) {
  const { t } = useTranslation('contentAdmin')
  const [picked, setPicked] = useState<string | null>(null)
  const previewUrl = picked ?? (value && initialUrl?.endsWith(value) ? initialUrl : value ? `/api/public/images/${value}` : null)
  return (
    <MediaField
      label={t('form.cover')}
      hint={t('form.coverHint')}
      error={error}
      language={language}
      value={value}
      previewUrl={previewUrl}
      onChange={(id, item) => {
        setPicked(item?.thumbnailUrl ?? null)
        onChange(id)
      }}
    />
  )
}
