import { zodResolver } from '@hookform/resolvers/zod'
import { useSuspenseQuery } from '@tanstack/react-query'
import { ClipboardCheck } from 'lucide-react'
import { useId } from 'react'
import { type FieldError, type Path, useController, useForm, type UseFormReturn } from 'react-hook-form'
import { toast } from 'sonner'
import { DetailSection } from '~/components/dashboard/detail-page'
import { SubmitButton, TextAreaField } from '~/components/dashboard/form-fields'
import { Button } from '~/components/ui/button'
import { Alert } from '~/components/ui/field'
import { type StatusTone, StatusBadge } from '~/components/ui/status-badge'
import { useFieldError } from '~/i18n/use-field-error'
import { useTranslation } from '~/i18n/use-translation'
import { formatDateTime, formatNumber } from '~/lib/format'
import { formatZonedDateTime } from '~/lib/time-zone'
import { scorecardQueries, useSaveScorecard } from '../../scorecards.queries'
import {
  SCORECARD_CRITERIA,
  SCORECARD_LIMITS,
  SCORECARD_RATINGS,
  SCORECARD_RECOMMENDATIONS,
  type ScorecardRecommendation,
} from '../../scorecards.rules'
import {
  type InterviewScorecards,
  type SaveScorecardInput,
  type SaveScorecardValues,
  saveScorecardSchema,
  type ScorecardItem,
} from '../../scorecards.schemas'

const recommendationTone: Record<ScorecardRecommendation, StatusTone> = {
  strong_no: 'danger',
  no: 'warning',
  yes: 'info',
  strong_yes: 'success',
}

/**
 * The applicant page's scorecards (docs/product.md §16.4, decision 050): per interview with
 * interviewers, the submitted scorecards and their recommendations as the server lets the
 * viewer read them, and the viewer's own form while they are an interviewer who has not submitted.
 */
export function ScorecardsSection({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('scorecards')
  const { data } = useSuspenseQuery(scorecardQueries.ofApplication(applicationId))
  const shown = data.interviews.filter((interview) => interview.interviewers.length > 0 || interview.submitted.length > 0 || interview.own)
  return (
    <DetailSection id="scorecards" title={t('section.title')}>
      {shown.length === 0 ? (
        <p className="text-sm text-muted">{t('section.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-4">
          {shown.map((interview) => (
            <InterviewScorecardsItem key={interview.interviewId} interview={interview} />
          ))}
        </ol>
      )}
    </DetailSection>
  )
}

function InterviewScorecardsItem({ interview }: { interview: InterviewScorecards }) {
  const { t, lang } = useTranslation('scorecards')
  const headingId = useId()
  const submittedCount = interview.interviewers.filter((person) => person.submitted).length
  const ownPending = interview.isInterviewer && !interview.own?.submittedAt
  const cancelled = interview.status === 'cancelled'
  return (
    <li
      aria-labelledby={headingId}
      className="rounded-md border border-line bg-surface p-3 text-sm"
      data-scorecards={interview.interviewId}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="flex items-start gap-2 font-medium text-ink">
          <ClipboardCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span>
            {t('section.interviewOf')}{' '}
            <time dateTime={interview.startsAt}>{formatZonedDateTime(interview.startsAt, interview.timeZone, lang)}</time>
          </span>
        </h3>
        {cancelled && <StatusBadge tone="neutral">{t('section.cancelled')}</StatusBadge>}
      </div>
      {interview.interviewers.length > 0 && (
        <p className="mt-1 text-muted">
          {t('section.progress', { count: submittedCount, total: formatNumber(interview.interviewers.length, lang) })}
        </p>
      )}
      {ownPending ? (
        <>
          {/* Said only when there are others to see. */}
          {interview.interviewers.length > 1 && (
            <p className="mt-2 text-ink" data-withheld={interview.withheld}>
              {interview.withheld > 0 ? t('section.withheld', { count: interview.withheld }) : t('section.submitFirst')}
            </p>
          )}
          {cancelled ? (
            <p className="mt-2 text-muted">{t('section.cancelledNoCard')}</p>
          ) : (
            <ScorecardForm interviewId={interview.interviewId} own={interview.own} />
          )}
        </>
      ) : (
        <SubmittedScorecards interview={interview} />
      )}
    </li>
  )
}

function SubmittedScorecards({ interview }: { interview: InterviewScorecards }) {
  const { t } = useTranslation('scorecards')
  if (interview.submitted.length === 0) return <p className="mt-2 text-muted">{t('section.noneSubmitted')}</p>
  const counts = SCORECARD_RECOMMENDATIONS.map((value) => ({
    value,
    count: interview.submitted.filter((card) => card.recommendation === value).length,
  })).filter((entry) => entry.count > 0)
  return (
    <>
      <div className="mt-3">
        <h4 className="font-medium text-ink">{t('summary.title')}</h4>
        <ul className="mt-1 flex flex-wrap gap-2" data-summary>
          {counts.map(({ value, count }) => (
            <li key={value}>
              <StatusBadge tone={recommendationTone[value]}>
                {t('summary.count', { count, recommendation: t(`recommendation.${value}`) })}
              </StatusBadge>
            </li>
          ))}
        </ul>
      </div>
      <ul className="mt-3 grid gap-3 lg:grid-cols-2">
        {interview.submitted.map((card) => (
          <SubmittedCard key={card.interviewerId} card={card} />
        ))}
      </ul>
    </>
  )
}

function SubmittedCard({ card }: { card: ScorecardItem }) {
  const { t, lang } = useTranslation('scorecards')
  return (
    <li className="rounded-md border border-line bg-white p-3" data-scorecard={card.interviewerId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-medium text-ink">{card.interviewerName}</p>
        {card.recommendation && (
          <StatusBadge tone={recommendationTone[card.recommendation]}>{t(`recommendation.${card.recommendation}`)}</StatusBadge>
        )}
      </div>
      {card.submittedAt && (
        <p className="text-xs text-muted">
          {t('card.submittedAt')} <time dateTime={card.submittedAt}>{formatDateTime(card.submittedAt, lang)}</time>
        </p>
      )}
      <dl className="mt-2 grid gap-1">
        {SCORECARD_CRITERIA.map((criterion) => {
          const rating = card[criterion]
          return (
            <div key={criterion} className="flex items-baseline justify-between gap-3">
              <dt className="text-muted">{t(`criteria.${criterion}.label`)}</dt>
              <dd className="shrink-0 font-medium text-ink">
                {rating === null
                  ? '—'
                  : t('card.rating', { rating: formatNumber(rating, lang), max: formatNumber(SCORECARD_RATINGS.length, lang) })}
              </dd>
            </div>
          )
        })}
      </dl>
      {card.notes && <p className="mt-2 break-words whitespace-pre-line text-ink">{card.notes}</p>}
    </li>
  )
}

function ScorecardForm({ interviewId, own }: { interviewId: string; own: ScorecardItem | null }) {
  const { t } = useTranslation('scorecards')
  const titleId = useId()
  const fieldError = useFieldError()
  const values: SaveScorecardInput = {
    interviewId,
    roleSkills: own?.roleSkills ?? null,
    communication: own?.communication ?? null,
    problemSolving: own?.problemSolving ?? null,
    cultureValues: own?.cultureValues ?? null,
    recommendation: own?.recommendation ?? null,
    notes: own?.notes ?? '',
    submit: false,
  }
  const form = useForm<SaveScorecardInput, unknown, SaveScorecardValues>({
    resolver: zodResolver(saveScorecardSchema),
    defaultValues: values,
  })
  const { errors } = form.formState
  const save = useSaveScorecard(form, (saved) => {
    toast.success(t(saved.submit ? 'form.submitted' : 'form.saved'))
    form.reset(saved)
  })
  const send = (submit: boolean) => {
    form.setValue('submit', submit)
    return form.handleSubmit((data) => save.mutate(data))
  }
  const pendingSubmit = save.isPending && save.variables?.submit === true
  return (
    <form
      noValidate
      aria-labelledby={titleId}
      className="mt-3 flex flex-col gap-4 border-t border-line pt-3"
      onSubmit={(event) => void send(true)(event)}
    >
      <div>
        <h4 id={titleId} className="font-semibold text-ink">
          {t(own ? 'form.titleDraft' : 'form.title')}
        </h4>
        <p className="text-muted">{t('form.hint')}</p>
      </div>
      {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
      {SCORECARD_CRITERIA.map((criterion) => (
        <ChoiceGroup
          key={criterion}
          form={form}
          name={criterion}
          legend={t(`criteria.${criterion}.label`)}
          description={t(`criteria.${criterion}.hint`)}
          values={SCORECARD_RATINGS}
          optionLabel={(value) => t(`scale.${value}`)}
          error={fieldError(errors[criterion] as FieldError | undefined)}
        />
      ))}
      <ChoiceGroup
        form={form}
        name="recommendation"
        legend={t('form.recommendation')}
        values={SCORECARD_RECOMMENDATIONS}
        optionLabel={(value) => t(`recommendation.${value}`)}
        error={fieldError(errors.recommendation)}
      />
      <TextAreaField
        {...form.register('notes')}
        label={t('form.notes')}
        hint={t('form.notesHint')}
        error={fieldError(errors.notes)}
        rows={4}
        maxLength={SCORECARD_LIMITS.notes}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={pendingSubmit} pendingLabel={t('form.submitting')} disabled={save.isPending}>
          {t('form.submit')}
        </SubmitButton>
        <Button
          variant="secondary"
          type="button"
          disabled={save.isPending}
          aria-busy={save.isPending && !pendingSubmit}
          onClick={(event) => void send(false)(event)}
        >
          {save.isPending && !pendingSubmit ? t('form.saving') : t('form.saveDraft')}
        </Button>
      </div>
    </form>
  )
}

/**
 * A radio group with its legend (docs/product.md §16.4: ratings a keyboard and a screen reader
 * use like any other choice, never stars alone): arrow keys move within the group, and the
 * error is read with it.
 */
function ChoiceGroup<V extends string | number>({
  form,
  name,
  legend,
  description,
  values,
  optionLabel,
  error,
}: {
  form: UseFormReturn<SaveScorecardInput, unknown, SaveScorecardValues>
  name: Path<SaveScorecardInput>
  legend: string
  description?: string
  values: readonly V[]
  optionLabel: (value: V) => string
  error?: string
}) {
  const { field } = useController({ control: form.control, name })
  const id = useId()
  const describedBy = [description && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  return (
    <fieldset aria-describedby={describedBy} data-field={name}>
      <legend className="font-medium text-ink">{legend}</legend>
      {description && (
        <p id={`${id}-hint`} className="text-muted">
          {description}
        </p>
      )}
      <div className="mt-2 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {values.map((value, index) => (
          <label
            key={value}
            className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-line bg-white px-3 text-ink has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700"
          >
            <input
              type="radio"
              name={`${id}-${name}`}
              value={String(value)}
              checked={field.value === value}
              onChange={() => field.onChange(value)}
              onBlur={field.onBlur}
              ref={index === 0 ? field.ref : undefined}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-brand-700"
            />
            {optionLabel(value)}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}
