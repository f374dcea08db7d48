import { zodResolver } from '@hookform/resolvers/zod'
import type { QueryKey } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { CalendarClock } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { DateField, SelectField, SubmitButton, useFormFields } from '~/components/dashboard/form-fields'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { Alert } from '~/components/ui/field'
import { useFieldError } from '~/i18n/use-field-error'
import { useTranslation } from '~/i18n/use-translation'
import type { JobStatus, Language, PublishKind, ScheduleAction } from '~/lib/enums'
import { dateFormatter } from '~/lib/format'
import { languageMeta } from '~/lib/language'
import {
  type CancelScheduleInput,
  type SaveScheduleInput,
  type SaveScheduleValues,
  type ScheduleItem,
  saveScheduleSchema,
  schedulableActions,
} from '~/lib/publish-schedule'
import { type ScheduleTimeZone, scheduleTimeZones } from '~/lib/time-zone'
import { useAppMutation } from '~/lib/use-app-mutation'

/*
 * Scheduled publishing on the dashboard (decision 058, docs/product.md §22): the edit pages'
 * "Schedule" section and the lists' "publishes at …" line. The words are `publishSchedule.*` of
 * the `dashboard` namespace.
 */

/** A job's unpublish closes it; the other kinds' goes back to draft: the words follow. */
const stepWord = (kind: PublishKind, action: ScheduleAction) => (action === 'unpublish' && kind === 'job' ? 'close' : action)

/** "1 Mar 2099 10:00 (Istanbul)": a step's time on its own zone's clock, the zone named. */
function useStepTime() {
  const { t, lang } = useTranslation('dashboard')
  return (item: Pick<ScheduleItem, 'runAt' | 'timeZone'>, style: 'full' | 'medium' = 'medium') =>
    `${zonedText(item.runAt, item.timeZone, lang, style)} (${t(`publishSchedule.zones.${item.timeZone}`)})`
}

function zonedText(at: string, timeZone: ScheduleTimeZone, lang: Language, style: 'full' | 'medium') {
  return dateFormatter(languageMeta[lang].locale, { dateStyle: style, timeStyle: 'short', timeZone }).format(new Date(at))
}

/** The pending steps under a list row's status badge: "Publishes 1 Mar 2099 10:00 (Istanbul)". */
export function ScheduledSteps({ kind, items }: { kind: PublishKind; items: readonly ScheduleItem[] }) {
  const { t } = useTranslation('dashboard')
  const stepTime = useStepTime()
  if (items.length === 0) return null
  return (
    <ul className="mt-1 flex flex-col gap-0.5 text-xs text-muted">
      {items.map((item) => (
        <li key={item.action} className="flex items-start gap-1">
          <CalendarClock aria-hidden className="mt-px size-3.5 shrink-0" />
          <span>
            {t(`publishSchedule.pending.${stepWord(kind, item.action)}`)} <time dateTime={item.runAt}>{stepTime(item)}</time>
          </span>
        </li>
      ))}
    </ul>
  )
}

type ScheduleFn<I> = (options: { data: I }) => Promise<unknown>

/**
 * An edit page's "Schedule" section: the pending steps, each with its cancel, and the form that
 * sets a step's time (a new time for a pending step replaces it). Outside the entity's own form,
 * as a form of its own.
 */
export function PublishSchedulePanel({
  kind,
  entity,
  defaultTimeZone = 'Europe/Istanbul',
  save,
  cancel,
  invalidate,
}: {
  kind: PublishKind
  entity: { id: string; status: JobStatus; schedules: readonly ScheduleItem[] }
  defaultTimeZone?: ScheduleTimeZone
  save: ScheduleFn<SaveScheduleValues>
  cancel: ScheduleFn<CancelScheduleInput>
  invalidate: QueryKey[]
}) {
  const { t } = useTranslation('dashboard')
  const stepTime = useStepTime()
  const saveFn = useServerFn(save)
  const cancelFn = useServerFn(cancel)
  const [cancelling, setCancelling] = useState<ScheduleItem | null>(null)
  const actions = schedulableActions(entity.status, entity.schedules)
  const empty: SaveScheduleInput = { id: entity.id, action: actions[0] ?? 'publish', at: '', timeZone: defaultTimeZone }
  const form = useForm<SaveScheduleInput, unknown, SaveScheduleValues>({ resolver: zodResolver(saveScheduleSchema), defaultValues: empty })
  const field = useFormFields(form, { label: (name) => t(`publishSchedule.form.${name as 'action'}`) })
  const fieldError = useFieldError()
  const { errors } = form.formState
  const scheduled = useAppMutation({
    mutationFn: (data: SaveScheduleValues) => saveFn({ data }),
    form,
    invalidate,
    onSuccess: (_result, values) => {
      toast.success(t('publishSchedule.saved'))
      form.reset({ ...empty, action: values.action, timeZone: values.timeZone })
    },
  })
  const withdrawn = useAppMutation({
    mutationFn: (data: CancelScheduleInput) => cancelFn({ data }),
    invalidate,
    onSuccess: () => {
      setCancelling(null)
      toast.success(t('publishSchedule.cancelled'))
    },
  })
  const headingId = `schedule-${entity.id}`
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-lg border border-line bg-white p-4 sm:p-6" data-schedule>
      <h2 id={headingId} className="text-base font-semibold text-ink">
        {t('publishSchedule.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('publishSchedule.intro')}</p>
      {entity.schedules.length === 0 ? (
        <p className="mt-4 text-sm text-muted">{t('publishSchedule.empty')}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-2">
          {entity.schedules.map((item) => (
            <li
              key={item.action}
              className="flex flex-col gap-2 rounded-md border border-line bg-surface p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
            >
              <p className="flex items-start gap-2 text-ink">
                <CalendarClock aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
                <span>
                  {t(`publishSchedule.pending.${stepWord(kind, item.action)}`)}{' '}
                  <time dateTime={item.runAt} className="font-medium">
                    {stepTime(item, 'full')}
                  </time>
                </span>
              </p>
              <Button variant="secondary" onClick={() => setCancelling(item)}>
                {t('publishSchedule.cancel')}
                <span className="sr-only">: {t(`publishSchedule.steps.${stepWord(kind, item.action)}`)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {actions.length === 0 ? (
        <p className="mt-4 text-sm text-muted">{t('publishSchedule.none')}</p>
      ) : (
        <form
          noValidate
          aria-labelledby={headingId}
          className="mt-4 flex flex-col gap-4 border-t border-line pt-4"
          onSubmit={form.handleSubmit((values) => scheduled.mutate(values))}
        >
          {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectField
              {...field('action')}
              values={actions}
              optionLabel={(action) => t(`publishSchedule.steps.${stepWord(kind, action)}`)}
            />
            <DateField
              form={form}
              name="at"
              time
              label={t('publishSchedule.form.at')}
              hint={t('publishSchedule.form.atHint')}
              error={fieldError(errors.at)}
            />
            <SelectField {...field('timeZone')} values={scheduleTimeZones} optionLabel={(zone) => t(`publishSchedule.zones.${zone}`)} />
          </div>
          <div>
            <SubmitButton pending={scheduled.isPending} pendingLabel={t('publishSchedule.form.submitting')}>
              {t('publishSchedule.form.submit')}
            </SubmitButton>
          </div>
        </form>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={t('publishSchedule.cancelTitle')}
        description={
          cancelling
            ? t('publishSchedule.cancelConfirm', {
                step: t(`publishSchedule.steps.${stepWord(kind, cancelling.action)}`),
                when: stepTime(cancelling, 'full'),
              })
            : ''
        }
        confirmLabel={t('publishSchedule.cancelYes')}
        onConfirm={() => cancelling && withdrawn.mutate({ id: entity.id, action: cancelling.action })}
        pending={withdrawn.isPending}
        tone="danger"
      />
    </section>
  )
}
