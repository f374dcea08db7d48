import { useRouter } from '@tanstack/react-router'
import { useLanguage } from '~/i18n/use-language'

/** Sends the visitor to the sign-in page with "session expired" and the way back here. */
export function useSessionExpired() {
  const router = useRouter()
  const lang = useLanguage()
  return () => {
    const here = `${window.location.pathname}${window.location.search}`
    void router.navigate({ to: '/$lang/login', params: { lang }, search: { reason: 'expired', redirect: here }, replace: true })
  }
}
