import { createLink } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, Ref } from 'react'
import { cn } from '~/lib/cn'
import { ArrowRightIcon } from './page-icons'

function ArrowAnchor({ className, children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> }) {
  return (
    <a
      {...props}
      className={cn('inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline', className)}
    >
      {children}
      <ArrowRightIcon className="size-4" />
    </a>
  )
}

/** A public page's link onward to more ("all press releases →"): a router link with the arrow after its text. */
export const ArrowLink = createLink(ArrowAnchor)
