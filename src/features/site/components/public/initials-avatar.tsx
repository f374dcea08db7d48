import { useId } from 'react'

const tones = [
  ['#134f5d', '#1f7a8c'],
  ['#0b2e37', '#186273'],
  ['#b04832', '#c8553d'],
  ['#102a43', '#134f5d'],
  ['#0f3d48', '#1f7a8c'],
  ['#4a5b6c', '#102a43'],
] as const

/** A designed avatar: initials on a two-tone disc, no photograph of a person (issue 9). */
export function InitialsAvatar({ initials, index, className }: { initials: string; index: number; className?: string }) {
  const [from, to] = tones[index % tones.length]!
  const id = useId()
  return (
    <svg aria-hidden focusable="false" viewBox="0 0 96 96" className={className}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <circle cx="48" cy="48" r="48" fill={`url(#${id})`} />
      <circle cx="78" cy="20" r="22" fill="#fff" fillOpacity="0.08" />
      <text x="48" y="49" textAnchor="middle" dominantBaseline="central" fill="#fff" fontSize="34" fontWeight="700" letterSpacing="1">
        {initials}
      </text>
    </svg>
  )
}
