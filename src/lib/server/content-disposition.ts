/** A file name as a Content-Disposition parameter: an ASCII fallback and the exact UTF-8 name (RFC 6266 / 5987). */
function fileNameParams(name: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ı/g, 'i')
      .replace(/[^\x20-\x7e]|["\\]/g, '_')
      .trim() || 'download'
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `filename="${ascii}"; filename*=UTF-8''${encoded}`
}

/** Saved as a file by the browser. */
export const attachmentDisposition = (name: string) => `attachment; ${fileNameParams(name)}`

/** Shown by the browser (a PDF opens in its viewer), saved under `name`. */
export const inlineDisposition = (name: string) => `inline; ${fileNameParams(name)}`
