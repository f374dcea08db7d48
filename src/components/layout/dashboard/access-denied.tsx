import { Link } from '@tanstack/react-router'
import { useTranslation } from '~/i18n/use-translation'
import { StatusPanel } from '~/components/ui/status-panel'
import { useLanguage } from '~/i18n/use-language'

/** Shown in place of a dashboard page the signed-in role may not use (also answered 403 by the server). */
export function AccessDenied() {
  const { t } = useTranslation()
  const lang = useLanguage()
  return (
    <StatusPanel
      kind="forbidden"
      headingLevel={1}
      title={t('accessDenied.title')}
      description={t('accessDenied.description')}
      action={
        <Link
          to="/$lang/dashboard"
          params={{ lang }}
          className="inline-flex h-10 items-center rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
        >
          {t('accessDenied.back')}
        </Link>
      }
    />
  )
}
