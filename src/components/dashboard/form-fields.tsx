import type { ComponentProps } from 'react'
import { type FieldError, type FieldValues, get, type Path, type RegisterOptions, useController, type UseFormReturn } from 'react-hook-form'
import { Button, type ButtonProps } from '~/components/ui/button'
import { Field, Input, inputClass } from '~/components/ui/field'
import { useFieldError } from '~/i18n/use-field-error'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { DateInput } from './date-field'
import type { EntityFormWords } from './entity-form-parts'

/*
 * The labelled fields of the dashboard's forms (decision 025): a `Field` (label, hint, error wired
 * through aria-describedby) around one control, so a form lists its fields and their
 * registrations (`{...form.register('name')}`) instead of restating the render prop.
 */

interface FieldWords {
  label: string
  hint?: string
  error?: string
  /** Classes of the field in its grid (`sm:col-span-2`). */
  fieldClassName?: string
}

/** A labelled text input; the rest of the props go to the `<input>`. */
export function TextField({ label, hint, error, fieldClassName, ...input }: FieldWords & ComponentProps<'input'>) {
  return (
    <Field label={label} hint={hint} error={error} className={fieldClassName}>
      {(p) => <Input {...p} {...input} />}
    </Field>
  )
}

/** A labelled whole-number input (an order, a count): the numeric keyboard, steps of one. */
export function WholeNumberField(props: FieldWords & ComponentProps<'input'>) {
  return <TextField {...props} type="number" inputMode="numeric" step={1} />
}

/**
 * A labelled date (with `time`, date and time) of a react-hook-form form, typed in the language's
 * order (`DateInput`); the form's value is ISO, or the typed text when it names no date.
 */
export function DateField<F extends FieldValues, V extends FieldValues>({
  form,
  name,
  label,
  hint,
  error,
  fieldClassName,
  time,
  min,
}: FieldWords & { form: UseFormReturn<F, unknown, V>; name: Path<F>; time?: boolean; min?: string }) {
  const { field } = useController({ control: form.control, name })
  return (
    <Field label={label} hint={hint} error={error} className={fieldClassName}>
      {(p) => (
        <DateInput
          {...p}
          ref={field.ref}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          time={time}
          min={min}
        />
      )}
    </Field>
  )
}

/** A labelled text area of a few rows; the rest of the props go to the `<textarea>`. */
export function TextAreaField({ label, hint, error, fieldClassName, className, ...textarea }: FieldWords & ComponentProps<'textarea'>) {
  return (
    <Field label={label} hint={hint} error={error} className={fieldClassName}>
      {(p) => <textarea {...p} {...textarea} className={cn(inputClass, 'h-auto py-2', className)} />}
    </Field>
  )
}

/** A labelled select of `values`, each worded by `optionLabel` (typed by the values, so no cast); the rest goes to the `<select>`. */
export function SelectField<V extends string>({
  label,
  hint,
  error,
  fieldClassName,
  values,
  optionLabel,
  ...select
}: FieldWords & { values: readonly V[]; optionLabel: (value: V) => string } & Omit<ComponentProps<'select'>, 'children'>) {
  return (
    <Field label={label} hint={hint} error={error} className={fieldClassName}>
      {(p) => (
        <select {...p} {...select} className={inputClass}>
          <SelectOptions values={values} label={optionLabel} />
        </select>
      )}
    </Field>
  )
}

/** A select's options: each value, worded by `label`. */
export function SelectOptions<V extends string>({ values, label }: { values: readonly V[]; label: (value: V) => string }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ))
}

/** A form's submit button: disabled and busy while `pending`, when it says `pendingLabel` instead of its label. */
export function SubmitButton({ pending, pendingLabel, children, ...props }: ButtonProps & { pending: boolean; pendingLabel: string }) {
  return (
    <Button {...props} type="submit" disabled={pending} aria-busy={pending}>
      {pending ? pendingLabel : children}
    </Button>
  )
}

/**
 * A field error of an entity form as text: a message key of the feature's namespace
 * (`jobAdmin.validation.…`, from its schema) in its words, any other through `useFieldError`.
 */
export function useFormErrorText(words: EntityFormWords) {
  const { t } = useTranslation(words)
  const fieldError = useFieldError()
  const prefix = `${words}.`
  return (error: FieldError | undefined) =>
    error?.message?.startsWith(prefix) ? t(error.message.slice(prefix.length) as Parameters<typeof t>[0]) : fieldError(error)
}

/**
 * A form's fields by name: `field('city')` is the field's registration, its label (`label` of the
 * name) and its error as text, to spread on a `TextField`, `TextAreaField` or `SelectField` (a prop
 * after the spread overrides it). Read while rendering, so the errors stay current.
 */
export function useFormFields<F extends FieldValues, V extends FieldValues>(
  form: UseFormReturn<F, unknown, V>,
  words: { label: (name: Path<F>) => string; errorText?: (error: FieldError | undefined) => string | undefined },
) {
  const fieldError = useFieldError()
  const errorText = words.errorText ?? fieldError
  const { errors } = form.formState
  return (name: Path<F>, options?: RegisterOptions<F, Path<F>>) => {
    // The starting value as an attribute too, so the server's HTML shows it before the form's
    // script sets it (a registered input is uncontrolled: its value arrives with the ref).
    const start: unknown = get(form.formState.defaultValues, name)
    return {
      ...form.register(name, options),
      ...(typeof start === 'string' || typeof start === 'number' ? { defaultValue: start } : {}),
      label: words.label(name),
      error: errorText(get(errors, name)),
    }
  }
}

/** `useFormFields` of an entity form: each field's label is `form.<its name>` in the feature's words, its errors in them too. */
export function useEntityFields<F extends FieldValues, V extends FieldValues>(form: UseFormReturn<F, unknown, V>, words: EntityFormWords) {
  const { t } = useTranslation(words)
  const errorText = useFormErrorText(words)
  // src/i18n/locales.test.ts checks that both languages have every key.
  const field = useFormFields(form, { label: (name) => t(`form.${name}` as Parameters<typeof t>[0]), errorText })
  return { field, errorText }
}
