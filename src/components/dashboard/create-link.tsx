import { Link, type LinkProps } from '@tanstack/react-router'
import { Plus } from 'lucide-react'

/** A list page's "New …" action in its header: a link styled as the primary button. */
export function CreateLink({ label, ...link }: LinkProps & { label: string }) {
  return (
    <Link
      {...link}
      className="inline-flex h-10 items-center justify-center gap-2 rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
    >
      <Plus aria-hidden className="size-4" />
      {label}
    </Link>
  )
}
