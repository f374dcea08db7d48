import { createServerFn } from '@tanstack/react-start'
import { requireAccess } from '~/features/auth/auth.middleware'
import { validate } from '~/lib/validate'
import { inboxListSchema, messageIdSchema, setMessageStatusSchema } from './contact.schemas'
import { deleteContactMessage, getContactMessage, listContactMessages, setContactMessageStatus } from './contact.admin.server'

export const listContactMessagesFn = createServerFn({ method: 'GET' })
  .middleware([requireAccess('messages')])
  .validator(validate(inboxListSchema))
  .handler(({ data, context }) => listContactMessages(context.db, data))

export const getContactMessageFn = createServerFn({ method: 'GET' })
  .middleware([requireAccess('messages')])
  .validator(validate(messageIdSchema))
  .handler(({ data, context }) => getContactMessage(context.db, data.id))

export const setContactMessageStatusFn = createServerFn({ method: 'POST' })
  .middleware([requireAccess('messages')])
  .validator(validate(setMessageStatusSchema))
  .handler(({ data, context }) => setContactMessageStatus(context.db, data.id, data.status, context.user.id))

export const deleteContactMessageFn = createServerFn({ method: 'POST' })
  .middleware([requireAccess('messages')])
  .validator(validate(messageIdSchema))
  .handler(({ data, context }) => deleteContactMessage(context.db, data.id, context.user.id))
