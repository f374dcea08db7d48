import { Toaster } from 'sonner'

/** DESIGN §8: 4 s, at most 3 visible, 356 px wide, top-right. */
export const TOAST_DURATION_MS = 4000
export const TOAST_VISIBLE = 3
export const TOAST_WIDTH_PX = 356

export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      visibleToasts={TOAST_VISIBLE}
      duration={TOAST_DURATION_MS}
      style={{ '--width': `${TOAST_WIDTH_PX}px` } as React.CSSProperties}
      closeButton
      richColors
    />
  )
}
