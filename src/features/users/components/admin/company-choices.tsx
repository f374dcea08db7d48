import { useId } from 'react'
import { companies, companyName } from '~/content/companies'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'

/**
 * The group companies a recruiter is limited to (decision 046), as a fieldset of checkboxes
 * labelled in the dashboard's language; none ticked means every company, which the hint says.
 */
export function CompanyChoices({
  value,
  onChange,
  disabled,
}: {
  value: readonly string[]
  onChange: (companies: string[]) => void
  disabled?: boolean
}) {
  const { t } = useTranslation('dashboard')
  const lang = useLanguage()
  const hintId = useId()
  const toggle = (key: string, checked: boolean) => onChange(checked ? [...value, key] : value.filter((chosen) => chosen !== key))
  return (
    <fieldset aria-describedby={hintId} disabled={disabled} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-ink">{t('users.companies.legend')}</legend>
      <p id={hintId} className="text-sm text-muted">
        {t('users.companies.hint')}
      </p>
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {companies.map((company) => (
          <label key={company.key} className="flex min-h-9 items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              name="companies"
              value={company.key}
              checked={value.includes(company.key)}
              onChange={(event) => toggle(company.key, event.currentTarget.checked)}
              className="size-4 rounded border-line accent-brand-700"
            />
            {companyName(company.key, lang)}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** A recruiter's companies as the users list shows them: their names, or "All companies". */
export function companiesText(companyKeys: readonly string[], lang: 'tr' | 'en', all: string): string {
  return companyKeys.length === 0 ? all : companyKeys.map((key) => companyName(key, lang)).join(', ')
}
