import type { Language } from '~/lib/enums'

/** The page's language for the server's messages (the header server functions send, request-context.ts). */
const LANGUAGE_HEADER = 'x-hoi-language'

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024

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
  let reply: Response
  try {
    reply = await fetch('/api/dashboard/images', { method: 'POST', body, headers: { [LANGUAGE_HEADER]: lang } })
  } catch {
    throw new Error(failed)
  }
  const envelope = (await reply.json().catch(() => null)) as
    | { success: true; data: { id: string; url: string } }
    | { success: false; error: { message: string } }
    | null
  if (envelope?.success) return envelope.data
  throw new Error(envelope?.error.message ?? failed)
}
