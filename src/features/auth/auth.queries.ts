import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useLanguage } from '~/i18n/use-language'
import { logout } from './auth.functions'

/** Ends the session, forgets the dashboard's cached data and shows the sign-in page. */
export function useSignOut() {
  const router = useRouter()
  const queryClient = useQueryClient()
  const lang = useLanguage()
  const logoutFn = useServerFn(logout)
  return async () => {
    await logoutFn()
    queryClient.removeQueries({ queryKey: ['dashboard'] })
    await router.navigate({ to: '/$lang/login', params: { lang }, search: { reason: 'logout' }, replace: true })
  }
}
