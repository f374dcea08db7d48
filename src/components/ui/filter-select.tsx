import { useId } from 'react'
import { useTranslation } from '~/i18n/use-translation'
import { inputClass } from './field'

/**
 * One filter of a list page's GET form: "All" plus the options; it applies on change when
 * scripts run (`onApply`), and with the form's submit button before they do.
 */
export function FilterSelect({
  label,
  name,
  value,
  options,
  onApply,
}: {
  label: string
  name: string
  value: string | undefined
  options: ReadonlyArray<{ value: string; label: string }>
  onApply: (form: HTMLFormElement) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  // Labelled by id, not by wrapping: a wrapping label would add the chosen option to the name.
  return (
    <div className="flex flex-col gap-1.5 text-sm font-medium text-ink">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? ''}
        onChange={(event) => onApply(event.currentTarget.form!)}
        className={inputClass}
      >
        <option value="">{t('list.all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
