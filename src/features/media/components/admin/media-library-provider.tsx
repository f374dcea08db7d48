import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { type ReactNode, useMemo } from 'react'
import { type MediaLibrary, MediaLibraryContext } from '~/components/dashboard/media-picker'
import { useLanguage } from '~/i18n/use-language'
import { RequestError } from '~/lib/errors'
import type { MediaDetail } from '~/lib/media-picture'
import { uploadMultipart } from '~/lib/upload-client'
import { listMediaFn, updateMediaFn } from '../../media.functions'
import { mediaQueries } from '../../media.queries'

/** The upload route of the library (multipart, with progress). */
const UPLOAD_URL = '/api/dashboard/images'

/** Gives every dashboard form's media picker the library's calls (decision 059). */
export function MediaLibraryProvider({ children }: { children: ReactNode }) {
  const lang = useLanguage()
  const queryClient = useQueryClient()
  const list = useServerFn(listMediaFn)
  const update = useServerFn(updateMediaFn)
  const library = useMemo<MediaLibrary>(() => {
    const changed = () => queryClient.invalidateQueries({ queryKey: mediaQueries.all })
    return {
      list: (search) => list({ data: search }),
      update: async (values) => {
        const item = await update({ data: values }).catch((error: unknown) => {
          throw new Error(error instanceof RequestError ? error.serverMessage : 'network')
        })
        await changed()
        return item
      },
      upload: async (file, alt, onProgress) => {
        const body = new FormData()
        body.append('altTr', alt.altTr)
        body.append('altEn', alt.altEn)
        body.append('decorative', String(alt.decorative))
        body.append('file', file)
        try {
          const item = await uploadMultipart<MediaDetail>(UPLOAD_URL, body, { lang, onProgress })
          await changed()
          return item
        } catch (error) {
          throw new Error(error instanceof RequestError ? error.serverMessage : 'network')
        }
      },
    }
  }, [lang, list, update, queryClient])
  return <MediaLibraryContext.Provider value={library}>{children}</MediaLibraryContext.Provider>
}
