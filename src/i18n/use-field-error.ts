import type { FieldError } from 'react-hook-form'
import { useTranslation } from '~/i18n/use-translation'

/**
 * A field error as text. Schema messages are locale keys with an optional parameter after a
 * colon (`validation.minLength:2`, see src/lib/schema.ts); messages the server sent are already
 * in the visitor's language and pass through.
 */
export function useFieldError() {
  const { t } = useTranslation()
  return (error: FieldError | undefined) => {
    const message = error?.message
    if (!message) return undefined
    if (!message.startsWith('validation.')) return message
    const [key, param = ''] = message.split(':') as ['validation.required', string?]
    return t(key, { count: Number(param), defaultValue: t('validation.invalidValue') })
  }
}
