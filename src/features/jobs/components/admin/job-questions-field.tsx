import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { type FieldError, get, useFieldArray, type UseFormReturn, useWatch } from 'react-hook-form'
import { FormSection } from '~/components/dashboard/entity-form-parts'
import { SelectField, TextField } from '~/components/dashboard/form-fields'
import { Button } from '~/components/ui/button'
import { useTranslation } from '~/i18n/use-translation'
import { questionKinds } from '~/lib/enums'
import { QUESTION_LIMITS as Q } from '~/lib/job-questions'
import type { JobFormInput, JobQuestionInput } from '../../jobs.schemas'

type Form = UseFormReturn<JobFormInput>
type ErrorText = (error: FieldError | undefined) => string | undefined

/** A new question: a required yes/no without a knock-out answer. */
const blankQuestion = (): JobQuestionInput => ({
  id: '',
  kind: 'yes_no',
  required: true,
  labelTr: '',
  labelEn: '',
  choices: [],
  knockoutAnswer: '',
  knockoutMin: '',
  knockoutMax: '',
})
const blankChoice = () => ({ key: '', tr: '', en: '', knockout: false })

/** Puts the focus on the form's control named `name` (a question's or a choice's first field, once rendered). */
const focusField = (name: string) => document.querySelector<HTMLElement>(`[name="${name}"]`)?.focus()

/** An error of the form at `path`, or of the array there (`root`), as text. */
const errorAt = (form: Form, errorText: ErrorText, path: string) => {
  const error = get(form.formState.errors, path) as (FieldError & { root?: FieldError }) | undefined
  return errorText(error?.message ? error : error?.root)
}

/**
 * The job's own questions on the application form (docs/product.md §5.6, decision 042): each
 * with its kind, labels in both languages, whether it is required and its knock-out answers;
 * added, removed and moved up or down with buttons (keyboard first: the focus follows the moved
 * question, and a live region says where it went).
 */
export function JobQuestionsField({ form, errorText }: { form: Form; errorText: ErrorText }) {
  const { t } = useTranslation('jobAdmin')
  const base = useId()
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'questions', keyName: '_key' })
  const [announcement, setAnnouncement] = useState('')

  const moveTo = (from: number, to: number, direction: 'up' | 'down') => {
    move(from, to)
    setAnnouncement(t('questions.moved', { position: to + 1 }))
    // The focus stays on the button that moved the question, or on its other button at an end.
    requestAnimationFrame(() => {
      const same = document.getElementById(`${base}-${to}-${direction}`) as HTMLButtonElement | null
      const other = document.getElementById(`${base}-${to}-${direction === 'up' ? 'down' : 'up'}`)
      ;(same && !same.disabled ? same : other)?.focus()
    })
  }
  const add = () => {
    append(blankQuestion(), { shouldFocus: false })
    requestAnimationFrame(() => focusField(`questions.${fields.length}.labelTr`))
  }
  const removeAt = (index: number) => {
    remove(index)
    setAnnouncement(t('questions.removed', { position: index + 1 }))
    requestAnimationFrame(() =>
      fields.length > 1 ? focusField(`questions.${Math.max(0, index - 1)}.labelTr`) : document.getElementById(`${base}-add`)?.focus(),
    )
  }
  const listError = errorAt(form, errorText, 'questions')

  return (
    <FormSection title={t('questions.title')}>
      <p className="text-sm text-muted">{t('questions.intro')}</p>
      {listError && <p className="text-sm font-medium text-red-700">{listError}</p>}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {fields.length === 0 && <p className="text-sm text-muted">{t('questions.empty')}</p>}
      <ol className="flex flex-col gap-4">
        {fields.map((question, index) => (
          <li key={question._key}>
            <QuestionEditor
              form={form}
              errorText={errorText}
              index={index}
              count={fields.length}
              base={`${base}-${index}`}
              onMove={(to, direction) => moveTo(index, to, direction)}
              onRemove={() => removeAt(index)}
            />
          </li>
        ))}
      </ol>
      <div>
        <Button id={`${base}-add`} type="button" variant="secondary" onClick={add} disabled={fields.length >= Q.questions}>
          <Plus aria-hidden className="size-4" />
          {t('questions.add')}
        </Button>
      </div>
    </FormSection>
  )
}

function QuestionEditor({
  form,
  errorText,
  index,
  count,
  base,
  onMove,
  onRemove,
}: {
  form: Form
  errorText: ErrorText
  index: number
  count: number
  base: string
  onMove: (to: number, direction: 'up' | 'down') => void
  onRemove: () => void
}) {
  const { t } = useTranslation('jobAdmin')
  const name = `questions.${index}` as const
  const kind = useWatch({ control: form.control, name: `${name}.kind` })
  const error = (field: string) => errorAt(form, errorText, `${name}.${field}`)
  const position = t('questions.position', { position: index + 1 })
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-md border border-line bg-surface p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{position}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...form.register(`${name}.labelTr`)}
          label={t('questions.labelTr')}
          error={error('labelTr')}
          lang="tr"
          autoComplete="off"
          maxLength={Q.label.max}
        />
        <TextField
          {...form.register(`${name}.labelEn`)}
          label={t('questions.labelEn')}
          error={error('labelEn')}
          lang="en"
          autoComplete="off"
          maxLength={Q.label.max}
        />
        <SelectField
          {...form.register(`${name}.kind`, {
            // What belongs to the other kinds goes, so no hidden field can hold the form back.
            onChange: (event: { target: { value: string } }) => {
              if (event.target.value !== 'single_choice') form.setValue(`${name}.choices`, [])
              if (event.target.value !== 'yes_no') form.setValue(`${name}.knockoutAnswer`, '')
              if (event.target.value !== 'number') {
                form.setValue(`${name}.knockoutMin`, '')
                form.setValue(`${name}.knockoutMax`, '')
              }
            },
          })}
          label={t('questions.kind')}
          error={error('kind')}
          values={questionKinds}
          optionLabel={(value) => t(`questions.kinds.${value}`)}
        />
        <label className="flex items-center gap-3 self-end pb-2.5 text-sm font-medium text-ink">
          <input {...form.register(`${name}.required`)} type="checkbox" className="size-5 accent-brand-700" />
          {t('questions.required')}
        </label>
      </div>
      {kind === 'yes_no' && (
        <SelectField
          {...form.register(`${name}.knockoutAnswer`)}
          label={t('questions.knockoutAnswer')}
          hint={t('questions.knockoutHint')}
          error={error('knockoutAnswer')}
          values={['', 'yes', 'no'] as const}
          optionLabel={(value) => t(`questions.knockoutAnswers.${value || 'none'}`)}
        />
      )}
      {kind === 'number' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...form.register(`${name}.knockoutMin`)}
            label={t('questions.knockoutMin')}
            hint={t('questions.boundHint')}
            error={error('knockoutMin')}
            inputMode="decimal"
            autoComplete="off"
            maxLength={16}
          />
          <TextField
            {...form.register(`${name}.knockoutMax`)}
            label={t('questions.knockoutMax')}
            hint={t('questions.boundHint')}
            error={error('knockoutMax')}
            inputMode="decimal"
            autoComplete="off"
            maxLength={16}
          />
        </div>
      )}
      {kind === 'single_choice' && <ChoicesEditor form={form} errorText={errorText} index={index} />}
      <div className="flex flex-wrap gap-2">
        <Button
          id={`${base}-up`}
          type="button"
          variant="secondary"
          disabled={index === 0}
          onClick={() => onMove(index - 1, 'up')}
          aria-label={t('questions.moveUp', { question: position })}
        >
          <ArrowUp aria-hidden className="size-4" />
          {t('questions.up')}
        </Button>
        <Button
          id={`${base}-down`}
          type="button"
          variant="secondary"
          disabled={index === count - 1}
          onClick={() => onMove(index + 1, 'down')}
          aria-label={t('questions.moveDown', { question: position })}
        >
          <ArrowDown aria-hidden className="size-4" />
          {t('questions.down')}
        </Button>
        <Button type="button" variant="secondary" onClick={onRemove} aria-label={t('questions.remove', { question: position })}>
          <Trash2 aria-hidden className="size-4" />
          {t('questions.delete')}
        </Button>
      </div>
    </fieldset>
  )
}

/** A single-choice question's choices: labels in both languages and whether choosing it flags the application. */
function ChoicesEditor({ form, errorText, index }: { form: Form; errorText: ErrorText; index: number }) {
  const { t } = useTranslation('jobAdmin')
  const name = `questions.${index}.choices` as const
  const { fields, append, remove } = useFieldArray({ control: form.control, name, keyName: '_key' })
  const listError = errorAt(form, errorText, name)
  const add = () => {
    append(blankChoice(), { shouldFocus: false })
    requestAnimationFrame(() => focusField(`${name}.${fields.length}.tr`))
  }
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="text-sm font-medium text-ink">{t('questions.choices')}</legend>
      <p className="text-sm text-muted">{t('questions.choicesHint')}</p>
      {listError && <p className="text-sm font-medium text-red-700">{listError}</p>}
      <ol className="flex flex-col gap-3">
        {fields.map((choice, choiceIndex) => {
          const label = t('questions.choice', { position: choiceIndex + 1 })
          const error = (field: string) => errorAt(form, errorText, `${name}.${choiceIndex}.${field}`)
          return (
            <li
              key={choice._key}
              className="grid gap-3 rounded-md border border-line bg-white p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
            >
              <TextField
                {...form.register(`${name}.${choiceIndex}.tr`)}
                label={`${label} · ${t('questions.choiceTr')}`}
                error={error('tr')}
                lang="tr"
                autoComplete="off"
                maxLength={Q.choice}
              />
              <TextField
                {...form.register(`${name}.${choiceIndex}.en`)}
                label={`${label} · ${t('questions.choiceEn')}`}
                error={error('en')}
                lang="en"
                autoComplete="off"
                maxLength={Q.choice}
              />
              <div className="flex flex-wrap items-center gap-3 sm:col-span-3">
                <label className="flex items-center gap-2 text-sm text-ink">
                  <input {...form.register(`${name}.${choiceIndex}.knockout`)} type="checkbox" className="size-5 accent-brand-700" />
                  {t('questions.choiceKnockout')}
                </label>
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => remove(choiceIndex)}
                  aria-label={t('questions.removeChoice', { choice: label })}
                >
                  <Trash2 aria-hidden className="size-4" />
                  {t('questions.delete')}
                </Button>
              </div>
            </li>
          )
        })}
      </ol>
      <div>
        <Button type="button" variant="secondary" onClick={add} disabled={fields.length >= Q.choices.max}>
          <Plus aria-hidden className="size-4" />
          {t('questions.addChoice')}
        </Button>
      </div>
    </fieldset>
  )
}
