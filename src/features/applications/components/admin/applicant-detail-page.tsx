import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { ArrowLeft, Download, ExternalLink, Trash2 } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { PageHeader } from '~/components/layout/dashboard/page-header'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { Alert, Field, inputClass } from '~/components/ui/field'
import { StatusBadge } from '~/components/ui/status-badge'
import { useFieldError } from '~/i18n/use-field-error'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import { type ApplicationStatus, applicationStatuses } from '~/lib/enums'
import { formatDateTime, formatNumber } from '~/lib/format'
import { applicantQueries, useAddApplicantNote, useDeleteApplicant, useSetApplicantStatus } from '../../applications.queries'
import { type AddApplicantNoteInput, addApplicantNoteSchema, type ApplicantDetail, NOTE_MAX } from '../../applications.schemas'
import { applicationStatusTone } from './status-tone'

const linkClass = 'font-medium text-brand-700 underline underline-offset-4 break-all'
const sectionClass = 'rounded-lg border border-line bg-white p-4 sm:p-6'

/** One application: every field, the CV, the status pipeline, notes and delete. */
export function ApplicantDetailPage({ id }: { id: string }) {
  const { t } = useTranslation('applicants')
  const { t: td } = useTranslation('dashboard')
  const lang = useLanguage()
  const { data } = useSuspenseQuery(applicantQueries.detail(id))
  // The loader answers not-found for an unknown id; after a delete the page is left at once.
  if (!data) return null
  const applicant = data

  return (
    <>
      <Link
        to="/$lang/dashboard/applicants"
        params={{ lang }}
        className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('detail.back')}
      </Link>
      <PageHeader title={td('titles.applicantDetail')} description={`${applicant.fullName} · ${applicant.jobTitle}`} />
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr] lg:items-start">
        <div className="flex flex-col gap-4">
          <ApplicantFields applicant={applicant} />
          <section aria-labelledby="cover-letter" className={sectionClass}>
            <h2 id="cover-letter" className="mb-3 text-base font-semibold text-ink">
              {t('detail.coverLetter')}
            </h2>
            {applicant.additionalInfo ? (
              <p className="text-sm break-words whitespace-pre-line text-ink">{applicant.additionalInfo}</p>
            ) : (
              <p className="text-sm text-muted">{t('detail.none')}</p>
            )}
          </section>
          <NotesSection applicant={applicant} />
        </div>
        <div className="flex flex-col gap-4">
          <StatusSection applicant={applicant} />
          <section aria-labelledby="cv" className={sectionClass}>
            <h2 id="cv" className="mb-3 text-base font-semibold text-ink">
              {t('detail.cv')}
            </h2>
            <dl className="grid gap-2 text-sm">
              <Row stacked label={t('detail.cvName')}>
                <span className="break-all">{applicant.resume.originalName}</span>
              </Row>
              <Row stacked label={t('detail.cvSize')}>
                {formatSize(applicant.resume.sizeBytes, lang)}
              </Row>
              <Row stacked label={t('detail.cvType')}>
                <span className="break-all">{applicant.resume.contentType}</span>
              </Row>
            </dl>
            <a
              href={`/api/dashboard/applications/${applicant.id}/resume`}
              download={applicant.resume.originalName}
              className="mt-4 inline-flex h-10 items-center gap-2 rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
            >
              <Download aria-hidden className="size-4" />
              {t('detail.download')}
            </a>
          </section>
          <DeleteSection applicant={applicant} />
        </div>
      </div>
    </>
  )
}

function formatSize(bytes: number, lang: 'tr' | 'en'): string {
  if (bytes < 1024) return `${formatNumber(bytes, lang)} B`
  if (bytes < 1024 * 1024) return `${formatNumber(Math.round(bytes / 1024), lang)} KB`
  return `${new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`
}

function Row({ label, children, stacked = false }: { label: string; children: ReactNode; stacked?: boolean }) {
  return (
    <div className={stacked ? 'grid gap-0.5' : 'grid gap-0.5 sm:grid-cols-[11rem_1fr] sm:gap-3'}>
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 text-ink">{children}</dd>
    </div>
  )
}

function External({ href }: { href: string | null }) {
  const { t } = useTranslation('applicants')
  if (!href) return <>{t('detail.none')}</>
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={`${linkClass} inline-flex items-center gap-1`}>
      {href}
      <ExternalLink aria-hidden className="size-3.5 shrink-0" />
      <span className="sr-only">{t('detail.newTab')}</span>
    </a>
  )
}

function ApplicantFields({ applicant }: { applicant: ApplicantDetail }) {
  const { t } = useTranslation('applicants')
  const lang = useLanguage()
  const none = t('detail.none')
  return (
    <section aria-labelledby="contact" className={sectionClass}>
      <h2 id="contact" className="mb-3 text-base font-semibold text-ink">
        {t('detail.contact')}
      </h2>
      <dl className="grid gap-2 text-sm">
        <Row label={t('detail.fullName')}>{applicant.fullName}</Row>
        <Row label={t('detail.email')}>
          <a href={`mailto:${applicant.email}`} className={linkClass}>
            {applicant.email}
          </a>
        </Row>
        <Row label={t('detail.phone')}>
          <a href={`tel:${applicant.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
            {applicant.phone}
          </a>
        </Row>
        <Row label={t('detail.location')}>{applicant.currentLocation ?? none}</Row>
        <Row label={t('detail.company')}>{applicant.currentCompany ?? none}</Row>
        <Row label={t('detail.linkedin')}>
          <External href={applicant.linkedinUrl} />
        </Row>
        <Row label={t('detail.portfolio')}>
          <External href={applicant.portfolioUrl} />
        </Row>
        <Row label={t('detail.job')}>
          <Link to="/$lang/dashboard/jobs/edit/$id" params={{ lang, id: applicant.jobId }} className={linkClass}>
            {applicant.jobTitle}
          </Link>
        </Row>
        <Row label={t('detail.appliedAt')}>{formatDateTime(applicant.createdAt, lang)}</Row>
        <Row label={t('detail.language')}>{t(`detail.languages.${applicant.language}`)}</Row>
        <Row label={t('detail.consentAt')}>{formatDateTime(applicant.consentAt, lang)}</Row>
      </dl>
    </section>
  )
}

function StatusSection({ applicant }: { applicant: ApplicantDetail }) {
  const { t } = useTranslation('applicants')
  const { t: tj } = useTranslation('jobs')
  const id = useId()
  const label = (status: ApplicationStatus) => tj(`enums.applicationStatus.${status}`)
  const mutation = useSetApplicantStatus(applicant.id, (_, status) => {
    toast.success(t('status.changed', { status: label(status) }))
  })
  return (
    <section aria-labelledby={`${id}-title`} className={sectionClass}>
      <h2 id={`${id}-title`} className="mb-3 flex items-center justify-between gap-2 text-base font-semibold text-ink">
        {t('status.title')}
        <StatusBadge tone={applicationStatusTone[applicant.status]}>{label(applicant.status)}</StatusBadge>
      </h2>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {t('status.label')}
      </label>
      <select
        id={id}
        key={applicant.status}
        defaultValue={applicant.status}
        disabled={mutation.isPending}
        aria-busy={mutation.isPending}
        onChange={(event) => mutation.mutate(event.currentTarget.value as ApplicationStatus)}
        className={inputClass}
      >
        {applicationStatuses.map((status) => (
          <option key={status} value={status}>
            {label(status)}
          </option>
        ))}
      </select>
    </section>
  )
}

function NotesSection({ applicant }: { applicant: ApplicantDetail }) {
  const { t } = useTranslation('applicants')
  const lang = useLanguage()
  const fieldError = useFieldError()
  const empty: AddApplicantNoteInput = { id: applicant.id, body: '' }
  const form = useForm<AddApplicantNoteInput>({ resolver: zodResolver(addApplicantNoteSchema), defaultValues: empty })
  const { errors } = form.formState
  const mutation = useAddApplicantNote(form, () => {
    toast.success(t('notes.added'))
    form.reset(empty)
  })
  return (
    <section aria-labelledby="notes" className={sectionClass}>
      <h2 id="notes" className="mb-3 text-base font-semibold text-ink">
        {t('notes.title')}
      </h2>
      <form noValidate className="flex flex-col gap-3" onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
        {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
        <Field label={t('notes.label')} hint={t('notes.hint')} error={fieldError(errors.body)}>
          {(p) => (
            <textarea
              {...p}
              {...form.register('body')}
              rows={4}
              maxLength={NOTE_MAX}
              required
              className={`${inputClass} h-auto min-h-24 py-2`}
            />
          )}
        </Field>
        <div>
          <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending}>
            {mutation.isPending ? t('notes.submitting') : t('notes.submit')}
          </Button>
        </div>
      </form>
      {applicant.notes.length === 0 ? (
        <p className="mt-4 text-sm text-muted">{t('notes.empty')}</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-3">
          {applicant.notes.map((note) => (
            <li key={note.id} className="rounded-md border border-line bg-surface p-3">
              <p className="mb-1 text-xs text-muted">
                <span className="font-medium text-ink">{note.authorName ?? t('notes.unknownAuthor')}</span>
                {' · '}
                <time dateTime={note.createdAt}>{formatDateTime(note.createdAt, lang)}</time>
              </p>
              <p className="text-sm break-words whitespace-pre-line text-ink">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

function DeleteSection({ applicant }: { applicant: ApplicantDetail }) {
  const { t } = useTranslation('applicants')
  const lang = useLanguage()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const mutation = useDeleteApplicant(async () => {
    setOpen(false)
    toast.success(t('delete.done'))
    await navigate({ to: '/$lang/dashboard/applicants', params: { lang } })
    queryClient.removeQueries({ queryKey: applicantQueries.detail(applicant.id).queryKey })
    await queryClient.invalidateQueries({ queryKey: applicantQueries.all })
  })
  return (
    <section className={sectionClass}>
      <Button variant="secondary" className="text-red-800" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden className="size-4" />
        {t('delete.action')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('delete.title')}
        description={t('delete.description', { name: applicant.fullName })}
        confirmLabel={t('delete.confirm')}
        tone="danger"
        pending={mutation.isPending}
        onConfirm={() => mutation.mutate(applicant.id, { onError: () => setOpen(false) })}
      />
    </section>
  )
}
