import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { toast } from 'sonner'
import { type FailureView, useFailureView } from './use-failure-view'
import { useSessionExpired } from './use-session-expired'

/**
 * The one way the dashboard writes: a mutation whose failures are shown the same everywhere.
 * Field messages go onto the form's fields (focus on the first); the code's message goes to the
 * form's `root.server` error, or to a toast when there is no form; an expired session leads to
 * the sign-in page. Successful writes invalidate the given query keys.
 */
export function useAppMutation<TVariables, TData, TForm extends FieldValues = FieldValues, TValues extends FieldValues = TForm>(options: {
  mutationFn: (variables: TVariables) => Promise<TData>
  /** `TValues`: what the form's resolver hands over, when a transform makes it differ from the fields. */
  form?: UseFormReturn<TForm, unknown, TValues>
  invalidate?: QueryKey[]
  onSuccess?: (data: TData, variables: TVariables) => void | Promise<void>
  onFailure?: (failure: FailureView) => void
}) {
  const queryClient = useQueryClient()
  const describe = useFailureView()
  const sessionExpired = useSessionExpired()
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: async (data, variables) => {
      await Promise.all((options.invalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })))
      await options.onSuccess?.(data, variables)
    },
    onError: (error) => {
      const failure = describe(error)
      if (failure.code === 'unauthorized') return sessionExpired()
      const form = options.form
      const known = form ? Object.keys(failure.fields ?? {}).filter((name) => name in form.getValues()) : []
      if (form && known.length > 0) {
        for (const name of known) form.setError(name as Path<TForm>, { type: 'server', message: failure.fields![name] })
        form.setFocus(known[0] as Path<TForm>)
        return
      }
      if (options.onFailure) return options.onFailure(failure)
      if (form) form.setError('root.server' as Path<TForm>, { type: failure.code, message: failure.message })
      else toast.error(failure.message)
    },
  })
}
