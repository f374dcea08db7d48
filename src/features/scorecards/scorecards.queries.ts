import { queryOptions } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import type { UseFormReturn } from 'react-hook-form'
import { useAppMutation } from '~/lib/use-app-mutation'
import { getApplicationScorecardsFn, saveScorecardFn } from './scorecards.functions'
import type { SaveScorecardInput, SaveScorecardValues } from './scorecards.schemas'

/*
 * The key sits under the interviews' (`['dashboard', 'interviews']`): scheduling, rescheduling or
 * cancelling an interview invalidates that key, and the scorecards follow without the two
 * features importing each other (decision 050).
 */
export const scorecardQueries = {
  all: ['dashboard', 'interviews', 'scorecards'] as const,
  ofApplication: (applicationId: string) =>
    queryOptions({
      queryKey: [...scorecardQueries.all, applicationId],
      queryFn: () => getApplicationScorecardsFn({ data: { applicationId } }),
    }),
}

export function useSaveScorecard(
  form: UseFormReturn<SaveScorecardInput, unknown, SaveScorecardValues>,
  onSuccess: (values: SaveScorecardValues) => void,
) {
  const save = useServerFn(saveScorecardFn)
  return useAppMutation({
    mutationFn: (data: SaveScorecardValues) => save({ data }),
    form,
    // The home's activity lists the submission.
    invalidate: [scorecardQueries.all, ['dashboard', 'overview']],
    onSuccess: (_, values) => onSuccess(values),
  })
}
