import { type KeyboardEvent, useRef } from 'react'
import { IntroPage } from '~/components/layout/page-intro'
import { XIcon } from '~/components/ui/icons'
import { ResponsivePicture } from '~/components/ui/responsive-picture'
import { useTranslation } from '~/i18n/use-translation'
import type { BoardMemberView } from '../../site.page'
import { InitialsAvatar } from './initials-avatar'

/**
 * Invoker commands open and close each member's dialog before and without the scripts (as the
 * phone menu does); once hydrated, the click handlers do the same where a browser lacks them.
 */
const hasInvokerCommands = () => typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype
const invoke = (target: string, command: 'show-modal' | 'close') => ({ commandfor: target, command }) as Record<string, string>

/** /{lang}/board (docs/product.md §2): the members; selecting one opens a modal with the full biography. */
export function BoardPage({ members }: { members: readonly BoardMemberView[] }) {
  const { t } = useTranslation('corporate')
  return (
    <IntroPage title={t('board.title')} intro={t('board.intro')}>
      <ul aria-label={t('board.listLabel')} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {members.map((member, index) => (
          <li key={member.key}>
            <MemberCard member={member} index={index} />
          </li>
        ))}
      </ul>
    </IntroPage>
  )
}

function MemberCard({ member, index }: { member: BoardMemberView; index: number }) {
  const { t } = useTranslation('corporate')
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const id = `board-${member.key}`
  // Tab and Shift+Tab go round the dialog's controls: focus never leaves the modal.
  const trapFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('button, a[href]')]
    const first = focusable[0]
    const last = focusable.at(-1)
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }
  return (
    <article className="flex h-full flex-col rounded-xl border border-line bg-white p-6 shadow-sm">
      <div className="flex items-center gap-4">
        <MemberAvatar member={member} index={index} size="size-20" sizes="5rem" />
        <div>
          <h2 className="text-lg leading-snug font-semibold text-ink">{member.name}</h2>
          <p className="mt-1 text-sm font-medium text-brand-700">{member.title}</p>
        </div>
      </div>
      <p className="mt-4 flex-1 text-sm leading-relaxed text-muted">{member.summary}</p>
      <button
        ref={opener}
        type="button"
        {...invoke(id, 'show-modal')}
        aria-haspopup="dialog"
        onClick={() => !hasInvokerCommands() && dialog.current?.showModal()}
        className="mt-5 inline-flex min-h-11 items-center justify-center self-start rounded-md border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        {t('board.readMore')}
        <span className="sr-only">: {member.name}</span>
      </button>
      <dialog
        ref={dialog}
        id={id}
        aria-labelledby={`${id}-name`}
        closedby="any"
        onKeyDown={trapFocus}
        onClose={() => opener.current?.focus()}
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close()
        }}
        className="m-auto max-h-[90dvh] w-[calc(100%-2rem)] max-w-2xl overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/50"
      >
        <div className="p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <div className="flex items-center gap-4">
              <MemberAvatar member={member} index={index} size="size-16" sizes="4rem" />
              <div>
                <h2 id={`${id}-name`} className="text-xl font-semibold">
                  {member.name}
                </h2>
                <p className="mt-1 text-sm font-medium text-brand-700">{member.title}</p>
              </div>
            </div>
            <button
              type="button"
              {...invoke(id, 'close')}
              onClick={() => !hasInvokerCommands() && dialog.current?.close()}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-surface"
            >
              <XIcon className="size-6" />
              <span className="sr-only">{t('board.close')}</span>
            </button>
          </div>
          <p className="mt-6 leading-relaxed">{member.description}</p>
        </div>
      </dialog>
    </article>
  )
}

/** The member's photo from the media library (decision 061), round like the avatar; without one, the initials avatar. */
function MemberAvatar({ member, index, size, sizes }: { member: BoardMemberView; index: number; size: string; sizes: string }) {
  return member.photo ? (
    <ResponsivePicture picture={member.photo} sizes={sizes} className={`${size} shrink-0 rounded-full object-cover`} />
  ) : (
    <InitialsAvatar initials={member.initials} index={index} className={`${size} shrink-0`} />
  )
}
