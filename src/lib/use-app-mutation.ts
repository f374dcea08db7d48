import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { type ErrorCode, errorCodeOf, RequestError } from './errors'
import { useSessionExpired } from './use-session-expired'

export interface FailureView {
  code: ErrorCode | 'network'
  /** A sentence in the visitor's language, with the request id when the server had a fault. */
  message: string
  fields?: Record<string, string>
}

/** What a failed call means for the person who made it. */
export function useFailureView() {
  const { t } = useTranslation()
  return (error: unknown): FailureView => {
    const code = errorCodeOf(error)
    if (!code) return { code: 'network', message: t('errors.network') }
    const request = error instanceof RequestError ? error : undefined
    const minutes = Math.max(1, Math.ceil((request?.retryAfterSeconds ?? 60) / 60))
    let message = t(`errors.${code}`, { minutes, defaultValue: request?.serverMessage ?? t('errors.internal') })
    if (request?.requestId && code === 'internal') message = `${message} ${t('errors.reference', { requestId: request.requestId })}`
    return { code, message, fields: request?.fields }
  }
}

/**
 * The one way the dashboard writes: a mutation whose failures are shown the same everywhere.
 * Field messages go onto the form's fields (focus on the first); the code's message goes to the
 * form's `root.server` error, or to a toast when there is no form; an expired session leads to
 * the sign-in page. Successful writes invalidate the given query keys.
 */
export function useAppMutation<TVariables, TData, TForm extends FieldValues = FieldValues>(options: {
  mutationFn: (variables: TVariables) => Promise<TData>
  form?: UseFormReturn<TForm>
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
