import { Link } from '@tanstack/react-router'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'

/** The group's mark and name, linking to the language's home: the site header and the sign-in page. */
export function BrandMark() {
  const { t } = useTranslation()
  const lang = useLanguage()
  return (
    <Link
      to="/$lang"
      params={{ lang }}
      className="flex shrink-0 items-center gap-2 rounded-md py-1 font-semibold whitespace-nowrap text-ink"
    >
      <span aria-hidden className="grid size-9 place-items-center rounded-md bg-brand-700 text-sm font-bold text-white">
        HOI
      </span>
      <span className="text-lg tracking-tight">{t('brand')}</span>
    </Link>
  )
}
