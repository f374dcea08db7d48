import type { LinkComponentProps, RegisteredRouter, ValidateLinkOptions } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ArrowLink } from './arrow-link'

interface SectionHeadingProps<TMore> {
  /** The h2's id: the section around it is labelled by it. */
  id: string
  title: string
  intro?: string
  /** A link onward (its text as `children`), beside the heading from wider screens. */
  more?: TMore
}

/**
 * The heading of a wide public section (home, media center, about): the h2, an optional
 * introduction and a link to more.
 */
export function SectionHeading<TRouter extends RegisteredRouter, TOptions>(
  props: SectionHeadingProps<ValidateLinkOptions<TRouter, TOptions>>,
): ReactNode
export function SectionHeading({ id, title, intro, more }: SectionHeadingProps<LinkComponentProps>) {
  const heading = (
    <>
      <h2 id={id} className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
        {title}
      </h2>
      {intro ? <p className="mt-2 max-w-2xl text-muted">{intro}</p> : null}
    </>
  )
  return more ? (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>{heading}</div>
      <ArrowLink {...more} className="text-sm" />
    </div>
  ) : (
    heading
  )
}
