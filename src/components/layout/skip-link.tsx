import { useTranslation } from '~/i18n/use-translation'

/** The first focusable element of every page: jumps over the navigation to `#main`. */
export function SkipLink() {
  const { t } = useTranslation()
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('skipToContent')}
    </a>
  )
}
