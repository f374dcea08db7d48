import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
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
 * scripts. Its sentences are the form's own (`privacyIntro`, `privacyLink`, `fields.consent` of its
namespace); `error` is the field's message from the server or the form.
 */
export function ConsentField(props: { id: string; namespace: 'apply' | 'contact'; defaultChecked: boolean; error?: string }) {
  const { t } = useTranslation(props.namespace)
  const lang = useLanguage()
  const errorId = `${props.id}-error`
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
          {t('fields.consent')} *
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
