import { messagesRead, messagesWrite, withActor, withDb } from '~/features/auth/auth.middleware'
import { validate } from '~/lib/validate'
import { inboxListSchema, messageIdSchema, setMessageStatusSchema } from './contact.schemas'
import { deleteContactMessage, getContactMessage, listContactMessages, setContactMessageStatus } from './contact.admin.server'

export const listContactMessagesFn = messagesRead.validator(validate(inboxListSchema)).handler(withDb(listContactMessages))

export const getContactMessageFn = messagesRead.validator(validate(messageIdSchema)).handler(withDb(getContactMessage))

export const setContactMessageStatusFn = messagesWrite
  .validator(validate(setMessageStatusSchema))
  .handler(withActor(setContactMessageStatus))

export const deleteContactMessageFn = messagesWrite.validator(validate(messageIdSchema)).handler(withActor(deleteContactMessage))
