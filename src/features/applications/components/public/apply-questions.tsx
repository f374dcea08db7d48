import { Field, Input, inputClass } from '~/components/ui/field'
import { textareaClass } from '~/components/ui/public-form'
import { useTranslation } from '~/i18n/use-translation'
import { type PublicQuestion, QUESTION_LIMITS as Q, questionField } from '~/lib/job-questions'

/**
 * The job's own questions on the apply form (docs/product.md §5.6, decision 042), in the page's
 * language, with the form's field components: plain controls that work without scripts, their
 * labels, and the server's (or the browser's) message under each. A yes/no or single-choice
 * question is a select whose first option is "choose".
 */
export function ApplyQuestions({
  questions,
  values,
  errors,
  focused,
}: {
  questions: readonly PublicQuestion[]
  /** What was typed, by field name (a form the server rendered again). */
  values: Record<string, string>
  /** Field name → message. */
  errors: Record<string, string>
  /** The field that takes the focus when the page loads. */
  focused: string | undefined
}) {
  const { t, lang } = useTranslation('apply')
  if (questions.length === 0) return null
  return (
    <fieldset className="flex min-w-0 flex-col gap-5 rounded-md border border-line p-4 sm:p-5">
      <legend className="px-1 text-base font-semibold text-ink">{t('questions.legend')}</legend>
      {questions.map((question) => {
        const name = questionField(question.id)
        const label = question.required ? `${question.label[lang]} *` : question.label[lang]
        const common = { name, defaultValue: values[name], required: question.required || undefined }
        return (
          <Field
            key={question.id}
            label={label}
            hint={question.kind === 'number' ? t('questions.numberHint') : undefined}
            error={errors[name]}
            autoFocus={focused === name}
          >
            {(props) => {
              switch (question.kind) {
                case 'short_text':
                  return <Input {...props} {...common} maxLength={Q.shortText} />
                case 'long_text':
                  return <textarea {...props} {...common} rows={4} maxLength={Q.longText} className={textareaClass} />
                case 'number':
                  return <Input {...props} {...common} inputMode="decimal" maxLength={16} />
                case 'yes_no':
                case 'single_choice': {
                  const choices =
                    question.kind === 'yes_no'
                      ? [
                          { key: 'yes', text: t('questions.yes') },
                          { key: 'no', text: t('questions.no') },
                        ]
                      : question.choices.map((choice) => ({ key: choice.key, text: choice[lang] }))
                  return (
                    <select {...props} {...common} defaultValue={values[name] ?? ''} className={inputClass}>
                      <option value="">{t('questions.choose')}</option>
                      {choices.map((choice) => (
                        <option key={choice.key} value={choice.key}>
                          {choice.text}
                        </option>
                      ))}
                    </select>
                  )
                }
              }
            }}
          </Field>
        )
      })}
    </fieldset>
  )
}
