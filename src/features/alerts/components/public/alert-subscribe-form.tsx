import { useId } from 'react'
import { Button } from '~/components/ui/button'
import { Field, Input } from '~/components/ui/field'
import { ConsentField, firstFieldInError, FormError, HoneypotField } from '~/components/ui/public-form'
import { useTranslation } from '~/i18n/use-translation'
import { alertFrequencies } from '~/lib/enums'
import { EMAIL_MAX_LENGTH } from '~/lib/field-limits'
import type { PostedForm } from '~/lib/posted-form'
import { ALERT_FILTER_KEYS, ALERT_HONEYPOT, type AlertFilters } from '../../alerts.rules'

/**
 * The subscription form (docs/product.md §14.1): a plain `<form method="post">` to
 * /{lang}/alerts that works with and without scripts alike, with the search's filters as hidden
 * fields, the address, the rhythm and the consent box. No script of its own: the job board
 * carries it within its budget (decision 013). A failed post renders /{lang}/alerts with the
 * messages and what was typed (`posted`).
 */
export function AlertSubscribeForm({ filters, posted }: { filters: AlertFilters; posted?: PostedForm | null }) {
  const { t, lang } = useTranslation('alerts')
  const legendId = useId()
  const values = posted?.values ?? {}
  const fields = posted?.error.fields
  const focused = firstFieldInError(['email', 'frequency', 'consent'], fields)
  // A failure no visible field explains (a limit, a fault of ours, a filter the board does not know) is said above the form.
  const explained = ['email', 'frequency', 'consent'].some((name) => fields?.[name])
  const formError = posted && !explained ? posted.error.message : undefined
  const chosen = values.frequency ?? 'daily'
  return (
    <form
      method="post"
      action={`/${lang}/alerts`}
      noValidate
      className="flex flex-col gap-5"
      aria-describedby={formError ? 'alerts-error' : undefined}
    >
      <p className="text-sm text-muted">{t('fields.requiredNote')}</p>
      <FormError id="alerts-error" message={formError} />
      <HoneypotField form="alerts" name={ALERT_HONEYPOT} />
      {ALERT_FILTER_KEYS.map((key) => (filters[key] ? <input key={key} type="hidden" name={key} value={filters[key]} /> : null))}
      <Field label={`${t('fields.email')} *`} error={fields?.email} autoFocus={focused === 'email'}>
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
      <fieldset aria-describedby={fields?.frequency ? `${legendId}-error` : undefined} className="flex flex-col gap-2">
        <legend id={legendId} className="mb-1 text-sm font-medium text-ink">
          {t('fields.frequency')} *
        </legend>
        {alertFrequencies.map((frequency, index) => (
          <label key={frequency} className="flex items-center gap-3 text-sm text-ink">
            <input
              type="radio"
              name="frequency"
              value={frequency}
              defaultChecked={chosen === frequency}
              autoFocus={focused === 'frequency' && index === 0 ? true : undefined}
              className="size-5 shrink-0 accent-brand-700"
            />
            {t(`fields.frequencies.${frequency}`)}
          </label>
        ))}
        {fields?.frequency && (
          <p id={`${legendId}-error`} className="text-sm font-medium text-red-700">
            {fields.frequency}
          </p>
        )}
      </fieldset>
      <ConsentField form="alerts" checked={values.consent === 'on'} error={fields?.consent} autoFocus={focused === 'consent'} />
      <div>
        <Button type="submit" size="lg">
          {t('board.submit')}
        </Button>
      </div>
    </form>
  )
}
