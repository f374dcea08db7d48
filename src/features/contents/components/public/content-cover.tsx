import type { ReactNode } from 'react'
import type { ContentCategory, ContentType } from '~/lib/enums'
import { cn } from '~/lib/cn'

const fallback: Record<ContentCategory, string> = {
  values: 'from-brand-700 via-brand-500 to-brand-200',
  together: 'from-brand-600 via-brand-500 to-brand-200',
  press: 'from-brand-900 via-brand-700 to-brand-500',
}

/** A quiet motif per type over the gradient: columns of print for news, broadcast rings for a press release, a route for a guideline. */
const motif: Record<ContentType, ReactNode> = {
  news: (
    <g fill="currentColor">
      <rect x="740" y="150" width="300" height="36" rx="8" />
      {[230, 270, 310, 350, 390, 430].map((y) => (
        <rect key={y} x="740" y={y} width={y % 80 === 30 ? 220 : 300} height="14" rx="7" opacity="0.7" />
      ))}
      <rect x="740" y="470" width="140" height="14" rx="7" opacity="0.7" />
      <rect x="900" y="470" width="140" height="14" rx="7" opacity="0.7" />
    </g>
  ),
  press_release: (
    <g fill="none" stroke="currentColor" strokeWidth="18" strokeLinecap="round">
      <circle cx="860" cy="315" r="40" fill="currentColor" stroke="none" />
      <path d="M930 225a130 130 0 0 1 0 180" />
      <path d="M990 165a215 215 0 0 1 0 300" opacity="0.75" />
      <path d="M1050 105a300 300 0 0 1 0 420" opacity="0.5" />
    </g>
  ),
  guideline: (
    <g fill="none" stroke="currentColor" strokeWidth="16" strokeLinecap="round" strokeLinejoin="round">
      <path d="M700 500c80-10 90-120 170-130s100 90 170 60 40-150 90-200" strokeDasharray="2 34" />
      <circle cx="700" cy="500" r="22" fill="currentColor" stroke="none" />
      <path d="M1130 190l0 -70 50 25-50 25" fill="currentColor" />
    </g>
  ),
}

/**
 * A cover in a fixed 1200 × 630 frame, so the page does not shift while it loads; without an image,
 * the category's gradient with its type's motif. Decorative either way: the title says what it is. The
 * article's own page draws its cover from the media library instead (decision 059).
 */
export function ContentCover({
  url,
  category,
  type,
  eager = false,
  className,
}: {
  url: string | null
  category: ContentCategory
  type: ContentType
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
        <div aria-hidden className={cn('relative h-full w-full bg-gradient-to-br', fallback[category])}>
          <svg viewBox="0 0 1200 630" preserveAspectRatio="xMidYMid slice" className="absolute inset-0 h-full w-full text-white/25">
            <circle cx="180" cy="560" r="260" fill="currentColor" opacity="0.25" />
            <circle cx="330" cy="90" r="120" fill="currentColor" opacity="0.2" />
            {motif[type]}
          </svg>
        </div>
      )}
    </div>
  )
}
