import { areaQueries } from '~/lib/area-queries'
import { getDocumentForEditFn, listDocumentsFn } from './documents.functions'

export const documentAdminQueries = areaQueries('documents', listDocumentsFn, 'edit', getDocumentForEditFn)
