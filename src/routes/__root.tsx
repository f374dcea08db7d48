/// <reference types="vite/client" />
import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useLanguage } from '~/i18n/use-language'
import { languageMeta } from '~/lib/language'
import appCss from '~/styles/app.css?url'

export const Route = createRootRouteWithContext<{
  /** The query client of a server render; undefined in the browser (use getQueryClient). */
  queryClient: QueryClient | undefined
  getQueryClient: () => Promise<QueryClient>
}>()({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#134f5d' },
      { title: 'HOI Holding' },
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      // The ICO for browsers and tools without SVG icons (and `/favicon.ico` asked for by name).
      { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  }),
  shellComponent: RootDocument,
  component: Outlet,
})

function RootDocument({ children }: { children: ReactNode }) {
  const lang = useLanguage()
  return (
    <html lang={lang} dir={languageMeta[lang].direction}>
      <head>
        <HeadContent />
      </head>
      <body className="bg-white font-sans text-ink antialiased">
        {children}
        <Scripts />
      </body>
    </html>
  )
}
