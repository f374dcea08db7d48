import { useRouter } from '@tanstack/react-router'
import { type ComponentProps, type FormEvent, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Field, Input, inputClass } from '~/components/ui/field'
import { ConsentField, HoneypotField, firstFieldInError, FormError, textareaClass } from '~/components/ui/public-form'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import { EMAIL_MAX_LENGTH } from '~/lib/field-limits'
import type { PostedForm } from '~/lib/posted-form'
import { type PublicQuestion, questionField } from '~/lib/job-questions'
import { ApplyQuestions } from './apply-questions'
import { TRACKING_PARAMS, type Tracking } from '~/lib/tracking'
import { type ApplicationTextField, APPLICATION_LIMITS as L, HONEYPOT_FIELD, RESUME_ACCEPT } from '../../applications.rules'

/** The checks and the upload (with the schema and zod) load on the first interaction, never with the page (decision 013). */
const loadSubmit = () => import('./apply-submit')

type FieldKey = 'fullName' | 'email' | 'phone' | 'currentLocation' | 'currentCompany' | 'linkedinUrl' | 'portfolioUrl'
type HintKey = 'phone' | 'currentLocation' | 'linkedinUrl' | 'portfolioUrl'

/** The single-line fields, in order: name, label key, input attributes, hint key. */
const TEXT_FIELDS: readonly (readonly [ApplicationTextField, FieldKey, ComponentProps<'input'>, HintKey?])[] = [
  ['full_name', 'fullName', { required: true, autoComplete: 'name', maxLength: L.fullName.max }],
  ['email', 'email', { required: true, type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: EMAIL_MAX_LENGTH }],
  ['phone', 'phone', { required: true, type: 'tel', autoComplete: 'tel', maxLength: L.phone.max }, 'phone'],
  ['current_location', 'currentLocation', { autoComplete: 'address-level2', maxLength: L.currentLocation }, 'currentLocation'],
  ['current_company', 'currentCompany', { autoComplete: 'organization', maxLength: L.currentCompany }],
  ['linkedin_url', 'linkedinUrl', { type: 'url', inputMode: 'url', maxLength: L.url }, 'linkedinUrl'],
  ['portfolio_url', 'portfolioUrl', { type: 'url', inputMode: 'url', maxLength: L.url }, 'portfolioUrl'],
]

/**
 * The application form (docs/product.md §2.2). Without scripts it posts to /{lang}/jobs/{slug}/apply, which answers with the
 * success page or this page again with the messages (the file must be chosen again). With them,
 * the same fields are checked with the shared schema, then sent to the REST endpoint with a
 * progress bar, and the success page opens.
 */
export function ApplyForm({
  slug,
  posted,
  questions = [],
  tracking = {},
}: {
  slug: string
  posted?: PostedForm | null
  questions?: readonly PublicQuestion[]
  tracking?: Tracking
}) {
  const { t } = useTranslation('apply')
  const { t: tc } = useTranslation()
  const lang = useLanguage()
  const router = useRouter()
  const [pending, setPending] = useState(false)
  const [percent, setPercent] = useState<number | undefined>()
  const [fields, setFields] = useState<Record<string, string>>(posted?.error.fields ?? {})
  const error = posted?.error
  // The sentence above the form when the failure is not about single fields; the sentence of docs/product.md §8 for a fault of ours.
  // A 409 with the form still open: its questions changed since it was opened (a closed job shows no form).
  const [formError, setFormError] = useState(
    error?.code === 'internal'
      ? t('error')
      : error?.code === 'conflict'
        ? t('questions.unknown')
        : error?.fields
          ? undefined
          : error?.message,
  )
  const values = posted?.values ?? {}
  // A form the server rendered again with field messages (posted without scripts): the first takes the focus.
  const order = [...TEXT_FIELDS.map(([name]) => name), 'resume', 'additional_info', ...questions.map((q) => questionField(q.id)), 'consent']
  const focused = firstFieldInError(order, posted?.error.fields)

  const showFailure = (next: Record<string, string>, form: HTMLFormElement) => {
    setFields(next)
    const first = Object.keys(next)
      .map((name) => form.elements.namedItem(name))
      .find((element): element is HTMLInputElement => element instanceof HTMLElement)
    first?.focus()
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const form = event.currentTarget
    const path = `/${slug}`
    setFormError(undefined)
    const { submitApplicationForm } = await loadSubmit()
    const outcome = await submitApplicationForm(form, {
      url: `/api/public/jobs${path}/applications`,
      questions,
      lang,
      t,
      tc,
      onSending: () => {
        setFields({})
        setPending(true)
        setPercent(0)
      },
      onProgress: setPercent,
    })
    if (outcome.ok) return router.navigate({ href: `/${lang}/jobs${path}/applied?ref=${outcome.id}` })
    setPending(false)
    setPercent(undefined)
    if (outcome.fields) showFailure(outcome.fields, form)
    setFormError(outcome.message)
  }

  const field = (name: string) => fields[name]
  const required = (label: string) => `${label} *`

  return (
    <form
      method="post"
      encType="multipart/form-data"
      action={`/${lang}/jobs/${slug}/apply`}
      onSubmit={onSubmit}
      onFocus={() => void loadSubmit()}
      noValidate
      aria-busy={pending}
      aria-describedby={formError ? 'apply-error' : undefined}
      className="flex flex-col gap-5"
    >
      <input type="hidden" name="lang" value={lang} />
      {/* docs/product.md §15.2: where the applicant came from, from the link (or a failed post's values). */}
      {TRACKING_PARAMS.map((name) => {
        const value = values[name] ?? tracking[name]
        return value ? <input key={name} type="hidden" name={name} value={value} /> : null
      })}
      <FormError id="apply-error" message={formError} />
      <HoneypotField form="apply" name={HONEYPOT_FIELD} />
      <div className="grid gap-5 sm:grid-cols-2">
        {TEXT_FIELDS.map(([name, key, input, hint]) => (
          <Field
            key={name}
            label={input.required ? required(t(`fields.${key}`)) : t(`fields.${key}`)}
            hint={hint && t(`hints.${hint}`)}
            error={field(name)}
            autoFocus={focused === name}
            className={name === 'portfolio_url' ? 'sm:col-span-2' : undefined}
          >
            {(props) => <Input {...props} {...input} name={name} defaultValue={values[name]} />}
          </Field>
        ))}
      </div>
      <Field
        label={required(t('fields.resume'))}
        hint={posted ? `${t('hints.resume')} ${t('hints.resumeAgain')}` : t('hints.resume')}
        error={field('resume')}
        autoFocus={focused === 'resume'}
      >
        {(props) => (
          <input
            {...props}
            type="file"
            name="resume"
            required
            accept={RESUME_ACCEPT}
            className={`${inputClass} h-auto border-dashed p-3 text-sm file:mr-4 file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-medium file:text-brand-800`}
          />
        )}
      </Field>
      <Field
        label={t('fields.additionalInfo')}
        hint={t('hints.additionalInfo')}
        error={field('additional_info')}
        autoFocus={focused === 'additional_info'}
      >
        {(props) => (
          <textarea
            {...props}
            name="additional_info"
            rows={6}
            maxLength={L.additionalInfo}
            defaultValue={values.additional_info}
            className={textareaClass}
          />
        )}
      </Field>
      <ApplyQuestions questions={questions} values={values} errors={fields} focused={focused} />
      <ConsentField form="apply" checked={values.consent === 'on'} error={field('consent')} autoFocus={focused === 'consent'} />
      {/* A separate, optional consent: the talent pool (docs/product.md §13.5). */}
      <div className="flex items-start gap-3 rounded-md border border-line p-4">
        <input
          id="apply-talent-pool"
          type="checkbox"
          name="talent_pool"
          defaultChecked={values.talent_pool === 'on'}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor="apply-talent-pool" className="text-sm text-ink">
          {t('fields.talentPool')}
        </label>
      </div>
      {percent !== undefined && (
        <div className="flex flex-col gap-1.5">
          <progress value={percent} max={100} aria-label={t('progressLabel')} className="h-2 w-full accent-brand-700" />
          <p className="text-sm text-muted">{t('uploading', { percent })}</p>
        </div>
      )}
      <Button type="submit" size="lg" disabled={pending} className="self-start">
        {pending ? t('submitting') : t('submit')}
      </Button>
    </form>
  )
}
