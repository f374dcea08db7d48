import { Readable } from 'node:stream'
import type { FileStorage } from './storage'

/**
 * A stored image as an answer (an article image, a media variant): its bytes streamed with their
 * type and length, never sniffed or run (`nosniff`, a sandboxing CSP), cached as `cacheControl`
 * says (a year when public, `private, no-store` otherwise). A missing object throws
 * `StoredFileMissing`, which the caller answers as 404.
 */
export async function imageResponse(
  storage: FileStorage,
  image: { key: string; contentType: string; size: number },
  cacheControl: string,
): Promise<Response> {
  const body = await storage.read(image.key)
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': image.contentType,
      'Content-Length': String(image.size),
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  })
}
