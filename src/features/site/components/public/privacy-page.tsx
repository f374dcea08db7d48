import { useRouteContext } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Messages } from '~/i18n/i18n'

type Notice = Messages['legal']['privacy']
type Section = Record<string, string>

const EMAIL = /([a-z0-9.]+@hoiholding\.com)/i

/** The retention periods of this deployment, in days, that the notice's `{{…Days}}` placeholders name. */
export type PrivacyPeriods = Record<'applicationDays' | 'talentPoolDays' | 'contactDays', number>

/** A sentence with its e-mail addresses as mailto links. */
function withMailLinks(text: string): ReactNode {
  return text.split(EMAIL).map((part, index) =>
    index % 2 === 1 ? (
      <a key={part} href={`mailto:${part}`} className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800">
        {part}
      </a>
    ) : (
      part
    ),
  )
}

/**
 * One section of the notice: its `p*` strings as paragraphs and its `li*` strings as one list, in
 * the order the locale file gives them. The text travels with the page's strings (the `legal`
 * namespace), not in its JavaScript (decision 013).
 */
function NoticeSection({ id, section, periods }: { id: string; section: Section; periods: PrivacyPeriods }) {
  const { title, ...rest } = section
  const entries = Object.entries(rest).map(
    ([key, text]) =>
      [key, text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => String(periods[name as keyof PrivacyPeriods] ?? match))] as const,
  )
  const firstItem = entries.findIndex(([key]) => key.startsWith('li'))
  const items = entries.filter(([key]) => key.startsWith('li'))
  const before = entries.filter(([key], index) => key.startsWith('p') && (firstItem < 0 || index < firstItem))
  const after = entries.filter(([key], index) => key.startsWith('p') && firstItem >= 0 && index > firstItem)
  return (
    <section aria-labelledby={`privacy-${id}`} className="flex flex-col gap-3">
      <h2 id={`privacy-${id}`} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      {before.map(([key, text]) => (
        <p key={key}>{withMailLinks(text)}</p>
      ))}
      {items.length > 0 && (
        <ul className="flex list-disc flex-col gap-2 pl-6">
          {items.map(([key, text]) => (
            <li key={key}>{withMailLinks(text)}</li>
          ))}
        </ul>
      )}
      {after.map(([key, text]) => (
        <p key={key}>{withMailLinks(text)}</p>
      ))}
    </section>
  )
}

/** /{lang}/privacy: the KVKK information notice (aydınlatma metni) and GDPR privacy notice. */
export function PrivacyPage({ periods }: { periods: PrivacyPeriods }) {
  const notice = useRouteContext({
    strict: false,
    select: (context) => (context as { messages?: Partial<Messages> }).messages?.legal?.privacy,
  }) as Notice
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 text-base leading-relaxed text-ink sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{notice.title}</h1>
      <p className="mt-2 text-sm text-muted">{notice.updated}</p>
      <p className="mt-6 text-lg text-muted">{notice.intro}</p>
      <div className="mt-10 flex flex-col gap-10">
        {Object.entries(notice.sections).map(([id, section]) => (
          <NoticeSection key={id} id={id} section={section as Section} periods={periods} />
        ))}
      </div>
    </article>
  )
}
