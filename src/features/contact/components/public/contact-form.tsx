import { type ReactNode, useRef, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Field, Input, inputClass } from '~/components/ui/field'
import { ConsentField, HoneypotField, firstFieldInError, FormError, textareaClass } from '~/components/ui/public-form'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import { contactSubjects } from '~/lib/enums'
import { type FailureBody, RequestError } from '~/lib/errors'
import { EMAIL_MAX_LENGTH } from '~/lib/field-limits'
import type { PostedForm } from '~/lib/posted-form'
import { usePageForm } from '~/lib/use-page-form'
import { CONTACT_FIELDS, CONTACT_HONEYPOT, CONTACT_LIMITS as L } from '../../contact.rules'

/**
 * The form's enhanced path: the same fields, as JSON, to the REST endpoint. A refusal becomes a
 * RequestError with the server's localized field messages; the server validates with the shared
 * schema, so no schema library loads on this public page (decision 013, like the login form).
 */
async function postContact(form: HTMLFormElement, lang: string): Promise<void> {
  const data = new FormData(form)
  const body: Record<string, unknown> = { lang, consent: data.get('consent') === 'on' }
  for (const name of [...CONTACT_FIELDS, CONTACT_HONEYPOT]) body[name] = String(data.get(name) ?? '')
  const response = await fetch('/api/public/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  })
  const reply = (await response.json().catch(() => null)) as { success?: boolean; error?: FailureBody } | null
  if (response.ok && reply?.success) return
  throw reply?.error ? new RequestError(reply.error) : new RequestError({ code: 'internal', message: '' })
}

/**
 * The contact form (docs/product.md §3.3) with its states (docs/product.md §4.4): idle, sending (the button says so), success and
 * error (§8). Without scripts it posts to /{lang}/contact, which answers with a redirect to the
 * success state or this page again with the messages and what was typed; with them it submits
 * in place.
 */
export function ContactForm({ posted, success }: { posted?: PostedForm | null; success: ReactNode }) {
  const { t } = useTranslation('contact')
  const lang = useLanguage()
  const [sent, setSent] = useState(false)
  const successRef = useRef<HTMLDivElement>(null)
  const form = usePageForm({
    posted,
    submit: (element) => postContact(element, lang),
    onSuccess: () => {
      setSent(true)
      // The success message takes the form's place; focus follows it.
      requestAnimationFrame(() => successRef.current?.focus())
    },
  })
  const values = posted?.values ?? {}
  // The sentence of docs/product.md §8 when the visitor cannot fix it; the server's for what they can (a limit).
  const code = form.failure?.code
  const formError = code === 'internal' || code === 'network' || code === 'unavailable' ? t('error') : form.formError
  const required = (label: string) => `${label} *`
  // A form the server rendered again with field messages (posted without scripts): the first takes the focus.
  const focused = firstFieldInError([...CONTACT_FIELDS, 'consent'], posted?.error.fields)

  if (sent) {
    return (
      <div ref={successRef} tabIndex={-1} className="outline-none">
        {success}
      </div>
    )
  }

  return (
    <form
      method="post"
      action={`/${lang}/contact`}
      onSubmit={form.onSubmit}
      noValidate
      aria-busy={form.pending}
      aria-describedby={formError ? 'contact-error' : undefined}
      className="flex flex-col gap-5"
    >
      <p className="text-sm text-muted">{t('requiredNote')}</p>
      <FormError id="contact-error" message={formError} />
      <HoneypotField form="contact" name={CONTACT_HONEYPOT} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={required(t('fields.firstName'))} error={form.fieldError('first_name')} autoFocus={focused === 'first_name'}>
          {(props) => (
            <Input
              {...props}
              name="first_name"
              required
              minLength={L.name.min}
              maxLength={L.name.max}
              autoComplete="given-name"
              defaultValue={values.first_name}
            />
          )}
        </Field>
        <Field label={required(t('fields.lastName'))} error={form.fieldError('last_name')} autoFocus={focused === 'last_name'}>
          {(props) => (
            <Input
              {...props}
              name="last_name"
              required
              minLength={L.name.min}
              maxLength={L.name.max}
              autoComplete="family-name"
              defaultValue={values.last_name}
            />
          )}
        </Field>
      </div>
      <Field label={required(t('fields.email'))} error={form.fieldError('email')} autoFocus={focused === 'email'}>
        {(props) => (
          <Input
            {...props}
            name="email"
            type="email"
            required
            inputMode="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            defaultValue={values.email}
          />
        )}
      </Field>
      <Field label={required(t('fields.subject'))} error={form.fieldError('subject')} autoFocus={focused === 'subject'}>
        {(props) => (
          <select {...props} name="subject" required defaultValue={values.subject ?? ''} className={inputClass}>
            <option value="">{t('fields.subjectPlaceholder')}</option>
            {contactSubjects.map((subject) => (
              <option key={subject} value={subject}>
                {t(`subjects.${subject}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={required(t('fields.message'))} error={form.fieldError('message')} autoFocus={focused === 'message'}>
        {(props) => (
          <textarea
            {...props}
            name="message"
            rows={6}
            required
            minLength={L.message.min}
            maxLength={L.message.max}
            defaultValue={values.message}
            className={textareaClass}
          />
        )}
      </Field>
      <ConsentField form="contact" checked={values.consent === 'on'} error={form.fieldError('consent')} autoFocus={focused === 'consent'} />
      <Button type="submit" size="lg" disabled={form.pending} className="self-start">
        {form.pending ? t('sending') : t('submit')}
      </Button>
    </form>
  )
}
