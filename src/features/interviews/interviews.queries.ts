import { queryOptions } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import type { UseFormReturn } from 'react-hook-form'
import { useAppMutation } from '~/lib/use-app-mutation'
import { cancelInterviewFn, getApplicationInterviewsFn, saveInterviewFn } from './interviews.functions'
import type { SaveInterviewInput, SaveInterviewValues } from './interviews.schemas'

export const interviewQueries = {
  all: ['dashboard', 'interviews'] as const,
  ofApplication: (applicationId: string) =>
    queryOptions({
      queryKey: [...interviewQueries.all, 'application', applicationId],
      queryFn: () => getApplicationInterviewsFn({ data: { applicationId } }),
    }),
}

// The dashboard home lists interviews too: its overview is refreshed with them.
const refreshed = [interviewQueries.all, ['dashboard', 'overview']]

export function useSaveInterview(form: UseFormReturn<SaveInterviewInput, unknown, SaveInterviewValues>, onSuccess: () => void) {
  const save = useServerFn(saveInterviewFn)
  return useAppMutation({ mutationFn: (data: SaveInterviewValues) => save({ data }), form, invalidate: refreshed, onSuccess })
}

export function useCancelInterview(onSuccess: () => void) {
  const cancel = useServerFn(cancelInterviewFn)
  return useAppMutation({ mutationFn: (id: string) => cancel({ data: { id } }), invalidate: refreshed, onSuccess })
}
