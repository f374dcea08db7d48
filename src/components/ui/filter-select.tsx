import { useTranslation } from '~/i18n/use-translation'
import { inputClass } from './field'
import { FilterSelectControl } from './filter-select-control'

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
  return (
    <FilterSelectControl name={name} label={label} value={value} className={inputClass} onApply={onApply}>
      <option value="">{t('list.all')}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </FilterSelectControl>
  )
}
