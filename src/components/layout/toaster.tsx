import { useTranslation } from '~/i18n/use-translation'
import { Toaster } from 'sonner'

/** docs/product.md §9: 4 s, at most 3 visible, 356 px wide, bottom right. */
export const TOAST_DURATION_MS = 4000
export const TOAST_VISIBLE = 3
export const TOAST_WIDTH_PX = 356

export function AppToaster() {
  const { t } = useTranslation()
  return (
    <Toaster
      containerAriaLabel={t('toasts.label')}
      toastOptions={{ closeButtonAriaLabel: t('toasts.close') }}
      // At the bottom: at the top they covered the page header's actions and the list's filter
      // row under it, on a phone the whole width of both.
      position="bottom-right"
      offset={{ bottom: 16, right: 16 }}
      mobileOffset={{ bottom: 12, right: 12, left: 12 }}
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
