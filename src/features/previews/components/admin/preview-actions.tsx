import { useQuery } from '@tanstack/react-query'
import { Eye, Share2 } from 'lucide-react'
import { useId, useState } from 'react'
import { toast } from 'sonner'
import { Button, buttonClass } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { Modal } from '~/components/ui/dialog'
import { inputClass } from '~/components/ui/field'
import { SecretValue } from '~/components/ui/secret-value'
import { useTranslation } from '~/i18n/use-translation'
import type { Language, PreviewKind } from '~/lib/enums'
import { formatDateTime } from '~/lib/format'
import { PREVIEW_LINK_DAYS, type PreviewLinkDays, previewPath } from '~/lib/preview-links'
import { previewQueries, useCreatePreviewLink, useRevokePreviewLink } from '../../previews.queries'
import type { CreatedPreviewLink, PreviewLinkItem } from '../../previews.schemas'

/**
 * The edit page's "Preview" link (a new tab) and "Share preview" dialog (decision 057,
 * docs/product.md §21). `lang` is the language the preview page opens in (an article's own).
 */
export function PreviewActions({ kind, entityId, lang }: { kind: PreviewKind; entityId: string; lang: Language }) {
  const { t } = useTranslation('previews')
  const [sharing, setSharing] = useState(false)
  return (
    <div className="flex flex-wrap items-center gap-2">
      <a href={previewPath(lang, kind, entityId)} target="_blank" rel="noopener" className={buttonClass('secondary')}>
        <Eye aria-hidden className="size-4" />
        {t('admin.open')}
        <span className="sr-only"> {t('admin.newTab')}</span>
      </a>
      <Button type="button" variant="secondary" onClick={() => setSharing(true)} data-preview="share">
        <Share2 aria-hidden className="size-4" />
        {t('admin.share')}
      </Button>
      {sharing ? <SharePreviewDialog kind={kind} entityId={entityId} lang={lang} onClose={() => setSharing(false)} /> : null}
    </div>
  )
}

function SharePreviewDialog({
  kind,
  entityId,
  lang,
  onClose,
}: {
  kind: PreviewKind
  entityId: string
  lang: Language
  onClose: () => void
}) {
  const { t, lang: dashboardLang } = useTranslation('previews')
  const date = (value: string) => formatDateTime(value, dashboardLang)
  const daysId = useId()
  const [days, setDays] = useState<PreviewLinkDays>(7)
  const [created, setCreated] = useState<CreatedPreviewLink | null>(null)
  const links = useQuery(previewQueries.links(kind, entityId))
  const create = useCreatePreviewLink(kind, entityId, setCreated)

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('admin.dialogTitle')} description={t('admin.dialogDescription')}>
      <form
        className="mt-2 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          create.mutate(days)
        }}
      >
        <div className="flex min-w-40 flex-1 flex-col gap-1">
          <label htmlFor={daysId} className="text-sm font-medium text-ink">
            {t('admin.days')}
          </label>
          <select
            id={daysId}
            className={inputClass}
            value={days}
            onChange={(event) => setDays(Number(event.target.value) as PreviewLinkDays)}
          >
            {PREVIEW_LINK_DAYS.map((choice) => (
              <option key={choice} value={choice}>
                {t('admin.dayChoice', { count: choice })}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('admin.creating') : t('admin.create')}
        </Button>
      </form>

      {created ? (
        <div className="mt-5 rounded-lg border border-brand-200 bg-brand-50 p-4" data-testid="created-preview-link">
          <SecretValue
            label={t('admin.createdLabel')}
            value={`${window.location.origin}${previewPath(lang, kind, entityId, created.token)}`}
          />
          <p className="mt-2 text-sm text-ink">{t('admin.createdNote', { date: date(created.link.expiresAt) })}</p>
        </div>
      ) : null}

      <h3 className="mt-6 text-sm font-semibold text-ink">{t('admin.active')}</h3>
      {links.data && links.data.length === 0 ? <p className="mt-2 text-sm text-muted">{t('admin.none')}</p> : null}
      {links.data && links.data.length > 0 ? (
        <ul className="mt-2 divide-y divide-line rounded-lg border border-line" aria-label={t('admin.active')}>
          {links.data.map((link) => (
            <ActiveLink key={link.id} link={link} kind={kind} entityId={entityId} />
          ))}
        </ul>
      ) : null}
    </Modal>
  )
}

function ActiveLink({ link, kind, entityId }: { link: PreviewLinkItem; kind: PreviewKind; entityId: string }) {
  const { t, lang } = useTranslation('previews')
  const date = (value: string) => formatDateTime(value, lang)
  const [confirming, setConfirming] = useState(false)
  const revoke = useRevokePreviewLink(kind, entityId, () => {
    setConfirming(false)
    toast.success(t('admin.revoked'))
  })
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
      <div>
        <p className="font-medium text-ink">{t('admin.expires', { date: date(link.expiresAt) })}</p>
        <p className="text-muted">{t('admin.createdBy', { name: link.createdBy ?? t('admin.formerUser'), date: date(link.createdAt) })}</p>
      </div>
      <Button
        type="button"
        variant="secondary"
        onClick={() => setConfirming(true)}
        aria-label={t('admin.revokeLink', { date: date(link.expiresAt) })}
      >
        {t('admin.revoke')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('admin.revokeTitle')}
        description={t('admin.revokeDescription')}
        confirmLabel={t('admin.revoke')}
        onConfirm={() => revoke.mutate(link.id)}
        pending={revoke.isPending}
        tone="danger"
      />
    </li>
  )
}
