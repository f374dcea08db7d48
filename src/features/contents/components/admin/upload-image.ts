import type { Language } from '~/lib/enums'
import { RequestError } from '~/lib/errors'
import { uploadMultipart } from '~/lib/upload-client'
import { IMAGE_MAX_BYTES } from '../../contents.rules'

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const

/** Why an image cannot be uploaded, judged before sending (the server judges again, by content). */
export function imageProblem(file: File): 'type' | 'tooLarge' | undefined {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type'
  if (file.size > IMAGE_MAX_BYTES) return 'tooLarge'
  return undefined
}

/** POST /api/dashboard/images: the stored image's id and URL, or an Error with the server's localized message. */
export async function uploadImage(file: File, lang: Language, failed: string): Promise<{ id: string; url: string }> {
  const body = new FormData()
  body.append('file', file)
  try {
    return await uploadMultipart<{ id: string; url: string }>('/api/dashboard/images', body, { lang })
  } catch (error) {
    throw new Error(error instanceof RequestError ? error.serverMessage : failed)
  }
}
