import type { ContentCategory } from '~/lib/enums'
import { cn } from '~/lib/cn'

const fallback: Record<ContentCategory, string> = {
  values: 'from-brand-700 via-brand-500 to-brand-200',
  together: 'from-brand-600 via-brand-200 to-brand-50',
  press: 'from-brand-900 via-brand-700 to-brand-500',
}

/**
 * A cover in a fixed 1200 × 630 frame, so the page does not shift while it loads; without an image,
 * a calm gradient of the category. Decorative either way: the title says what it is.
 */
export function ContentCover({
  url,
  category,
  eager = false,
  className,
}: {
  url: string | null
  category: ContentCategory
  eager?: boolean
  className?: string
}) {
  return (
    <div className={cn('aspect-[1200/630] overflow-hidden bg-brand-50', className)}>
      {url ? (
        <img
          src={url}
          alt=""
          width={1200}
          height={630}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="h-full w-full object-cover"
        />
      ) : (
        <div aria-hidden className={cn('h-full w-full bg-gradient-to-br', fallback[category])} />
      )}
    </div>
  )
}
