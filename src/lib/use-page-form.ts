import { type FormEvent, useState } from 'react'
import type { PostedForm } from './posted-form'
import { type FailureView, useFailureView } from './use-failure-view'

/**
 * The enhancement of a public form (src/lib/server/page-form.ts): with scripts, a submit stays
 * on the page and calls `submit` with the form; its failure shows in place, in the page's
 * language, with the focus on the first field in error. A failure the server rendered the page
 * with (the form posted before the scripts loaded) is the starting state, so the server's and
 * the browser's first render agree. No form or schema library: public pages stay light.
 */
export function usePageForm<T>(options: {
  posted?: PostedForm | null
  submit: (form: HTMLFormElement) => Promise<T>
  onSuccess: (result: T) => void | Promise<void>
  onFailure?: (failure: FailureView, form: HTMLFormElement) => void
}) {
  const describe = useFailureView()
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<FailureView | undefined>(() => {
    const error = options.posted?.error
    return error ? { code: error.code, message: error.message, fields: error.fields } : undefined
  })

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const form = event.currentTarget
    setPending(true)
    setFailure(undefined)
    try {
      await options.onSuccess(await options.submit(form))
    } catch (error) {
      const view = describe(error)
      setFailure(view)
      const first = Object.keys(view.fields ?? {})
        .map((name) => form.elements.namedItem(name))
        .find((field): field is HTMLInputElement => field instanceof HTMLElement)
      first?.focus()
      options.onFailure?.(view, form)
    } finally {
      setPending(false)
    }
  }

  return {
    pending,
    failure,
    /** The message of a field, when the last attempt failed on it. */
    fieldError: (name: string) => failure?.fields?.[name],
    /** The failure's sentence when it is not about single fields. */
    formError: failure && !failure.fields ? failure.message : undefined,
    onSubmit,
  }
}
