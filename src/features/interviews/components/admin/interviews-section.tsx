import { zodResolver } from '@hookform/resolvers/zod'
import { useSuspenseQuery } from '@tanstack/react-query'
import { CalendarClock, ExternalLink, MapPin, Users } from 'lucide-react'
import { useState } from 'react'
import { type FieldError, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { DetailSection, detailLink } from '~/components/dashboard/detail-page'
import { DateField, SelectField, SubmitButton, TextField, useFormFields } from '~/components/dashboard/form-fields'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { Alert } from '~/components/ui/field'
import { type StatusTone, StatusBadge } from '~/components/ui/status-badge'
import { useFieldError } from '~/i18n/use-field-error'
import { useTranslation } from '~/i18n/use-translation'
import { formatZonedDateTime, interviewTimeZones, wallClock } from '~/lib/time-zone'
import { interviewQueries, useCancelInterview, useSaveInterview } from '../../interviews.queries'
import { INTERVIEW_DURATIONS, INTERVIEW_LIMITS, type InvitationState } from '../../interviews.rules'
import {
  type InterviewerOption,
  type InterviewItem,
  type SaveInterviewInput,
  type SaveInterviewValues,
  saveInterviewSchema,
} from '../../interviews.schemas'

const invitationTone: Record<InvitationState, StatusTone> = { queued: 'info', sent: 'success', failed: 'danger' }

/** The applicant page's interviews (docs/product.md §16): the list with reschedule and cancel, and the schedule form. */
export function InterviewsSection({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('interviews')
  const { data } = useSuspenseQuery(interviewQueries.ofApplication(applicationId))
  const [editing, setEditing] = useState<string | null>(null)
  if (!data) return null
  const editedInterview = data.interviews.find((interview) => interview.id === editing)
  return (
    <DetailSection id="interviews" title={t('section.title')}>
      {data.interviews.length === 0 ? (
        <p className="text-sm text-muted">{t('section.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {data.interviews.map((interview) => (
            <InterviewRow
              key={interview.id}
              interview={interview}
              canChange={!data.withdrawn && editing === null}
              onReschedule={() => setEditing(interview.id)}
            />
          ))}
        </ol>
      )}
      {data.withdrawn ? (
        <p className="mt-4 text-sm text-muted">{t('section.withdrawn')}</p>
      ) : (
        <ScheduleForm
          key={editing ?? 'new'}
          applicationId={applicationId}
          interview={editedInterview}
          people={data.interviewers}
          onDone={() => setEditing(null)}
        />
      )}
    </DetailSection>
  )
}

function InterviewRow({ interview, canChange, onReschedule }: { interview: InterviewItem; canChange: boolean; onReschedule: () => void }) {
  const { t, lang } = useTranslation('interviews')
  const [confirming, setConfirming] = useState(false)
  const cancel = useCancelInterview(() => {
    setConfirming(false)
    toast.success(t('section.cancelled'))
  })
  const when = formatZonedDateTime(interview.startsAt, interview.timeZone, lang)
  const scheduled = interview.status === 'scheduled'
  return (
    <li className="rounded-md border border-line bg-surface p-3 text-sm" data-interview={interview.id}>
      <div className="flex items-start justify-between gap-3">
        <p className="flex items-start gap-2 font-medium text-ink">
          <CalendarClock aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span>
            <time dateTime={interview.startsAt}>{when}</time> · {t('section.duration', { count: interview.durationMinutes })}
          </span>
        </p>
        <span className="shrink-0">
          <StatusBadge tone={scheduled ? 'info' : 'neutral'}>{t(`status.${interview.status}`)}</StatusBadge>
        </span>
      </div>
      <dl className="mt-2 grid gap-1 text-muted">
        {interview.location && (
          <div className="flex items-start gap-2">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
            <dt className="sr-only">{t('section.place')}</dt>
            <dd className="break-words text-ink">{interview.location}</dd>
          </div>
        )}
        {interview.videoUrl && (
          <div className="flex items-start gap-2">
            <ExternalLink aria-hidden className="mt-0.5 size-4 shrink-0" />
            <dt className="sr-only">{t('section.video')}</dt>
            <dd>
              <a href={interview.videoUrl} target="_blank" rel="noopener noreferrer" className={detailLink}>
                {interview.videoUrl}
              </a>
            </dd>
          </div>
        )}
        <div className="flex items-start gap-2">
          <Users aria-hidden className="mt-0.5 size-4 shrink-0" />
          <dt className="sr-only">{t('section.interviewers')}</dt>
          <dd className="text-ink">
            {interview.interviewers.length ? interview.interviewers.map((person) => person.name).join(', ') : t('section.noInterviewers')}
          </dd>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <dt>{t('invitation.label')}:</dt>
          <dd data-invitation={interview.invitation?.state ?? 'none'}>
            {interview.invitation ? (
              <StatusBadge tone={invitationTone[interview.invitation.state]}>
                {t(`invitation.${interview.invitation.state}`, { count: interview.invitation.count })}
              </StatusBadge>
            ) : (
              t('invitation.none')
            )}
          </dd>
        </div>
      </dl>
      {scheduled && canChange && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onReschedule}>
            {t('section.reschedule')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('section.cancel')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('section.cancel')}
        description={t('section.cancelConfirm', { date: when })}
        confirmLabel={t('section.cancelYes')}
        onConfirm={() => cancel.mutate(interview.id)}
        pending={cancel.isPending}
        tone="danger"
      />
    </li>
  )
}

function ScheduleForm({
  applicationId,
  interview,
  people,
  onDone,
}: {
  applicationId: string
  interview?: InterviewItem
  people: InterviewerOption[]
  onDone: () => void
}) {
  const { t } = useTranslation('interviews')
  const timeZone = interview?.timeZone ?? 'Europe/Istanbul'
  const wall = interview ? wallClock(interview.startsAt, timeZone) : undefined
  const empty: SaveInterviewInput = {
    id: interview?.id,
    applicationId,
    startsAt: wall ? `${wall.date}T${wall.time}` : '',
    timeZone,
    durationMinutes: interview?.durationMinutes ?? 60,
    location: interview?.location ?? '',
    videoUrl: interview?.videoUrl ?? '',
    interviewerIds: interview?.interviewers.map((person) => person.id) ?? [],
  }
  const form = useForm<SaveInterviewInput, unknown, SaveInterviewValues>({
    resolver: zodResolver(saveInterviewSchema),
    defaultValues: empty,
  })
  const field = useFormFields(form, { label: (name) => t(`form.${name as 'location'}`) })
  const { errors } = form.formState
  const fieldError = useFieldError()
  const interviewersError = fieldError(errors.interviewerIds as FieldError | undefined)
  const save = useSaveInterview(form, () => {
    toast.success(t(interview ? 'section.rescheduled' : 'section.scheduled'))
    form.reset({ ...empty, id: undefined, startsAt: '', interviewerIds: [] })
    onDone()
  })
  const durations = [...new Set([...INTERVIEW_DURATIONS, empty.durationMinutes as number])].sort((a, b) => a - b).map(String)
  return (
    <form
      noValidate
      aria-labelledby="interview-form-title"
      className="mt-5 flex flex-col gap-4 border-t border-line pt-4"
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <h3 id="interview-form-title" className="text-sm font-semibold text-ink">
        {interview ? t('section.reschedule') : t('section.schedule')}
      </h3>
      {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          form={form}
          name="startsAt"
          time
          label={t('form.startsAt')}
          hint={t('form.startsAtHint')}
          error={fieldError(errors.startsAt)}
        />
        <SelectField {...field('timeZone')} values={interviewTimeZones} optionLabel={(value) => t(`timeZones.${value}`)} />
        <SelectField
          {...field('durationMinutes', { valueAsNumber: true })}
          values={durations}
          optionLabel={(value) => t('section.duration', { count: Number(value) })}
        />
        <TextField {...field('location')} hint={t('form.locationHint')} maxLength={INTERVIEW_LIMITS.location} autoComplete="off" />
        <TextField
          {...field('videoUrl')}
          hint={t('form.videoUrlHint')}
          type="url"
          inputMode="url"
          maxLength={INTERVIEW_LIMITS.videoUrl}
          autoComplete="off"
          fieldClassName="sm:col-span-2"
        />
      </div>
      <fieldset aria-describedby="interviewers-hint">
        <legend className="text-sm font-medium text-ink">{t('form.interviewerIds')}</legend>
        <p id="interviewers-hint" className="text-sm text-muted">
          {t('form.interviewersHint')}
        </p>
        {people.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{t('form.noUsers')}</p>
        ) : (
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {people.map((person) => (
              <li key={person.id}>
                <label className="flex min-h-10 items-center gap-2 text-sm text-ink">
                  <input type="checkbox" value={person.id} {...form.register('interviewerIds')} className="size-4 accent-brand-700" />
                  <span>
                    {person.name} <span className="text-muted">({person.email})</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {interviewersError && <p className="mt-1 text-sm text-red-700">{interviewersError}</p>}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={save.isPending} pendingLabel={t(interview ? 'form.saving' : 'form.submitting')}>
          {t(interview ? 'form.save' : 'form.submit')}
        </SubmitButton>
        {interview && (
          <Button variant="secondary" type="button" onClick={onDone}>
            {t('form.cancelEdit')}
          </Button>
        )}
      </div>
    </form>
  )
}
