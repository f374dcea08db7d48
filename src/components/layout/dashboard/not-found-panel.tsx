import { StatusPanel } from '~/components/ui/status-panel'
import { useTranslation } from '~/i18n/use-translation'

/** Shown in place of a dashboard page about a row that does not exist (also answered 404 by the server). */
export function NotFoundPanel() {
  const { t } = useTranslation()
  return <StatusPanel kind="notFound" headingLevel={1} title={t('notFoundPanel.title')} description={t('notFoundPanel.description')} />
}
