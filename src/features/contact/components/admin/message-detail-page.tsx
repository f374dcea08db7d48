import { useSuspenseQuery } from '@tanstack/react-query'
import { Archive, Inbox, Mail, MailOpen, Reply } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { toast } from 'sonner'
import { DeleteAndLeave, DetailLayout, DetailRow, DetailSection, detailLink } from '~/components/dashboard/detail-page'
import { Button } from '~/components/ui/button'
import { StatusBadge } from '~/components/ui/status-badge'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import type { ContactStatus } from '~/lib/enums'
import { formatDateTime } from '~/lib/format'
import { useDeleteMessage, useSetMessageStatus } from '../../contact.queries'
import { inboxQueries } from '../../contact.queries'
import { messageStatusTone } from './status-tone'

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
    <DetailLayout
      back="/$lang/dashboard/contact"
      backLabel={t('detail.back')}
      title={td('titles.contactDetail')}
      description={`${name} · ${subject}`}
      main={
        <>
          <DetailSection id="message-fields" title={t('detail.fieldsTitle')}>
            <dl className="grid gap-2 text-sm">
              <DetailRow label={t('detail.from')}>{name}</DetailRow>
              <DetailRow label={t('detail.email')}>
                <a href={`mailto:${message.email}`} className={detailLink}>
                  {message.email}
                </a>
              </DetailRow>
              <DetailRow label={t('detail.subject')}>{subject}</DetailRow>
              <DetailRow label={t('detail.receivedAt')}>
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, lang)}</time>
              </DetailRow>
              <DetailRow label={t('detail.language')}>{t(`detail.languages.${message.language}`)}</DetailRow>
              <DetailRow label={t('detail.consentAt')}>
                <time dateTime={message.consentAt}>{formatDateTime(message.consentAt, lang)}</time>
              </DetailRow>
            </dl>
          </DetailSection>
          <DetailSection id="message-body" title={t('detail.message')}>
            <p className="text-sm break-words whitespace-pre-line text-ink">{message.message}</p>
          </DetailSection>
        </>
      }
      side={
        <>
          <DetailSection
            id="message-status"
            title={t('detail.statusTitle')}
            badge={<StatusBadge tone={messageStatusTone[message.status]}>{t(`statuses.${message.status}`)}</StatusBadge>}
          >
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
          </DetailSection>
          <DeleteAndLeave
            words="inbox"
            id={message.id}
            name={name}
            back="/$lang/dashboard/contact"
            detail={inboxQueries.detail(message.id).queryKey}
            refresh={[inboxQueries.all, ['dashboard', 'overview']]}
            useDelete={useDeleteMessage}
          />
        </>
      }
    />
  )
}
