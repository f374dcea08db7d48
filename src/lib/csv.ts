/*
 * The dashboard's CSV files (the applicants export, the reports): RFC 4180 cells and lines, UTF-8
 * with a BOM so that spreadsheets read Turkish letters, and no cell a spreadsheet would run.
 */

/** A cell that a spreadsheet would run as a formula gets a leading apostrophe. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export type CsvRow = (string | number | null | undefined)[]

/** RFC 4180 lines: each row's cells, each line ended by CRLF. */
export const csvLines = (rows: CsvRow[]) => rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')

/** RFC 4180: CRLF line ends, UTF-8 with a BOM so spreadsheets read Turkish letters. */
export function toCsv(rows: CsvRow[]): string {
  return `\uFEFF${csvLines(rows)}`
}
