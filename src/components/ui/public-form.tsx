import type { Language } from '~/lib/enums'
import { inputClass } from './field'

/*
 * The pieces every public form shares (the contact form, the application form): the multi-line
 * field's class and the consent box. They work without scripts, like the forms.
 */

/** A multi-line field of a public form. */
export const textareaClass = `${inputClass} h-auto min-h-40 py-2`

/**
 * The personal-data notice link and the separate, unticked consent box that a public form needs
 * before it may be sent (docs/product.md §10); the box is a real required checkbox, so it works without
 * scripts. `error` is the field's message from the server or the form.
 */
export function ConsentField(props: {
  id: string
  lang: Language
  intro: string
  linkText: string
  label: string
  defaultChecked: boolean
  error?: string
}) {
  const errorId = `${props.id}-error`
  return (
    <div className="flex flex-col gap-2 rounded-md border border-line bg-surface p-4">
      <p className="text-sm text-muted">
        {props.intro}{' '}
        <a href={`/${props.lang}/privacy`} className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800">
          {props.linkText}
        </a>
        .
      </p>
      <div className="flex items-start gap-3">
        <input
          id={props.id}
          type="checkbox"
          name="consent"
          required
          defaultChecked={props.defaultChecked}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={props.id} className="text-sm text-ink">
          {props.label} *
        </label>
      </div>
      {props.error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {props.error}
        </p>
      )}
    </div>
  )
}
