import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { GitMerge, Split, Trash2, UserRound } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { DetailSection, useDeleteAndLeave } from '~/components/dashboard/detail-page'
import { useSettled } from '~/components/dashboard/filter-combobox'
import { ApplicationStatusBadge } from '~/components/dashboard/status-badge'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { Modal } from '~/components/ui/dialog'
import { Field, Input } from '~/components/ui/field'
import { companyName } from '~/content/companies'
import { useTranslation } from '~/i18n/use-translation'
import { formatDateTime } from '~/lib/format'
import { personQueries, useDeletePerson, useKeepApart, useMergePeople } from '../../people.queries'
import { PEOPLE_LIMITS } from '../../people.rules'
import type { PersonApplication, PersonChoice } from '../../people.schemas'

/**
 * The applicant page's person (decision 052): every application of the same person that the user
 * may read, side by side with its stage and days in it, this one marked; keep one apart, merge
 * another person in, or delete all of the person's data.
 */
export function PersonSection({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('people')
  const { data } = useSuspenseQuery(personQueries.of(applicationId))
  const others = data.total - 1
  return (
    <DetailSection id="person" title={t('section.title')}>
      <p className="flex items-center gap-2 text-sm text-ink">
        <UserRound aria-hidden className="size-4 shrink-0 text-brand-700" />
        {others > 0 ? t('section.alsoApplied', { count: others }) : t('section.only')}
      </p>
      {others > 0 && <ApplicationsTable applicationId={applicationId} items={data.applications} canChange={data.canChange} />}
      {data.total > data.applications.length && (
        <p className="mt-2 text-sm text-muted">{t('section.more', { shown: data.applications.length, count: data.total })}</p>
      )}
      {data.canChange ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <MergeButton applicationId={applicationId} />
          <DeletePersonButton applicationId={applicationId} count={data.total} name={data.applications[0]?.fullName ?? ''} />
        </div>
      ) : (
        <p className="mt-4 text-sm text-muted">{t('section.readOnly')}</p>
      )}
    </DetailSection>
  )
}

/** A position's link: long titles wrap between words (the detail pages' links break anywhere, for addresses). */
const positionLink = 'font-medium text-brand-700 underline underline-offset-4 break-words'

function ApplicationsTable({ applicationId, items, canChange }: { applicationId: string; items: PersonApplication[]; canChange: boolean }) {
  const { t, lang } = useTranslation('people')
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead className="border-b border-line text-muted">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('table.position')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('table.stage')}
            </th>
            <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">
              {t('table.applied')}
            </th>
            {canChange && (
              <th scope="col" className="hidden py-2 font-medium sm:table-cell">
                <span className="sr-only">{t('table.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-b border-line last:border-0" aria-current={item.id === applicationId ? 'page' : undefined}>
              <td className="py-2 pr-3 align-top">
                {item.id === applicationId ? (
                  <span className="font-medium text-ink">{item.jobTitle}</span>
                ) : (
                  <Link to="/$lang/dashboard/applicants/$id" params={{ lang, id: item.id }} className={positionLink}>
                    {item.jobTitle}
                  </Link>
                )}
                <span className="block text-muted">
                  {companyName(item.companyKey, lang)}
                  {item.id === applicationId && ` · ${t('table.this')}`}
                </span>
                {item.email.toLowerCase() !== items.find((other) => other.id === applicationId)?.email.toLowerCase() && (
                  <span className="block break-all text-muted">{item.email}</span>
                )}
                {/* The date column is left out on a phone: the date goes under the position. */}
                <time dateTime={item.createdAt} className="block text-muted sm:hidden">
                  {formatDateTime(item.createdAt, lang, 'date')}
                </time>
              </td>
              <td className="py-2 pr-3 align-top">
                <ApplicationStatusBadge status={item.status} />
                <span className="mt-1 block text-muted">{t('table.days', { count: item.daysInStage })}</span>
                {/* On a phone the action goes under the stage: the table keeps two columns. */}
                {canChange && item.id !== applicationId && (
                  <span className="-ml-2 block sm:hidden">
                    <KeepApartButton id={item.id} position={item.jobTitle} />
                  </span>
                )}
              </td>
              <td className="hidden py-2 pr-3 align-top whitespace-nowrap sm:table-cell">
                <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, lang, 'date')}</time>
              </td>
              {canChange && (
                <td className="hidden py-2 text-right align-top sm:table-cell">
                  {item.id !== applicationId && <KeepApartButton id={item.id} position={item.jobTitle} />}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function KeepApartButton({ id, position }: { id: string; position: string }) {
  const { t } = useTranslation('people')
  const [open, setOpen] = useState(false)
  const keep = useKeepApart(() => {
    setOpen(false)
    toast.success(t('apart.done'))
  })
  return (
    <>
      <Button variant="ghost" className="h-9 px-2 whitespace-nowrap" onClick={() => setOpen(true)}>
        <Split aria-hidden className="size-4" />
        {t('apart.action')}
        <span className="sr-only">: {position}</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('apart.title')}
        description={t('apart.description', { position })}
        confirmLabel={t('apart.confirm')}
        pending={keep.isPending}
        onConfirm={() => keep.mutate(id, { onError: () => setOpen(false) })}
      />
    </>
  )
}

function MergeButton({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('people')
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <GitMerge aria-hidden className="size-4" />
        {t('merge.action')}
      </Button>
      <Modal open={open} onOpenChange={setOpen} title={t('merge.title')} description={t('merge.description')}>
        {open && <MergeSearch applicationId={applicationId} onDone={() => setOpen(false)} />}
      </Modal>
    </>
  )
}

function MergeSearch({ applicationId, onDone }: { applicationId: string; onDone: () => void }) {
  const { t } = useTranslation('people')
  const [text, setText] = useState('')
  const q = useSettled(text.trim(), 250)
  const choices = useQuery(personQueries.choices(applicationId, q))
  const [chosen, setChosen] = useState<PersonChoice | null>(null)
  const merge = useMergePeople((moved) => {
    setChosen(null)
    toast.success(t('merge.done', { count: moved }))
    onDone()
  })
  const found = choices.data ?? []
  const status =
    q.length < 2
      ? t('merge.typeMore')
      : choices.isFetching
        ? t('merge.searching')
        : choices.isError
          ? t('merge.failed')
          : found.length === 0
            ? t('merge.none')
            : t('merge.found', { count: found.length })
  return (
    <div className="flex flex-col gap-3">
      <Field label={t('merge.search')}>
        {(props) => (
          <Input
            {...props}
            type="search"
            autoComplete="off"
            maxLength={PEOPLE_LIMITS.q}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <p role="status" className="text-sm text-muted">
        {status}
      </p>
      {found.length > 0 && (
        <ul className="flex flex-col gap-2">
          {found.map((choice) => (
            <li
              key={choice.applicationId}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-line p-3 text-sm"
            >
              <span className="min-w-0">
                <span className="block font-medium text-ink">{choice.fullName}</span>
                <span className="block break-all text-muted">{choice.email}</span>
                <span className="block text-muted">
                  {choice.jobTitle} · {t('merge.applications', { count: choice.applications })}
                </span>
              </span>
              <Button variant="secondary" className="h-9" onClick={() => setChosen(choice)}>
                {t('merge.choose')}
                <span className="sr-only">: {choice.fullName}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={chosen !== null}
        onOpenChange={(open) => !open && setChosen(null)}
        title={t('merge.confirmTitle')}
        description={chosen ? t('merge.confirmDescription', { name: chosen.fullName, count: chosen.applications }) : ''}
        confirmLabel={t('merge.confirm')}
        pending={merge.isPending}
        onConfirm={() => chosen && merge.mutate({ id: applicationId, otherId: chosen.applicationId }, { onError: () => setChosen(null) })}
      />
    </div>
  )
}

function DeletePersonButton({ applicationId, count, name }: { applicationId: string; count: number; name: string }) {
  const { t } = useTranslation('people')
  const { open, setOpen, onDeleted } = useDeleteAndLeave({
    back: '/$lang/dashboard/applicants',
    done: t('delete.done'),
    detail: personQueries.of(applicationId).queryKey,
    refresh: [personQueries.all, ['dashboard', 'applicants']],
  })
  const remove = useDeletePerson(() => onDeleted())
  return (
    <>
      <Button variant="secondary" className="text-red-800" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden className="size-4" />
        {t('delete.action')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('delete.title')}
        description={t('delete.description', { name, count })}
        confirmLabel={t('delete.confirm')}
        tone="danger"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(applicationId, { onError: () => setOpen(false) })}
      />
    </>
  )
}
