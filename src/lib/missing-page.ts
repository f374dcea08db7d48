import { redirect } from '@tanstack/react-router'
import type { Language } from './enums'

/**
 * Where a public page whose article or job is not there goes (docs/product.md §8, §19). A server
 * render answers the not-found page, which the request edge turns into a 301 when the path is an
 * old one (decision 055). A navigation in the browser asks the server for the same URL once, as a
 * document, since only the server knows the redirects; a preload only goes to not-found.
 */
export function missingPage({ lang, href, preload }: { lang: Language; href: string; preload: boolean }) {
  if (typeof document === 'undefined' || preload) return redirect({ to: '/$lang/not-found', params: { lang } })
  return redirect({ href, reloadDocument: true })
}
