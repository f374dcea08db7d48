import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { Link, type LinkProps, useNavigate } from '@tanstack/react-router'
import { ArrowLeft, Trash2 } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { toast } from 'sonner'
import { PageHeader } from '~/components/layout/dashboard/page-header'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'

/*
 * The pieces of a dashboard page about one row that is read rather than edited (an application,
 * a contact message): the way back to the list, the header, a main column and a side column of
 * titled sections, label/value rows, and the delete section with its confirmation.
 */

/** The class of a link in a detail page's rows. */
export const detailLink = 'font-medium text-brand-700 underline underline-offset-4 break-all'
/** A dashboard page whose only parameter is the language (a list). */
type DashboardList = Exclude<Extract<LinkProps['to'], `/$lang/dashboard/${string}`>, `${string}$${string}$${string}`>

const sectionClass = 'rounded-lg border border-line bg-white p-4 sm:p-6'

/** The back link to the list, the page header, then the main column (wide) and the side column. */
export function DetailLayout({
  back,
  backLabel,
  title,
  description,
  main,
  side,
}: {
  /** The list this row belongs to. */
  back: DashboardList
  backLabel: string
  title: string
  description: string
  main: ReactNode
  side: ReactNode
}) {
  const lang = useLanguage()
  return (
    <>
      <Link
        to={back}
        params={{ lang }}
        className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {backLabel}
      </Link>
      <PageHeader title={title} description={description} />
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr] lg:items-start">
        <div className="flex flex-col gap-4">{main}</div>
        <div className="flex flex-col gap-4">{side}</div>
      </div>
    </>
  )
}

/** A titled section; `badge` stands at the end of the title (a status). */
export function DetailSection({ id, title, badge, children }: { id?: string; title: string; badge?: ReactNode; children: ReactNode }) {
  const generated = useId()
  const headingId = id ?? `${generated}-title`
  return (
    <section aria-labelledby={headingId} className={sectionClass}>
      <h2
        id={headingId}
        className={
          badge ? 'mb-3 flex items-center justify-between gap-2 text-base font-semibold text-ink' : 'mb-3 text-base font-semibold text-ink'
        }
      >
        {title}
        {badge}
      </h2>
      {children}
    </section>
  )
}

/** A label and its value in a `<dl>`; side by side from `sm` up unless `stacked`. */
export function DetailRow({ label, children, stacked = false }: { label: string; children: ReactNode; stacked?: boolean }) {
  return (
    <div className={stacked ? 'grid gap-0.5' : 'grid gap-0.5 sm:grid-cols-[11rem_1fr] sm:gap-3'}>
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 text-ink">{children}</dd>
    </div>
  )
}

/** The delete button and its confirmation; the page's delete mutation closes it (`onOpenChange(false)`) when done. */
export function DeleteSection({
  labels,
  open,
  onOpenChange,
  pending,
  onConfirm,
}: {
  labels: { action: string; title: string; description: string; confirm: string }
  open: boolean
  onOpenChange: (open: boolean) => void
  pending: boolean
  onConfirm: () => void
}) {
  return (
    <section className={sectionClass}>
      <Button variant="secondary" className="text-red-800" onClick={() => onOpenChange(true)}>
        <Trash2 aria-hidden className="size-4" />
        {labels.action}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={onOpenChange}
        title={labels.title}
        description={labels.description}
        confirmLabel={labels.confirm}
        tone="danger"
        pending={pending}
        onConfirm={onConfirm}
      />
    </section>
  )
}

/**
 * The state of a delete section, and what follows a delete: close the confirmation, say it is
 * done, go back to the list, drop the row's cached detail and refresh the lists (`refresh`).
 */
export function useDeleteAndLeave({
  back,
  done,
  detail,
  refresh,
}: {
  back: DashboardList
  done: string
  detail: QueryKey
  refresh: QueryKey[]
}) {
  const lang = useLanguage()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const onDeleted = async () => {
    setOpen(false)
    toast.success(done)
    await navigate({ to: back, params: { lang } })
    queryClient.removeQueries({ queryKey: detail })
    for (const queryKey of refresh) await queryClient.invalidateQueries({ queryKey })
  }
  return { open, setOpen, onDeleted }
}

/** What a detail page's delete needs from its feature: a mutation that deletes a row by id, calling `onDeleted` when done. */
type DeleteMutation = (onDeleted: () => Promise<void>) => {
  isPending: boolean
  mutate: (id: string, options: { onError: () => void }) => void
}

/**
 * A detail page's delete section in its feature's words (`delete.action`, `delete.title`,
 * `delete.description` naming `{{name}}`, `delete.confirm`, `delete.done`): the question, the
 * delete (`useDelete`, the feature's mutation hook), then back to the list (`useDeleteAndLeave`).
 */
export function DeleteAndLeave({
  words,
  id,
  name,
  back,
  detail,
  refresh,
  useDelete,
}: {
  words: 'applicants' | 'inbox'
  id: string
  name: string
  back: DashboardList
  detail: QueryKey
  refresh: QueryKey[]
  useDelete: DeleteMutation
}) {
  const { t } = useTranslation(words)
  const { open, setOpen, onDeleted } = useDeleteAndLeave({ back, done: t('delete.done'), detail, refresh })
  const mutation = useDelete(onDeleted)
  return (
    <DeleteSection
      labels={{
        action: t('delete.action'),
        title: t('delete.title'),
        description: t('delete.description', { name }),
        confirm: t('delete.confirm'),
      }}
      open={open}
      onOpenChange={setOpen}
      pending={mutation.isPending}
      onConfirm={() => mutation.mutate(id, { onError: () => setOpen(false) })}
    />
  )
}
