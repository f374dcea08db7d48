import { type FailureBody, RequestError } from '~/lib/errors'
import type { PublishStatus } from '~/lib/enums'

/** Where the document form posts: create without an id, update with one (document-upload.server.ts). */
export const documentUploadUrl = (id?: string) => (id ? `/api/dashboard/documents/${id}` : '/api/dashboard/documents')

/**
 * Sends the document form as multipart with upload progress (XMLHttpRequest: fetch reports no
 * progress for a request body). Resolves with the saved document; rejects with the server's
 * failure as a `RequestError`, or a plain error when the network failed.
 */
export function uploadDocument(
  url: string,
  data: FormData,
  options: { lang: string; onProgress: (percent: number) => void },
): Promise<{ id: string; status: PublishStatus }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.responseType = 'json'
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.setRequestHeader('x-hoi-language', options.lang)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress(Math.round((event.loaded / event.total) * 100))
    }
    xhr.onload = () => {
      const reply = xhr.response as { success?: boolean; data?: { id: string; status: PublishStatus }; error?: FailureBody } | null
      if (reply?.success && reply.data) resolve(reply.data)
      else if (reply?.error) reject(new RequestError(reply.error))
      else reject(new Error(`upload answered ${xhr.status}`))
    }
    xhr.onerror = () => reject(new Error('network'))
    xhr.send(data)
  })
}
