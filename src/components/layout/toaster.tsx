import { useTranslation } from '~/i18n/use-translation'
import { Toaster } from 'sonner'

/** DESIGN §8: 4 s, at most 3 visible, 356 px wide, top-right. */
export const TOAST_DURATION_MS = 4000
export const TOAST_VISIBLE = 3
export const TOAST_WIDTH_PX = 356

export function AppToaster() {
  const { t } = useTranslation()
  return (
    <Toaster
      containerAriaLabel={t('toasts.label')}
      toastOptions={{ closeButtonAriaLabel: t('toasts.close') }}
      position="top-right"
      // Below the sticky header (language switcher, user menu), and in the dashboard below the page
      // header with its actions too (--toast-top, src/styles/app.css).
      offset={{ top: 'var(--toast-top, 80px)', right: 16 }}
      mobileOffset={{ top: 72, right: 12, left: 12 }}
      visibleToasts={TOAST_VISIBLE}
      duration={TOAST_DURATION_MS}
      style={{ '--width': `${TOAST_WIDTH_PX}px` } as React.CSSProperties}
      closeButton
      richColors
    />
  )
}
