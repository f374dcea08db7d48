import { useServerFn } from '@tanstack/react-start'
import type { UseFormReturn } from 'react-hook-form'
import type { ApplicationStatus } from '~/lib/enums'
import { useAppMutation } from '~/lib/use-app-mutation'
import { addApplicantNoteFn, deleteApplicantFn, setApplicantStatusFn } from './applicants.functions'
import { applicantQueries } from './applicants.queries'
import type { AddApplicantNoteInput } from './applicants.schemas'

type Done<TData, TVariables> = (data: TData, variables: TVariables) => void | Promise<void>

export function useSetApplicantStatus(id: string, onSuccess: Done<{ status: ApplicationStatus }, ApplicationStatus>) {
  const set = useServerFn(setApplicantStatusFn)
  return useAppMutation({
    mutationFn: (status: ApplicationStatus) => set({ data: { id, status } }),
    invalidate: [applicantQueries.all],
    onSuccess,
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
