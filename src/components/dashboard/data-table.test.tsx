// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DataTable } from './data-table'
import { FilterSelectField, ListFilterForm } from './filter-form'

const navigate = vi.fn()
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }))
vi.mock('~/i18n/use-translation', () => ({ useTranslation: () => ({ t: (key: string) => key, ready: true }) }))

afterEach(() => {
  cleanup()
  navigate.mockReset()
})

interface Row {
  id: string
  name: string
  city: string
}
const rows: Row[] = [
  { id: '1', name: 'Ayşe', city: 'İstanbul' },
  { id: '2', name: 'Mehmet', city: 'Ankara' },
]

describe('DataTable', () => {
  it('renders a captioned table: column headers, a row header per row, each cell naming its column, a menu per row', () => {
    render(
      <DataTable
        caption="People"
        rows={rows}
        rowHeader={{ header: 'Name', cell: (row) => row.name }}
        columns={[{ key: 'city', header: 'City', cell: (row) => row.city }]}
        actions={{ header: 'Actions', label: (row) => `Actions for ${row.name}`, items: () => null }}
      />,
    )
    const table = screen.getByRole('table', { name: 'People' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'City', 'Actions'])
    const rowHeaders = within(table).getAllByRole('rowheader')
    expect(rowHeaders.map((th) => th.textContent)).toEqual(['Ayşe', 'Mehmet'])
    expect(within(table).getAllByRole('cell')[0]!.textContent).toBe('City: İstanbul')
    expect(screen.getByRole('button', { name: 'Actions for Mehmet' })).toBeTruthy()
  })

  it('is valid HTML: no ARIA table role on a real table part (the Nu Html Checker refuses role on tr, th and td of a table)', () => {
    const { container } = render(
      <DataTable
        caption="People"
        rows={rows}
        rowHeader={{ header: 'Name', cell: (row) => row.name }}
        columns={[{ key: 'city', header: 'City', cell: (row) => row.city, hideOnMobile: true }]}
        actions={{ header: 'Actions', label: (row) => `Actions for ${row.name}`, items: () => null }}
      />,
    )
    expect(container.querySelectorAll('table [role], table[role], tr, th, td')).toHaveLength(0)
    // Every ARIA table role the layout needs is present, each where ARIA allows it.
    const table = screen.getByRole('table', { name: 'People' })
    for (const group of within(table).getAllByRole('rowgroup')) expect(group.parentElement).toBe(table)
    for (const row of within(table).getAllByRole('row')) expect(row.parentElement!.getAttribute('role')).toBe('rowgroup')
    for (const cell of [
      ...within(table).getAllByRole('cell'),
      ...within(table).getAllByRole('rowheader'),
      ...within(table).getAllByRole('columnheader'),
    ])
      expect(cell.parentElement!.getAttribute('role')).toBe('row')
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('shows the empty state instead of a table when there are no rows', () => {
    render(
      <DataTable
        caption="People"
        rows={[]}
        rowHeader={{ header: 'Name', cell: (row: Row) => row.name }}
        columns={[]}
        empty={<p>Nobody yet.</p>}
      />,
    )
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.getByText('Nobody yet.')).toBeTruthy()
  })
})

describe('ListFilterForm', () => {
  const read = (values: Partial<Record<string, string>>) => ({ city: values.city === 'Ankara' ? ('Ankara' as const) : undefined })

  it('is a GET search form whose fields go through the reader into the URL, back to page 1', () => {
    render(
      <ListFilterForm search={{ city: undefined }} read={read}>
        <FilterSelectField label="City" name="city" value={undefined} options={[{ value: 'Ankara', label: 'Ankara' }]} />
      </ListFilterForm>,
    )
    const form = screen.getByRole('search')
    expect(form.getAttribute('method')).toBe('get')
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Ankara' } })
    expect(navigate).toHaveBeenLastCalledWith({ to: '.', search: { city: 'Ankara', page: undefined } })
    fireEvent.submit(form)
    expect(navigate).toHaveBeenCalledTimes(2)
  })
})
