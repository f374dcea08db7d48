import type { ReactNode } from 'react'

/**
 * A region of a public page named by its own visible heading: the `section` (or, for a group of
 * links, the `nav`) is labelled by the h2 it starts with, so the landmark and the heading never
 * drift apart.
 */
export function TitledSection({
  as: Region = 'section',
  id,
  title,
  headingClassName,
  className,
  children,
}: {
  as?: 'section' | 'nav'
  /** The heading's id, unique on the page. */
  id: string
  title: ReactNode
  headingClassName: string
  className?: string
  children: ReactNode
}) {
  return (
    <Region aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </Region>
  )
}
