import { readMultipartUpload, type UploadedFile } from '~/lib/server/multipart-upload'
import { RESUME_MAX_BYTES } from './application-limits'

/** The CV as it arrived: a temporary file, its size and SHA-256, and the name the browser gave. */
export type UploadedResume = UploadedFile

export interface ApplicationUpload {
  /** The text parts, first value of each name; unknown names are kept but never read. */
  fields: Record<string, string>
  resume?: UploadedResume
  /** Deletes the temporary file; safe to call more than once. */
  cleanup: () => Promise<void>
}

/**
 * Bounds on what the form may send: one file of at most RESUME_MAX_BYTES, at most 20 text parts
 * and 25 parts in all. A text part may hold 20 KiB: 5,000 characters of a cover letter can take
 * up to 4 bytes each in UTF-8; the schema counts the characters, and a value cut at this bound
 * is always longer than its field allows.
 */
export const UPLOAD_LIMITS = { fileSize: RESUME_MAX_BYTES, fieldSize: 20 * 1024, fields: 20, parts: 25 } as const

/**
 * Reads a multipart application (DESIGN §6) as it streams, with the shared reader: the `resume`
 * part goes to a temporary file while it is hashed and counted, never into memory. 415 for a body
 * that is not multipart, 413 for a file over 10 MiB, 400 for a broken body, too many parts, or more
 * than one file. Text parts go into `options.fields` as they arrive.
 */
export async function readApplicationUpload(
  request: Request,
  options: { tmpDir?: string; fields?: Record<string, string> } = {},
): Promise<ApplicationUpload> {
  const upload = await readMultipartUpload(request, {
    fileField: 'resume',
    maxFileBytes: UPLOAD_LIMITS.fileSize,
    tooLargeMessage: 'apply.validation.resumeTooLarge',
    maxFieldBytes: UPLOAD_LIMITS.fieldSize,
    maxFields: UPLOAD_LIMITS.fields,
    maxParts: UPLOAD_LIMITS.parts,
    tooManyFilesMessage: 'apply.validation.tooManyFiles',
    tmpDir: options.tmpDir,
    fields: options.fields,
  })
  return { fields: upload.fields, resume: upload.file, cleanup: upload.cleanup }
}
