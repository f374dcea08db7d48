import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Archive, ArrowLeft, Inbox, Mail, MailOpen, Reply, Trash2 } from 'lucide-react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { toast } from 'sonner'
import { PageHeader } from '~/components/layout/dashboard/page-header'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { StatusBadge } from '~/components/ui/status-badge'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import type { ContactStatus } from '~/lib/enums'
import { formatDateTime } from '~/lib/format'
import { useDeleteMessage, useSetMessageStatus } from '../../contact.queries'
import { inboxQueries } from '../../contact.queries'
import type { InboxMessage } from '../../contact.schemas'
import { messageStatusTone } from './status-tone'

const sectionClass = 'rounded-lg border border-line bg-white p-4 sm:p-6'
const linkClass = 'font-medium text-brand-700 underline underline-offset-4 break-all'

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[11rem_1fr] sm:gap-3">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 text-ink">{children}</dd>
    </div>
  )
}

/** One contact message: every field, reply by e-mail, read / archive and delete. Opening a new message marks it read. */
export function MessageDetailPage({ id }: { id: string }) {
  const { t } = useTranslation('inbox')
  const { t: td } = useTranslation('dashboard')
  const lang = useLanguage()
  const { data } = useSuspenseQuery(inboxQueries.detail(id))
  const status = useSetMessageStatus(id, (_, next) => {
    toast.success(t('detail.changed', { status: t(`statuses.${next}`) }))
  })
  const silentRead = useSetMessageStatus(id)
  const opened = useRef(false)
  useEffect(() => {
    if (data?.status === 'new' && !opened.current) {
      opened.current = true
      silentRead.mutate('read')
    }
  }, [data?.status, silentRead])
  // The loader answers not-found for an unknown id; after a delete the page is left at once.
  if (!data) return null
  const message = data
  const name = `${message.firstName} ${message.lastName}`
  const subject = t(`subjects.${message.subject}`)
  // The reply's subject is in the sender's language, whatever the dashboard's language is.
  const replySubject = t(`reply.${message.language}.subject`, { subject: t(`reply.${message.language}.subjects.${message.subject}`) })
  const reply = `mailto:${message.email}?subject=${encodeURIComponent(replySubject)}`
  const busy = status.isPending || silentRead.isPending
  const change = (next: ContactStatus) => status.mutate(next)

  return (
    <>
      <Link
        to="/$lang/dashboard/contact"
        params={{ lang }}
        className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('detail.back')}
      </Link>
      <PageHeader title={td('titles.contactDetail')} description={`${name} · ${subject}`} />
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr] lg:items-start">
        <div className="flex flex-col gap-4">
          <section aria-labelledby="message-fields" className={sectionClass}>
            <h2 id="message-fields" className="mb-3 text-base font-semibold text-ink">
              {t('detail.fieldsTitle')}
            </h2>
            <dl className="grid gap-2 text-sm">
              <Row label={t('detail.from')}>{name}</Row>
              <Row label={t('detail.email')}>
                <a href={`mailto:${message.email}`} className={linkClass}>
                  {message.email}
                </a>
              </Row>
              <Row label={t('detail.subject')}>{subject}</Row>
              <Row label={t('detail.receivedAt')}>
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, lang)}</time>
              </Row>
              <Row label={t('detail.language')}>{t(`detail.languages.${message.language}`)}</Row>
              <Row label={t('detail.consentAt')}>
                <time dateTime={message.consentAt}>{formatDateTime(message.consentAt, lang)}</time>
              </Row>
            </dl>
          </section>
          <section aria-labelledby="message-body" className={sectionClass}>
            <h2 id="message-body" className="mb-3 text-base font-semibold text-ink">
              {t('detail.message')}
            </h2>
            <p className="text-sm break-words whitespace-pre-line text-ink">{message.message}</p>
          </section>
        </div>
        <div className="flex flex-col gap-4">
          <section aria-labelledby="message-status" className={sectionClass}>
            <h2 id="message-status" className="mb-3 flex items-center justify-between gap-2 text-base font-semibold text-ink">
              {t('detail.statusTitle')}
              <StatusBadge tone={messageStatusTone[message.status]}>{t(`statuses.${message.status}`)}</StatusBadge>
            </h2>
            <div className="flex flex-col gap-2">
              <a
                href={reply}
                className="inline-flex h-10 items-center justify-center gap-2 rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
              >
                <Reply aria-hidden className="size-4" />
                {t('detail.reply')}
              </a>
              {message.status === 'read' && (
                <Button variant="secondary" disabled={busy} onClick={() => change('new')}>
                  <Mail aria-hidden className="size-4" />
                  {t('detail.markUnread')}
                </Button>
              )}
              {message.status === 'new' && (
                <Button variant="secondary" disabled={busy} onClick={() => change('read')}>
                  <MailOpen aria-hidden className="size-4" />
                  {t('detail.markRead')}
                </Button>
              )}
              {message.status === 'archived' ? (
                <Button variant="secondary" disabled={busy} onClick={() => change('read')}>
                  <Inbox aria-hidden className="size-4" />
                  {t('detail.unarchive')}
                </Button>
              ) : (
                <Button variant="secondary" disabled={busy} onClick={() => change('archived')}>
                  <Archive aria-hidden className="size-4" />
                  {t('detail.archive')}
                </Button>
              )}
            </div>
          </section>
          <DeleteSection message={message} name={name} />
        </div>
      </div>
    </>
  )
}

function DeleteSection({ message, name }: { message: InboxMessage; name: string }) {
  const { t } = useTranslation('inbox')
  const lang = useLanguage()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const mutation = useDeleteMessage(async () => {
    setOpen(false)
    toast.success(t('delete.done'))
    await navigate({ to: '/$lang/dashboard/contact', params: { lang } })
    queryClient.removeQueries({ queryKey: inboxQueries.detail(message.id).queryKey })
    await queryClient.invalidateQueries({ queryKey: inboxQueries.all })
    await queryClient.invalidateQueries({ queryKey: ['dashboard', 'overview'] })
  })
  return (
    <section className={sectionClass}>
      <Button variant="secondary" className="text-red-800" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden className="size-4" />
        {t('delete.action')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('delete.title')}
        description={t('delete.description', { name })}
        confirmLabel={t('delete.confirm')}
        tone="danger"
        pending={mutation.isPending}
        onConfirm={() => mutation.mutate(message.id, { onError: () => setOpen(false) })}
      />
    </section>
  )
}
