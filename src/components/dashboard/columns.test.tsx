// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatDateTime } from '~/lib/format'
import { dateColumn, statusColumn, TruncatedText } from './columns'
import { type DataColumn, DataTable } from './data-table'
import { SelectField, SubmitButton, TextField, useFormFields } from './form-fields'

vi.mock('@tanstack/react-router', () => ({ useParams: () => ({ lang: 'en' }) }))
vi.mock('~/i18n/use-translation', () => ({ useTranslation: () => ({ t: (key: string) => key, ready: true }) }))

afterEach(cleanup)

interface Row {
  id: string
  name: string
  status: 'open' | 'shut'
  seenAt: string | null
}
const rows: Row[] = [
  { id: '1', name: 'Ayşe', status: 'open', seenAt: '2026-03-04T09:30:00.000Z' },
  { id: '2', name: 'Mehmet', status: 'shut', seenAt: null },
]

/** The rows in a table whose only column is `column`. */
const renderColumn = (column: DataColumn<Row>) =>
  render(<DataTable caption="People" rows={rows} rowHeader={{ header: 'Name', cell: (row) => row.name }} columns={[column]} />)

describe('column factories', () => {
  it('a date column shows the day in a <time> with the exact time on hover, and the fallback where there is no date', () => {
    renderColumn(dateColumn({ field: 'seenAt', header: 'Seen', style: 'date', exactOnHover: true, fallback: 'Never' }))
    const [first, second] = screen.getAllByRole('row').slice(1)
    const time = within(first!).getByText(formatDateTime(rows[0]!.seenAt!, 'en', 'date'))
    expect(time.tagName).toBe('TIME')
    expect(time.getAttribute('datetime')).toBe(rows[0]!.seenAt)
    expect(time.getAttribute('title')).toBe(formatDateTime(rows[0]!.seenAt!, 'en'))
    expect(within(second!).getByRole('cell').textContent).toBe('Seen: Never')
  })

  it('a status column words each row by its status in its tone', () => {
    renderColumn(statusColumn('Status', { open: 'success', shut: 'neutral' }, (status) => `is ${status}`))
    expect(screen.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Status: is open', 'Status: is shut'])
  })

  it('a truncated text keeps the whole text in its tooltip', () => {
    render(<TruncatedText text="a-very-long-name@example.com" className="md:block" />)
    expect(screen.getByText('a-very-long-name@example.com').getAttribute('title')).toBe('a-very-long-name@example.com')
  })
})

describe('form fields', () => {
  it('useFormFields binds a field by name: its label, its registration and its error, wired for assistive technology', () => {
    let form: UseFormReturn<{ city: string; size: 'S' | 'L' }> | undefined
    const Fields = () => {
      form = useForm<{ city: string; size: 'S' | 'L' }>({ defaultValues: { city: '', size: 'S' } })
      const field = useFormFields(form, { label: (name) => `Label of ${name}`, errorText: (error) => error?.message })
      return (
        <>
          <TextField {...field('city')} hint="Where" />
          <SelectField {...field('size')} values={['S', 'L'] as const} optionLabel={(size) => `Size ${size}`} />
        </>
      )
    }
    render(<Fields />)
    act(() => form!.setError('city', { message: 'Say where' }))
    expect(screen.getByText('Say where')).toBeTruthy()
    const city = screen.getByRole('textbox', { name: 'Label of city' })
    expect(city.getAttribute('aria-invalid')).toBe('true')
    expect(city.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2)
    const size = screen.getByRole('combobox', { name: 'Label of size' })
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Size S', 'Size L'])
    fireEvent.change(size, { target: { value: 'L' } })
    expect(form!.getValues('size')).toBe('L')
  })

  it('a submit button is busy and reworded while pending', () => {
    const { rerender } = render(
      <SubmitButton pending={false} pendingLabel="Saving…">
        Save
      </SubmitButton>,
    )
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false)
    rerender(
      <SubmitButton pending pendingLabel="Saving…">
        Save
      </SubmitButton>,
    )
    const button = screen.getByRole('button', { name: 'Saving…' })
    expect(button.hasAttribute('disabled')).toBe(true)
    expect(button.getAttribute('aria-busy')).toBe('true')
  })
})
