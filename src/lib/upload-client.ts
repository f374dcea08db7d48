import { type FailureBody, RequestError } from '~/lib/errors'

/** The page's language for the server's messages (the header server functions send, request-context.ts). */
const LANGUAGE_HEADER = 'x-hoi-language'

export interface UploadOptions {
  /** The page's language: the server answers its messages in it. */
  lang?: string
  /** The share of the body sent so far, 0 to 100. */
  onProgress?: (percent: number) => void
}

/**
 * Sends multipart form data to one of the site's upload routes with upload progress
 * (XMLHttpRequest: fetch reports no progress for a request body). The route answers the
 * `{ success, data }` envelope: resolves with `data`; rejects with the server's failure as a
 * `RequestError`, or a plain error when the network failed or the reply was not the envelope.
 */
export function uploadMultipart<T>(url: string, data: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.responseType = 'json'
    xhr.setRequestHeader('Accept', 'application/json')
    if (options.lang) xhr.setRequestHeader(LANGUAGE_HEADER, options.lang)
    const { onProgress } = options
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
      }
    }
    xhr.onload = () => {
      const reply = xhr.response as { success?: boolean; data?: T; error?: FailureBody } | null
      if (reply?.success && reply.data) resolve(reply.data)
      else if (reply?.error) reject(new RequestError(reply.error))
      else reject(new Error(`upload answered ${xhr.status}`))
    }
    xhr.onerror = () => reject(new Error('network'))
    xhr.send(data)
  })
}
