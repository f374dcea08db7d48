import { useServerFn } from '@tanstack/react-start'
import { createJobFn, getJobForEditFn, listJobsFn, updateJobFn } from './jobs.functions'
import type { JobFormInput } from './jobs.schemas'
import { areaQueries } from '~/lib/area-queries'

export const jobAdminQueries = areaQueries('jobs', listJobsFn, 'edit', getJobForEditFn)

/** Create (no id) or update (with id): what the one job form saves through. */
export function useSaveJob(id: string | undefined) {
  const create = useServerFn(createJobFn)
  const update = useServerFn(updateJobFn)
  return (values: JobFormInput) => {
    if (!id) return create({ data: values })
    const { status: _status, ...fields } = values
    return update({ data: { ...fields, id } })
  }
}
