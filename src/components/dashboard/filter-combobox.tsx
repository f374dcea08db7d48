import { useQuery } from '@tanstack/react-query'
import { ChevronDown, X } from 'lucide-react'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { inputClass } from '~/components/ui/field'
import { useApplyFilters, useUrlValue } from '~/components/ui/filter-select'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { LIST_SEARCH_MAX } from '~/lib/list-search'

export interface ComboboxChoice {
  value: string
  label: string
}

/** How long typing pauses before the server is asked. */
const TYPING_PAUSE_MS = 200

/** `text`, once it has stayed the same for `ms`: a search asks the server when typing pauses. */
export function useSettled(text: string, ms: number): string {
  const [settled, setSettled] = useState(text)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms)
    return () => clearTimeout(timer)
  }, [text, ms])
  return settled
}

/**
 * A filter whose choices grow with the data (a list's job): a searchable combobox fed by the
 * server (decision 038, the WAI-ARIA combobox pattern with a list popup). Typing asks `choices`
 * for what matches, after a short pause; ↓ and ↑ move through them, Enter or a click chooses and
 * applies the filter, Escape closes the list (again: puts back the chosen one's name). "All"
 * (or the clear button) removes the choice. The chosen value travels in a hidden field named
 * `name`, so the form sends it with or without scripts; `chosenLabel` names it.
 */
export function FilterComboboxField({
  label,
  name,
  value,
  chosenLabel,
  choices,
  queryKey,
}: {
  label: string
  name: string
  value: string | undefined
  chosenLabel: string | undefined
  /** The choices matching what was typed (at most a screenful). */
  choices: (text: string) => Promise<ComboboxChoice[]>
  /** Names this field's answers in the query cache, with the text asked for. */
  queryKey: readonly unknown[]
}) {
  const { t } = useTranslation('dashboard')
  const { t: tc } = useTranslation()
  const id = useId()
  const listId = `${id}-list`
  const applyFilters = useApplyFilters()
  const input = useRef<HTMLInputElement>(null)
  const [chosen, setChosen] = useUrlValue(value)
  const [text, setText] = useUrlValue(chosenLabel)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const asked = useSettled(text.trim(), TYPING_PAUSE_MS)
  // The chosen job's own name asks for the newest jobs: the list shows what else there is.
  const query = asked === (chosenLabel ?? '') ? '' : asked
  const found = useQuery({ queryKey: [...queryKey, query], queryFn: () => choices(query), enabled: open, staleTime: 30_000 })
  // "All" leads the newest jobs; under typed text, only the matches.
  const options: ComboboxChoice[] = [...(query === '' ? [{ value: '', label: tc('list.all') }] : []), ...(found.data ?? [])]
  const settling = text.trim() !== asked

  const apply = (next: ComboboxChoice) => {
    setChosen(next.value)
    setText(next.value ? next.label : '')
    setOpen(false)
    setActive(-1)
    const form = input.current?.form
    // The hidden field holds the new value only after this render: apply once it has it.
    if (form && applyFilters) setTimeout(() => applyFilters(form))
  }
  const close = () => {
    setOpen(false)
    setActive(-1)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault()
        if (!open) setOpen(true)
        const step = event.key === 'ArrowDown' ? 1 : -1
        setActive((current) => (current + step + options.length) % options.length)
        return
      }
      case 'Enter':
        if (open && active >= 0 && options[active]) {
          event.preventDefault()
          apply(options[active])
        }
        return
      case 'Escape':
        if (open) {
          event.preventDefault()
          close()
        } else if (text !== (chosenLabel ?? '')) {
          event.preventDefault()
          setText(chosen ? (chosenLabel ?? '') : '')
        }
        return
    }
  }

  const status =
    settling || found.isFetching
      ? t('combobox.searching')
      : found.isError
        ? t('combobox.failed')
        : found.data?.length === 0
          ? t('combobox.none')
          : ''
  return (
    <div className="relative flex flex-col gap-1.5 text-sm font-medium text-ink">
      <label htmlFor={id}>{label}</label>
      <input type="hidden" name={name} value={chosen} />
      <div className="relative">
        <input
          ref={input}
          id={id}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          spellCheck={false}
          maxLength={LIST_SEARCH_MAX}
          placeholder={tc('list.all')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value)
            setOpen(true)
            setActive(-1)
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => {
            close()
            // Emptied by hand: no job. Otherwise the field shows the chosen job again.
            if (text.trim() === '' && chosen) apply({ value: '', label: '' })
            else setText(chosen ? (chosenLabel ?? '') : '')
          }}
          onKeyDown={onKeyDown}
          className={cn(inputClass, 'pr-16')}
        />
        <span className="pointer-events-none absolute inset-y-0 right-2 flex items-center gap-1 text-muted">
          {chosen ? (
            <button
              type="button"
              aria-label={t('combobox.clear', { label })}
              className="pointer-events-auto rounded p-1 hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand-600"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                apply({ value: '', label: '' })
                input.current?.focus()
              }}
            >
              <X aria-hidden className="size-4" />
            </button>
          ) : null}
          <ChevronDown aria-hidden className="size-4" />
        </span>
      </div>
      {open ? (
        <div className="absolute top-full left-0 z-20 mt-1 max-h-72 w-max max-w-[min(28rem,calc(100vw-2rem))] min-w-full overflow-auto rounded-md border border-line bg-white py-1 shadow-lg">
          <ul id={listId} role="listbox" aria-label={label}>
            {options.map((option, index) => (
              <li
                key={option.value || 'all'}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={option.value === chosen}
                // Keeps the focus in the field: the click chooses, the field stays where the keyboard is.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => apply(option)}
                className={cn(
                  'cursor-pointer px-3 py-2 font-normal',
                  index === active ? 'bg-brand-50 text-brand-800' : 'text-ink',
                  option.value === chosen && 'font-semibold',
                )}
              >
                {option.label}
              </li>
            ))}
          </ul>
          {status ? (
            <p aria-hidden className="px-3 py-2 font-normal text-muted">
              {status}
            </p>
          ) : null}
        </div>
      ) : null}
      <span role="status" className="sr-only">
        {open ? status : ''}
      </span>
    </div>
  )
}
