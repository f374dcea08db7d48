import type { FieldError } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

/** Zod messages are locale keys (validation.*); this turns one into text. */
export function useFieldError() {
  const { t } = useTranslation()
  return (error: FieldError | undefined, params: { min?: number } = {}) => {
    if (!error?.message) return undefined
    const key = error.message as 'validation.required'
    return t(key, { defaultValue: t('validation.required'), ...params })
  }
}
