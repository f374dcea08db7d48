import { createServerFn } from '@tanstack/react-start'
import { requireAccess } from '~/features/auth/auth.middleware'
import { validate } from '~/lib/validate'
import { documentIdSchema, documentListSchema, setDocumentStatusSchema } from './documents.schemas'
import { getDocumentForEdit, listDocuments, setDocumentStatus } from './documents.admin.server'

// Create and update carry a file: they go through the upload route (documents.http.server.ts).

export const listDocumentsFn = createServerFn({ method: 'GET' })
  .middleware([requireAccess('documents')])
  .validator(validate(documentListSchema))
  .handler(({ data, context }) => listDocuments(context.db, data))

export const getDocumentForEditFn = createServerFn({ method: 'GET' })
  .middleware([requireAccess('documents')])
  .validator(validate(documentIdSchema))
  .handler(({ data, context }) => getDocumentForEdit(context.db, data.id))

export const setDocumentStatusFn = createServerFn({ method: 'POST' })
  .middleware([requireAccess('documents')])
  .validator(validate(setDocumentStatusSchema))
  .handler(({ data, context }) => setDocumentStatus(context.db, data, context.user))
