import { CalendarDays } from 'lucide-react'
import { type ComponentProps, useRef, useState } from 'react'
import { inputClass } from '~/components/ui/field'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { formatDateText, parseDateText } from '~/lib/date-text'

type InputProps = Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min'>

/**
 * A date (or, with `time`, a date and time) typed in the dashboard's language's order
 * (`src/lib/date-text.ts`), with a button that opens the browser's calendar. `value` is ISO
 * (`YYYY-MM-DD`, `YYYY-MM-DDTHH:mm`) or empty; `onChange` gets the ISO value of what was typed,
 * or the text itself when it names no date (the form's schema then says so). Without `onChange`
 * the text field submits under `name` as typed, and the list's search reader reads it.
 */
export function DateInput({
  value,
  onChange,
  time = false,
  min,
  className,
  ...input
}: InputProps & {
  value: string | undefined
  onChange?: (value: string) => void
  time?: boolean
  min?: string
}) {
  const { t, lang } = useTranslation('dashboard')
  const [text, setText] = useState(() => formatDateText(value ?? '', lang))
  const [shown, setShown] = useState(value)
  // A new value from outside (a reset, the URL) replaces what is typed.
  if (shown !== value) {
    setShown(value)
    setText(formatDateText(value ?? '', lang))
  }
  const picker = useRef<HTMLInputElement>(null)
  const commit = (next: string) => {
    const iso = next.trim() === '' ? '' : (parseDateText(next, { time }) ?? next)
    setShown(iso)
    onChange?.(iso)
  }
  return (
    <div className={cn('relative', className)}>
      <input
        {...input}
        type="text"
        inputMode={time ? 'text' : 'numeric'}
        autoComplete="off"
        placeholder={t(time ? 'dateField.formatTime' : 'dateField.format')}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value)
          commit(event.currentTarget.value)
        }}
        onBlur={(event) => {
          const iso = parseDateText(event.currentTarget.value, { time })
          if (iso) setText(formatDateText(iso, lang))
          input.onBlur?.(event)
        }}
        className={cn(inputClass, 'w-full pr-10')}
      />
      <input
        ref={picker}
        type={time ? 'datetime-local' : 'date'}
        tabIndex={-1}
        aria-hidden="true"
        min={min}
        value={parseDateText(text, { time }) ?? ''}
        onChange={(event) => {
          const iso = event.currentTarget.value
          setText(formatDateText(iso, lang))
          commit(iso)
        }}
        className="pointer-events-none absolute bottom-0 left-0 h-px w-px opacity-0"
      />
      <button
        type="button"
        aria-label={t('dateField.pick')}
        onClick={() => picker.current?.showPicker?.()}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <CalendarDays aria-hidden className="size-4" />
      </button>
    </div>
  )
}
