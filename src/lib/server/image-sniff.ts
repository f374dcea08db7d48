/**
 * The type of an uploaded image by its first bytes, never by its name or the browser's word for
 * it (docs/product.md §11): PNG, JPEG, WebP and GIF, the formats every browser shows. Anything else is null.
 */
export type ImageType = 'png' | 'jpeg' | 'webp' | 'gif'

export const imageContentType: Record<ImageType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff]
const RIFF = [0x52, 0x49, 0x46, 0x46] // RIFF
const WEBP = [0x57, 0x45, 0x42, 0x50] // WEBP, at offset 8
const GIF87 = [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] // GIF87a
const GIF89 = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] // GIF89a

const at = (bytes: Uint8Array, offset: number, expected: number[]) => expected.every((byte, i) => bytes[offset + i] === byte)

export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (at(bytes, 0, PNG)) return 'png'
  if (at(bytes, 0, JPEG)) return 'jpeg'
  if (at(bytes, 0, RIFF) && at(bytes, 8, WEBP)) return 'webp'
  if (at(bytes, 0, GIF87) || at(bytes, 0, GIF89)) return 'gif'
  return null
}
