import { useTranslation } from '~/i18n/use-translation'
import { Toaster } from 'sonner'

/** docs/product.md §9: 4 s, at most 3 visible, 356 px wide, top-right. */
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
      style={
        {
          '--width': `${TOAST_WIDTH_PX}px`,
          // sonner's rich colours put text under 4.5:1 on their tints (success 4.25:1); darker text keeps AA.
          '--success-text': 'hsl(140, 100%, 20%)',
          '--error-text': 'hsl(360, 90%, 36%)',
          '--warning-text': 'hsl(31, 92%, 28%)',
          '--info-text': 'hsl(210, 92%, 35%)',
        } as React.CSSProperties
      }
      closeButton
      richColors
    />
  )
}
