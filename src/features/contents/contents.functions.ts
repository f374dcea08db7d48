import { createServerFn } from '@tanstack/react-start'
import { requireAccess } from '~/features/auth/auth.middleware'
import { validate } from '~/lib/validate'
import { contentIdSchema, contentListSchema, createContentSchema, setContentStatusSchema, updateContentSchema } from './contents.schemas'
import { createContent, getContentForEdit, listContentsForAdmin, setContentStatus, updateContent } from './contents.admin.server'

export const listContentsFn = createServerFn({ method: 'GET' })
  .middleware([requireAccess('contents')])
  .validator(validate(contentListSchema))
  .handler(({ data, context }) => listContentsForAdmin(context.db, data))

export const getContentForEditFn = createServerFn({ method: 'GET' })
  .middleware([requireAccess('contents')])
  .validator(validate(contentIdSchema))
  .handler(({ data, context }) => getContentForEdit(context.db, data.id))

export const createContentFn = createServerFn({ method: 'POST' })
  .middleware([requireAccess('contents')])
  .validator(validate(createContentSchema))
  .handler(({ data, context }) => createContent(context.db, data, context.user.id))

export const updateContentFn = createServerFn({ method: 'POST' })
  .middleware([requireAccess('contents')])
  .validator(validate(updateContentSchema))
  .handler(({ data, context }) => updateContent(context.db, data, context.user.id))

export const setContentStatusFn = createServerFn({ method: 'POST' })
  .middleware([requireAccess('contents')])
  .validator(validate(setContentStatusSchema))
  .handler(({ data, context }) => setContentStatus(context.db, data, context.user))
