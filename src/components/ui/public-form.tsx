import { useEffect, useRef } from 'react'
import { useTranslation } from '~/i18n/use-translation'
import { Alert, inputClass } from './field'

/*
 * The pieces every public form shares (the contact form, the application form): the failure
 * sentence, the multi-line field's class and the consent box. They work without scripts, like
 * the forms.
 */

/**
 * The sentence above a public form when a submission failed for a reason that is not one
 * field's (a fault of ours, the network, a rate limit): docs/product.md §4.4. It is brought into
 * view and takes the focus, so a screen reader reads it and the next Tab goes to the first field:
 * when it appears in place (with scripts), and when the server rendered the page with it (a form
 * posted without scripts), through `autofocus`. The region is there before any failure; with no
 * failure it is empty and takes no room.
 */
export function FormError({ id, message }: { id: string; message: string | undefined }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (message) ref.current?.focus()
  }, [message])
  return (
    // scroll-mt: below the sticky site header when the focus scrolls it into view.
    <div id={id} ref={ref} tabIndex={-1} autoFocus={message ? true : undefined} className="scroll-mt-24 rounded-md empty:hidden">
      {message && <Alert>{message}</Alert>}
    </div>
  )
}

/**
 * The field a form posted without scripts puts the focus on (`autofocus`) when the server
 * rendered it again with field messages: the first in the form's order that has one.
 */
export function firstFieldInError(order: readonly string[], fields: Record<string, string> | undefined): string | undefined {
  return fields ? order.find((name) => name in fields) : undefined
}

/**
 * The honeypot of a public form (`name`, which people leave empty): out of sight and out of the
 * tab order, with a label for the screen readers that reach it anyway.
 */
export function HoneypotField({ form, name }: { form: 'apply' | 'contact' | 'alerts'; name: string }) {
  const { t } = useTranslation(form)
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`${form}-website`}>{t('fields.honeypot')}</label>
      <input id={`${form}-website`} type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}

/** A multi-line field of a public form. */
export const textareaClass = `${inputClass} h-auto min-h-40 py-2`

/**
 * The personal-data notice link and the separate, unticked consent box that a public form needs
 * before it may be sent (docs/product.md §10); the box is a real required checkbox, so it works without
 * scripts. `error` is the field's message from the server or the form.
 */
export function ConsentField({
  form,
  checked,
  error,
  autoFocus,
}: {
  /** The form's namespace: its `privacyIntro`, `privacyLink` and `fields.consent`. */
  form: 'apply' | 'contact' | 'alerts'
  checked: boolean
  error?: string
  autoFocus?: boolean
}) {
  const { t, lang } = useTranslation(form)
  const id = `${form}-consent`
  const errorId = `${id}-error`
  return (
    <div className="flex flex-col gap-2 rounded-md border border-line bg-surface p-4">
      <p className="text-sm text-muted">
        {t('privacyIntro')}{' '}
        <a href={`/${lang}/privacy`} className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800">
          {t('privacyLink')}
        </a>
        .
      </p>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name="consent"
          required
          defaultChecked={checked}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm text-ink">
          {t('fields.consent')} *
        </label>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
