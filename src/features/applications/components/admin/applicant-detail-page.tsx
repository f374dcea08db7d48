import { zodResolver } from '@hookform/resolvers/zod'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Download, ExternalLink, TriangleAlert } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { DeleteAndLeave, DetailLayout, DetailRow, DetailSection, detailLink } from '~/components/dashboard/detail-page'
import { SubmitButton } from '~/components/dashboard/form-fields'
import { Alert, Field, inputClass } from '~/components/ui/field'
import { StatusBadge } from '~/components/ui/status-badge'
import { useFieldError } from '~/i18n/use-field-error'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import { type ApplicationStatus, type HrApplicationStatus, hrApplicationStatuses } from '~/lib/enums'
import { formatDateTime, formatNumber, numberFormatter } from '~/lib/format'
import { answerText } from '~/lib/job-questions'
import { applicantQueries, useAddApplicantNote, useDeleteApplicant } from '../../applications.queries'
import { type AddApplicantNoteInput, addApplicantNoteSchema, type ApplicantDetail, NOTE_MAX } from '../../applications.schemas'
import { useStageMove } from './move-dialog'
import { applicationStatusTone } from './status-tone'

/**
 * One application: every field, the CV, the status pipeline, notes and delete. `person` (the
 * person's other applications) and `interviews` are the people and interviews features'
 * sections, which the route composes in (decision 024).
 */
export function ApplicantDetailPage({ id, person, interviews }: { id: string; person?: ReactNode; interviews?: ReactNode }) {
  const { t } = useTranslation('applicants')
  const { t: td } = useTranslation('dashboard')
  const lang = useLanguage()
  const { data } = useSuspenseQuery(applicantQueries.detail(id))
  // The loader answers not-found for an unknown id; after a delete the page is left at once.
  if (!data) return null
  const applicant = data

  return (
    <DetailLayout
      back="/$lang/dashboard/applicants"
      backLabel={t('detail.back')}
      title={td('titles.applicantDetail')}
      description={`${applicant.fullName} · ${applicant.jobTitle}`}
      main={
        <>
          <ApplicantFields applicant={applicant} />
          {person}
          <AnswersSection applicant={applicant} />
          <DetailSection id="cover-letter" title={t('detail.coverLetter')}>
            {applicant.additionalInfo ? (
              <p className="text-sm break-words whitespace-pre-line text-ink">{applicant.additionalInfo}</p>
            ) : (
              <p className="text-sm text-muted">{t('detail.none')}</p>
            )}
          </DetailSection>
          {interviews}
          <NotesSection applicant={applicant} />
          <MailsSection applicant={applicant} />
        </>
      }
      side={
        <>
          <StatusSection applicant={applicant} />
          <DetailSection id="cv" title={t('detail.cv')}>
            <dl className="grid gap-2 text-sm">
              <DetailRow stacked label={t('detail.cvName')}>
                <span className="break-all">{applicant.resume.originalName}</span>
              </DetailRow>
              <DetailRow stacked label={t('detail.cvSize')}>
                {formatSize(applicant.resume.sizeBytes, lang)}
              </DetailRow>
              <DetailRow stacked label={t('detail.cvType')}>
                <span className="break-all">{applicant.resume.contentType}</span>
              </DetailRow>
            </dl>
            <a
              href={`/api/dashboard/applications/${applicant.id}/resume`}
              download={applicant.resume.originalName}
              className="mt-4 inline-flex h-10 items-center gap-2 rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
            >
              <Download aria-hidden className="size-4" />
              {t('detail.download')}
            </a>
          </DetailSection>
          {/* Another company's talent-pool application is read-only here (decision 046). */}
          {applicant.canChange && (
            <DeleteAndLeave
              words="applicants"
              id={applicant.id}
              name={applicant.fullName}
              back="/$lang/dashboard/applicants"
              detail={applicantQueries.detail(applicant.id).queryKey}
              refresh={[applicantQueries.all]}
              useDelete={useDeleteApplicant}
            />
          )}
        </>
      }
    />
  )
}

function formatSize(bytes: number, lang: 'tr' | 'en'): string {
  if (bytes < 1024) return `${formatNumber(bytes, lang)} B`
  if (bytes < 1024 * 1024) return `${formatNumber(Math.round(bytes / 1024), lang)} KB`
  return `${numberFormatter(lang === 'tr' ? 'tr-TR' : 'en-GB', { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`
}

function External({ href }: { href: string | null }) {
  const { t } = useTranslation('applicants')
  if (!href) return <>{t('detail.none')}</>
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={`${detailLink} inline-flex items-center gap-1`}>
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
    <DetailSection id="contact" title={t('detail.contact')}>
      <dl className="grid gap-2 text-sm">
        <DetailRow label={t('detail.fullName')}>{applicant.fullName}</DetailRow>
        <DetailRow label={t('detail.email')}>
          <a href={`mailto:${applicant.email}`} className={detailLink}>
            {applicant.email}
          </a>
        </DetailRow>
        <DetailRow label={t('detail.phone')}>
          <a href={`tel:${applicant.phone.replace(/[^\d+]/g, '')}`} className={detailLink}>
            {applicant.phone}
          </a>
        </DetailRow>
        <DetailRow label={t('detail.location')}>{applicant.currentLocation ?? none}</DetailRow>
        <DetailRow label={t('detail.company')}>{applicant.currentCompany ?? none}</DetailRow>
        <DetailRow label={t('detail.linkedin')}>
          <External href={applicant.linkedinUrl} />
        </DetailRow>
        <DetailRow label={t('detail.portfolio')}>
          <External href={applicant.portfolioUrl} />
        </DetailRow>
        <DetailRow label={t('detail.job')}>
          {/* Another company's job would answer 403 (decision 046): its title only. */}
          {applicant.canChange ? (
            <Link to="/$lang/dashboard/jobs/edit/$id" params={{ lang, id: applicant.jobId }} className={detailLink}>
              {applicant.jobTitle}
            </Link>
          ) : (
            applicant.jobTitle
          )}
        </DetailRow>
        <DetailRow label={t('detail.appliedAt')}>{formatDateTime(applicant.createdAt, lang)}</DetailRow>
        <DetailRow label={t('detail.language')}>{t(`detail.languages.${applicant.language}`)}</DetailRow>
        <DetailRow label={t('detail.consentAt')}>{formatDateTime(applicant.consentAt, lang)}</DetailRow>
        <DetailRow label={t('detail.talentPool')}>
          {applicant.talentPoolUntil
            ? t('detail.talentPoolUntil', { date: formatDateTime(applicant.talentPoolUntil, lang, 'date') })
            : t('detail.talentPoolNo')}
        </DetailRow>
        <DetailRow label={t('source.label')}>{applicant.source ?? t('source.direct')}</DetailRow>
        {applicant.utm ? (
          <DetailRow label={t('source.utm')}>
            <span className="break-all">
              {Object.entries(applicant.utm)
                .map(([key, value]) => `utm_${key}=${value}`)
                .join(' · ')}
            </span>
          </DetailRow>
        ) : null}
      </dl>
    </DetailSection>
  )
}

/** The answers to the job's questions (decision 042): a knock-out answer says so in words, and the section's badge flags the application. */
function AnswersSection({ applicant }: { applicant: ApplicantDetail }) {
  const { t } = useTranslation('applicants')
  const lang = useLanguage()
  if (applicant.answers.length === 0 && !applicant.knockedOut) return null
  const yesNo = { yes: t('questions.yes'), no: t('questions.no') }
  return (
    <DetailSection
      id="answers"
      title={t('questions.title')}
      badge={applicant.knockedOut ? <StatusBadge tone="warning">{t('questions.flagged')}</StatusBadge> : undefined}
    >
      {applicant.knockedOut && <p className="mb-3 text-sm text-muted">{t('questions.flaggedHint')}</p>}
      <dl className="grid gap-3 text-sm">
        {applicant.answers.map((answer, index) => (
          <div key={index} className="flex flex-col gap-0.5">
            <dt className="text-muted">
              {answer.label[lang]}
              {answer.questionRemoved && <span className="ml-1 text-xs">({t('questions.removed')})</span>}
            </dt>
            <dd className="break-words whitespace-pre-line text-ink">
              {answerText(answer, lang, yesNo)}
              {answer.knockedOut && ' '}
              {answer.knockedOut && (
                <strong className="ml-2 inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200 ring-inset">
                  <TriangleAlert aria-hidden className="size-3.5" />
                  {t('questions.knockoutAnswer')}
                </strong>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </DetailSection>
  )
}

function StatusSection({ applicant }: { applicant: ApplicantDetail }) {
  const { t } = useTranslation('applicants')
  const lang = useLanguage()
  const { t: tj } = useTranslation('jobs')
  const id = useId()
  const label = (status: ApplicationStatus) => tj(`enums.applicationStatus.${status}`)
  const { start, dialog, pendingId } = useStageMove()
  const pending = pendingId === applicant.id
  return (
    <DetailSection
      id={`${id}-title`}
      title={t('status.title')}
      badge={<StatusBadge tone={applicationStatusTone[applicant.status]}>{label(applicant.status)}</StatusBadge>}
    >
      {!applicant.canChange ? (
        <p className="text-sm text-muted">{t('detail.readOnly')}</p>
      ) : applicant.withdrawnAt ? (
        <div className="flex flex-col gap-1">
          <p className="font-medium text-ink">{t('status.withdrawn', { date: formatDateTime(applicant.withdrawnAt, lang) })}</p>
          <p className="text-sm text-muted">{t('status.withdrawnNote')}</p>
        </div>
      ) : (
        <>
          <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
            {t('status.label')}
          </label>
          {/* The status stays as it is until a move is made: a move to a stage with templates, or a rejection, asks first. */}
          <select
            id={id}
            value={applicant.status}
            disabled={pending}
            aria-busy={pending}
            onChange={(event) =>
              start({ id: applicant.id, fullName: applicant.fullName, to: event.currentTarget.value as HrApplicationStatus })
            }
            className={inputClass}
          >
            {hrApplicationStatuses.map((status) => (
              <option key={status} value={status}>
                {label(status)}
              </option>
            ))}
          </select>
          {dialog}
        </>
      )}
      <StageHistory applicant={applicant} label={label} />
    </DetailSection>
  )
}

/** How long the application has been in its stage, and every stage it went through (decision 045). */
function StageHistory({ applicant, label }: { applicant: ApplicantDetail; label: (status: ApplicationStatus) => string }) {
  const { t } = useTranslation('applicants')
  const lang = useLanguage()
  const id = useId()
  return (
    <>
      <p className="mt-3 text-sm text-ink">
        {t('stage.since', { date: formatDateTime(applicant.stageChangedAt, lang, 'date') })}
        {' ('}
        {applicant.daysInStage === 0 ? t('stage.today') : t('stage.days', { count: applicant.daysInStage })}
        {')'}
      </p>
      <h3 id={id} className="mt-4 mb-2 text-sm font-semibold text-ink">
        {t('stage.history')}
      </h3>
      <ol aria-labelledby={id} className="flex flex-col gap-2 border-l-2 border-line pl-3 text-sm">
        {applicant.stageHistory.map((event, index) => (
          <li key={index}>
            <span className="text-ink">
              {event.from === null
                ? t('stage.arrived', { stage: label(event.to) })
                : t('stage.changed', { from: label(event.from), to: label(event.to) })}
            </span>
            <span className="block text-xs text-muted">
              <time dateTime={event.at}>{formatDateTime(event.at, lang)}</time>
              {event.actorName ? ` · ${t('stage.by', { name: event.actorName })}` : null}
            </span>
            {event.reason ? (
              <span className="block text-xs text-muted">{t('stage.reason', { reason: t(`move.reasons.${event.reason}`) })}</span>
            ) : null}
          </li>
        ))}
      </ol>
    </>
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
    <DetailSection id="notes" title={t('notes.title')}>
      {applicant.canChange && (
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
            <SubmitButton pending={mutation.isPending} pendingLabel={t('notes.submitting')}>
              {t('notes.submit')}
            </SubmitButton>
          </div>
        </form>
      )}
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
    </DetailSection>
  )
}

/** The mails about the application, the latest first: each to whom, its subject and whether it went (decision 048). */
function MailsSection({ applicant }: { applicant: ApplicantDetail }) {
  const { t } = useTranslation('applicants')
  const lang = useLanguage()
  const tone = { pending: 'info', sent: 'success', failed: 'danger' } as const
  return (
    <DetailSection id="mails" title={t('mails.title')}>
      {applicant.mails.length === 0 ? (
        <p className="text-sm text-muted">{t('mails.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {applicant.mails.map((mail) => (
            <li key={mail.id} className="flex flex-wrap items-start justify-between gap-2 rounded-md border border-line bg-surface p-3">
              <div className="min-w-0">
                <p className="text-sm font-medium break-words text-ink">{mail.subject}</p>
                <p className="text-xs break-all text-muted">
                  {t('mails.to', { to: mail.to })} · <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt, lang)}</time>
                </p>
              </div>
              <StatusBadge tone={tone[mail.status]}>{t(`mails.statuses.${mail.status}`)}</StatusBadge>
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  )
}
