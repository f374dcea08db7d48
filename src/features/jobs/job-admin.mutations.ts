import { useServerFn } from '@tanstack/react-start'
import { createJobFn, updateJobFn } from './job-admin.functions'
import type { JobFormInput } from './job-admin.schemas'

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
