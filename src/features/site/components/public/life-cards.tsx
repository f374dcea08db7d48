import { icon } from '~/components/ui/icons'
import { GraduationCapIcon, HeartPulseIcon, LaptopIcon, PlaneIcon } from '~/components/ui/page-icons'
import type { LifeCardView } from '../../site.page'

// Lucide paths (ISC licence), drawn as plain SVG like the other public icons (decision 013).
const HandHeartIcon = /* @__PURE__ */ icon(
  '<path d="M11 14h2a2 2 0 1 0 0-4h-3c-.6 0-1.1.2-1.4.6L3 16"/><path d="m7 20 1.6-1.4c.3-.4.8-.6 1.4-.6h4c1.1 0 2.1-.4 2.8-1.2l4.6-4.4a2 2 0 0 0-2.75-2.91l-4.2 3.9"/><path d="m2 15 6 6"/><path d="M19.5 8.5c.7-.7 1.5-1.6 1.5-2.7A2.73 2.73 0 0 0 16 4a2.78 2.78 0 0 0-5 1.8c0 1.2.8 2 1.5 2.8L16 12Z"/>',
)
const PartyPopperIcon = /* @__PURE__ */ icon(
  '<path d="M5.8 11.3 2 22l10.7-3.79"/><path d="M4 3h.01"/><path d="M22 8h.01"/><path d="M15 2h.01"/><path d="M22 20h.01"/><path d="m22 2-2.24.75a2.9 2.9 0 0 0-1.96 3.12c.1.86-.57 1.63-1.45 1.63h-.38c-.86 0-1.6.6-1.76 1.44L14 10"/><path d="m22 13-.82-.33c-.86-.34-1.82.2-1.98 1.11c-.11.7-.72 1.22-1.43 1.22H17"/><path d="m11 2 .33.82c.34.86-.2 1.82-1.11 1.98C9.52 4.9 9 5.52 9 6.23V7"/><path d="M11 13c1.93 1.93 2.83 4.17 2 5-.83.83-3.07-.07-5-2-1.93-1.93-2.83-4.17-2-5 .83-.83 3.07.07 5 2Z"/>',
)

const lifeIcons: Record<string, ReturnType<typeof icon> | undefined> = {
  learning: GraduationCapIcon,
  wellbeing: HeartPulseIcon,
  hybrid: LaptopIcon,
  mobility: PlaneIcon,
  volunteering: HandHeartIcon,
  celebrations: PartyPopperIcon,
}

/** The life-at-the-company cards of the home and of /life-at-hoi. */
export function LifeCards({ cards, level = 3 }: { cards: readonly LifeCardView[]; level?: 2 | 3 }) {
  const Heading = `h${level}` as const
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => {
        // A card an editor added has a key of its own: it gets the celebrations' icon.
        const Icon = lifeIcons[card.key] ?? PartyPopperIcon
        return (
          <li key={card.key} className="flex flex-col rounded-xl border border-line bg-white p-6 shadow-sm">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon className="size-6" />
            </span>
            <Heading className="mt-4 text-lg font-semibold text-ink">{card.title}</Heading>
            <p className="mt-2 text-sm leading-relaxed text-muted">{card.text}</p>
          </li>
        )
      })}
    </ul>
  )
}
