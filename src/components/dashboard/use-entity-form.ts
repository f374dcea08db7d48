import type { QueryKey } from '@tanstack/react-query'
import { useBlocker } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { useAppMutation } from '~/lib/use-app-mutation'

/**
 * The save of a dashboard entity form (decision 025), around react-hook-form and
 * `useAppMutation` (decision 005):
 * - unsaved changes: leaving the page (a link, back, closing the tab) asks first;
 * - the server's field messages land on the fields (focus on the first), any other failure on
 *   the form's `root.server` error;
 * - after a save, `onSaved` runs (a toast, the navigation) with the blocker already off — or, when
 *   `stay` says so, the saved values become the form's new starting point and the page stays;
 * - `saved` is true after a save until the next edit (a "Saved" line).
 */
export function useEntityForm<TForm extends FieldValues, TVariables, TData, TValues extends FieldValues = TForm>(options: {
  /** The form; `TValues` is what its resolver hands over (a zod transform), when it differs. */
  form: UseFormReturn<TForm, unknown, TValues>
  mutationFn: (variables: TVariables) => Promise<TData>
  invalidate?: QueryKey[]
  /** The question before leaving with unsaved changes. */
  unsavedMessage: string
  onSaved: (data: TData, variables: TVariables) => void | Promise<void>
  /** Keep editing after this save (an existing entity saved in place); otherwise `onSaved` leaves. */
  stay?: (data: TData, variables: TVariables) => boolean
}) {
  const { form } = options
  const { isDirty } = form.formState
  const leaving = useRef(false)
  const [savedOnce, setSavedOnce] = useState(false)
  const unsaved = () => isDirty && !leaving.current
  useBlocker({ shouldBlockFn: () => unsaved() && !window.confirm(options.unsavedMessage), enableBeforeUnload: unsaved })

  const save = useAppMutation({
    mutationFn: options.mutationFn,
    form,
    invalidate: options.invalidate,
    onSuccess: async (data, variables) => {
      if (options.stay?.(data, variables)) form.reset(form.getValues())
      else leaving.current = true
      setSavedOnce(true)
      await options.onSaved(data, variables)
    },
  })
  return { save, saved: savedOnce && !isDirty && !save.isPending, unsaved }
}
