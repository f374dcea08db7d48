const marks: Record<string, string | undefined> = {
  integrity: 'M12 3 4 6v6c0 5 3.4 8.6 8 9.9 4.6-1.3 8-4.9 8-9.9V6l-8-3Zm-3 9 2 2 4-4',
  innovation: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3Z',
  excellence: 'm12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3Z',
  inclusiveness:
    'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm13 10v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8',
  sustainability: 'M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.5 19 2c1 2 2 4.2 2 8 0 5.5-4.8 10-10 10Zm-9 1c0-3 1.9-5.4 5.1-6',
}

/** The five core values (docs/product.md §3), each with its mark. */
export function CoreValuesList({ values }: { values: ReadonlyArray<{ key: string; title: string; text: string }> }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
      {values.map((value) => (
        <li key={value.key} className="flex flex-col rounded-xl border border-line bg-white p-6">
          <svg
            aria-hidden
            focusable="false"
            viewBox="0 0 24 24"
            className="size-9 rounded-lg bg-brand-50 p-1.5 text-brand-700"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            {/* A value an editor added has a key of its own: it gets the star. */}
            <path d={marks[value.key] ?? marks.excellence} />
          </svg>
          <h3 className="mt-4 text-lg font-semibold text-ink">{value.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted">{value.text}</p>
        </li>
      ))}
    </ul>
  )
}
