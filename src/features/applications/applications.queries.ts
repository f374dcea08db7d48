import { queryOptions } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import type { UseFormReturn } from 'react-hook-form'
import type { HrApplicationStatus } from '~/lib/enums'
import { useAppMutation } from '~/lib/use-app-mutation'
import {
  addApplicantNoteFn,
  answerFilterOptionsFn,
  bulkMoveApplicantsFn,
  deleteApplicantFn,
  getApplicantFn,
  getJobChoiceFn,
  getJobSourcesFn,
  getPipelineFn,
  previewBulkMoveFn,
  previewStageMailFn,
  templateChoicesFn,
  searchJobChoicesFn,
  listApplicantsFn,
  setApplicantStatusFn,
} from './applications.functions'
import type { FailureView } from '~/lib/use-failure-view'
import type {
  AddApplicantNoteInput,
  BulkMoveInput,
  BulkMoveResult,
  BulkSelection,
  SetApplicantStatusInput,
  StatusChange,
} from './applications.schemas'
import type { ApplicantListSearch } from './applications.search'

export const applicantQueries = {
  all: ['dashboard', 'applicants'] as const,
  list: (search: ApplicantListSearch) =>
    queryOptions({ queryKey: [...applicantQueries.all, 'list', search], queryFn: () => listApplicantsFn({ data: search }) }),
  jobChoices: (q: string) =>
    queryOptions({
      queryKey: [...applicantQueries.all, 'job-choices', q],
      queryFn: () => searchJobChoicesFn({ data: { q } }),
      staleTime: 30_000,
    }),
  /** The job of the URL's filter, or null (none chosen, or unknown). */
  jobChoice: (id: string | undefined) =>
    queryOptions({
      queryKey: [...applicantQueries.all, 'job-choice', id ?? null],
      queryFn: () => (id ? getJobChoiceFn({ data: { id } }) : null),
    }),
  /** The answer filter's choices for the URL's job (none without one). */
  answerChoices: (job: string | undefined) =>
    queryOptions({
      queryKey: [...applicantQueries.all, 'answer-choices', job ?? null],
      queryFn: () => (job ? answerFilterOptionsFn({ data: { id: job } }) : []),
    }),
  /** docs/product.md §15.2: the filtered job's share links and applications per source; null without a job. */
  jobSources: (id: string | undefined) =>
    queryOptions({
      queryKey: [...applicantQueries.all, 'job-sources', id ?? null],
      queryFn: () => (id ? getJobSourcesFn({ data: { id } }) : null),
    }),
  /** A job's pipeline board (decision 045); null when the job is unknown. */
  pipeline: (jobId: string) =>
    queryOptions({ queryKey: [...applicantQueries.all, 'pipeline', jobId], queryFn: () => getPipelineFn({ data: { id: jobId } }) }),
  /** The e-mail templates the move dialog offers (decision 048). */
  templateChoices: () =>
    queryOptions({ queryKey: [...applicantQueries.all, 'template-choices'], queryFn: () => templateChoicesFn(), staleTime: 60_000 }),
  /** A template's mail to one application, as it would be sent. */
  stageMailPreview: (input: { id: string; status: HrApplicationStatus; templateId: string }) =>
    queryOptions({ queryKey: [...applicantQueries.all, 'stage-mail', input], queryFn: () => previewStageMailFn({ data: input }) }),
  /** What a bulk move would do (decision 049): its counts and the first person's mail. */
  bulkPreview: (input: { selection: BulkSelection; status: HrApplicationStatus; templateId?: string }) =>
    queryOptions({ queryKey: [...applicantQueries.all, 'bulk-preview', input], queryFn: () => previewBulkMoveFn({ data: input }) }),
  detail: (id: string) =>
    queryOptions({ queryKey: [...applicantQueries.all, 'detail', id], queryFn: () => getApplicantFn({ data: { id } }) }),
}

type Done<TData, TVariables> = (data: TData, variables: TVariables) => void | Promise<void>

/** Moves an application to another stage (the board, the applicant page, the move dialog); `onSuccess` gets what the move did. */
export function useMoveApplicant(onSuccess: Done<StatusChange, SetApplicantStatusInput>, onFailure?: (failure: FailureView) => void) {
  const set = useServerFn(setApplicantStatusFn)
  return useAppMutation({
    mutationFn: (data: SetApplicantStatusInput) => set({ data }),
    invalidate: [applicantQueries.all],
    onSuccess,
    onFailure,
  })
}

export function useAddApplicantNote(form: UseFormReturn<AddApplicantNoteInput>, onSuccess: Done<unknown, AddApplicantNoteInput>) {
  const add = useServerFn(addApplicantNoteFn)
  return useAppMutation({ mutationFn: (data: AddApplicantNoteInput) => add({ data }), form, invalidate: [applicantQueries.all], onSuccess })
}

export function useDeleteApplicant(onSuccess: Done<unknown, string>) {
  const remove = useServerFn(deleteApplicantFn)
  return useAppMutation({ mutationFn: (id: string) => remove({ data: { id } }), onSuccess })
}

/** Moves a selection of applications (decision 049); `onSuccess` gets what the move did. */
export function useBulkMove(onSuccess: Done<BulkMoveResult, BulkMoveInput>, onFailure?: (failure: FailureView) => void) {
  const move = useServerFn(bulkMoveApplicantsFn)
  return useAppMutation({
    mutationFn: (data: BulkMoveInput) => move({ data }),
    invalidate: [applicantQueries.all],
    onSuccess,
    onFailure,
  })
}
