import { useTranslation } from '~/i18n/use-translation'
import { type ErrorCode, errorCodeOf, RequestError } from './errors'

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
    // The server names both addresses of a wrong origin; the browser knows only one of them.
    let message =
      code === 'wrong_origin' && request?.serverMessage
        ? request.serverMessage
        : t(`errors.${code}`, { count: minutes, defaultValue: request?.serverMessage ?? t('errors.internal') })
    if (request?.requestId && code === 'internal') message = `${message} ${t('errors.reference', { requestId: request.requestId })}`
    return { code, message, fields: request?.fields }
  }
}
