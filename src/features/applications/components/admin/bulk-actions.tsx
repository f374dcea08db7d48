import { useQuery } from '@tanstack/react-query'
import { Download, FileArchive } from 'lucide-react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '~/components/ui/button'
import { Modal } from '~/components/ui/dialog'
import { Alert, Field, inputClass } from '~/components/ui/field'
import type { Translate } from '~/i18n/i18n'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import { type HrApplicationStatus, hrApplicationStatuses } from '~/lib/enums'
import { formatNumber } from '~/lib/format'
import { type RejectionReason, rejectionReasons } from '~/lib/rejection-reasons'
import type { FailureView } from '~/lib/use-failure-view'
import { applicantQueries, useBulkMove } from '../../applications.queries'
import { BULK_MAX, BULK_PICK_MAX } from '../../applications.rules'
import type { ApplicantListItem, BulkSelection } from '../../applications.schemas'
import { applicantFilterQuery, type ApplicantListSearch } from '../../applications.search'

/*
 * Bulk actions on the applicants list (decision 049): a checkbox per row and one for the page;
 * with the page ticked, "Select all N applications matching this filter" selects the filter
 * itself (the server runs it again within the actor's companies). The bar says how many are
 * selected and the bound before HR acts; its actions move, reject (reason, template or none,
 * preview), download the CVs as one ZIP and export the CSV.
 */

/** The selection of the list: rows ticked one by one (any page of the same filter), or the whole filter. */
export function useBulkSelection(
  search: ApplicantListSearch,
  rows: readonly ApplicantListItem[],
  { total, capped }: { total: number; capped?: boolean },
) {
  const { page: _page, ...filter } = search
  const filterKey = applicantFilterQuery(search)
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set())
  const [allMatching, setAllMatching] = useState(false)
  // Another filter is another list: the selection starts again.
  useEffect(() => {
    setPicked(new Set())
    setAllMatching(false)
  }, [filterKey])
  const count = allMatching ? total : picked.size
  const pageIds = rows.map((row) => row.id)
  const pageSelected = pageIds.length > 0 && (allMatching || pageIds.every((id) => picked.has(id)))
  const pageSome = !pageSelected && pageIds.some((id) => picked.has(id))
  const clear = () => {
    setPicked(new Set())
    setAllMatching(false)
  }
  const toggle = (id: string) => {
    if (allMatching) {
      // Unticking one row of "all matching" leaves the rows of this page ticked one by one.
      setAllMatching(false)
      setPicked(new Set(pageIds.filter((other) => other !== id)))
      return
    }
    const next = new Set(picked)
    if (next.has(id)) next.delete(id)
    else if (next.size < BULK_PICK_MAX) next.add(id)
    setPicked(next)
  }
  const togglePage = () => {
    if (pageSelected) {
      setAllMatching(false)
      setPicked(new Set([...picked].filter((id) => !pageIds.includes(id))))
    } else setPicked(new Set([...picked, ...pageIds].slice(0, BULK_PICK_MAX)))
  }
  const selection: BulkSelection = allMatching ? { filter } : { filter, ids: [...picked] }
  return {
    count,
    total,
    /** The list's count stopped at its cap (LIST_COUNT_LIMIT, the same 10,000): more match than a bulk action takes. */
    capped: capped === true,
    allMatching,
    picked,
    pageSelected,
    pageSome,
    selection,
    clear,
    toggle,
    togglePage,
    selectAllMatching: () => setAllMatching(true),
    isSelected: (id: string) => allMatching || picked.has(id),
    pickFull: !allMatching && picked.size >= BULK_PICK_MAX,
  }
}

export type BulkSelectionState = ReturnType<typeof useBulkSelection>

/**
 * The table's checkbox column: one per row named after the candidate. The page's checkbox is in the
 * bar (`BulkBar`), where a phone shows it too (the table's header row is for screen readers there).
 */
export function bulkSelectColumn(state: BulkSelectionState, t: Translate<'applicants'>) {
  return {
    header: <span className="sr-only">{t('bulk.selectColumn')}</span>,
    cell: (row: ApplicantListItem) => (
      <input
        type="checkbox"
        className="size-5 accent-brand-700"
        aria-label={t('bulk.selectRow', { name: row.fullName })}
        checked={state.isSelected(row.id)}
        disabled={!state.isSelected(row.id) && state.pickFull}
        onChange={() => state.toggle(row.id)}
      />
    ),
  }
}

const linkClass =
  'inline-flex h-10 items-center gap-2 rounded-md border border-line bg-white px-4 text-sm font-medium text-ink hover:bg-surface aria-disabled:pointer-events-none aria-disabled:opacity-60'

/** The address of a download of the selection: the filter, and the ticked ids when there are. */
function selectionQuery(search: ApplicantListSearch, state: BulkSelectionState, lang: string): string {
  const query = applicantFilterQuery(search, lang)
  return state.allMatching ? query : `${query}&ids=${[...state.picked].join(',')}`
}

/**
 * The bar above the rows: how many are selected (a status line that is on the page before the
 * change, so a screen reader hears each change), the "select all matching" step, the bound, and
 * the actions. Plain buttons and links in the page's order: keyboard reachable.
 */
export function BulkBar({ search, state }: { search: ApplicantListSearch; state: BulkSelectionState }) {
  const { t } = useTranslation('applicants')
  const lang = useLanguage()
  const [action, setAction] = useState<'move' | 'reject'>()
  const over = state.count > BULK_MAX
  const idle = state.count === 0 || over
  const number = (value: number) => formatNumber(value, lang)
  return (
    <div aria-label={t('bulk.bar')} role="group" className="mb-3 rounded-lg border border-line bg-surface p-3 text-sm">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="inline-flex min-h-10 items-center gap-2 font-medium text-ink">
          <input
            type="checkbox"
            data-bulk="page"
            className="size-5 accent-brand-700"
            checked={state.pageSelected}
            ref={(box) => {
              if (box) box.indeterminate = state.pageSome
            }}
            onChange={state.togglePage}
          />
          {t('bulk.selectPage')}
        </label>
        <p role="status" className="font-medium text-ink">
          {state.count === 0
            ? t('bulk.none', { max: number(BULK_MAX) })
            : state.allMatching
              ? t('bulk.allSelected', { count: state.count, shown: number(state.count) })
              : t('bulk.selected', { count: state.count, shown: number(state.count) })}
        </p>
      </div>
      {state.pageSelected && !state.allMatching && state.capped ? (
        <p className="mt-1 text-muted">{t('bulk.tooMany', { max: number(BULK_MAX) })}</p>
      ) : state.pageSelected && !state.allMatching && state.total > state.picked.size ? (
        <p className="mt-1">
          <button
            type="button"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            onClick={state.selectAllMatching}
          >
            {t('bulk.selectAll', { count: state.total, shown: number(state.total) })}
          </button>
        </p>
      ) : null}
      {over ? <p className="mt-1 text-red-800">{t('bulk.tooMany', { max: number(BULK_MAX) })}</p> : null}
      {state.pickFull ? <p className="mt-1 text-muted">{t('bulk.pickFull', { max: number(BULK_PICK_MAX) })}</p> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" variant="secondary" disabled={idle} onClick={() => setAction('move')}>
          {t('bulk.move')}
        </Button>
        <Button type="button" variant="secondary" disabled={idle} data-bulk="reject" onClick={() => setAction('reject')}>
          {t('bulk.reject')}
        </Button>
        <a
          href={idle ? undefined : `/api/dashboard/applications/resumes?${selectionQuery(search, state, lang)}`}
          aria-disabled={idle || undefined}
          download
          className={linkClass}
        >
          <FileArchive aria-hidden className="size-4" />
          {t('bulk.zip')}
        </a>
        <a
          href={idle ? undefined : `/api/dashboard/applications/export?${selectionQuery(search, state, lang)}`}
          aria-disabled={idle || undefined}
          download
          className={linkClass}
        >
          <Download aria-hidden className="size-4" />
          {t('bulk.csv')}
        </a>
        {state.count > 0 ? (
          <Button type="button" variant="ghost" onClick={state.clear}>
            {t('bulk.clear')}
          </Button>
        ) : null}
      </div>
      {action ? (
        <BulkMoveDialog
          rejecting={action === 'reject'}
          state={state}
          onClose={() => setAction(undefined)}
          onDone={() => {
            setAction(undefined)
            state.clear()
          }}
        />
      ) : null}
    </div>
  )
}

/** The stages a bulk move offers; a rejection has its own button (it asks for a reason). */
const moveStages = hrApplicationStatuses.filter((status) => status !== 'rejected')

function BulkMoveDialog({
  rejecting,
  state,
  onClose,
  onDone,
}: {
  rejecting: boolean
  state: BulkSelectionState
  onClose: () => void
  onDone: () => void
}) {
  const { t } = useTranslation('applicants')
  const { t: tj } = useTranslation('jobs')
  const { t: tc } = useTranslation()
  const lang = useLanguage()
  const { data: templates = [] } = useQuery(applicantQueries.templateChoices())
  const reasonSelect = useRef<HTMLSelectElement>(null)
  const [status, setStatus] = useState<HrApplicationStatus>(rejecting ? 'rejected' : 'reviewing')
  const offered = templates.filter((template) => template.stage === status)
  const [reason, setReason] = useState<RejectionReason | ''>('')
  const [reasonMissing, setReasonMissing] = useState(false)
  const [templateId, setTemplateId] = useState<string>()
  const chosenTemplate = templateId ?? offered[0]?.id ?? ''
  const [failure, setFailure] = useState<FailureView>()
  const move = useBulkMove((result) => {
    const stage = tj(`enums.applicationStatus.${status}`)
    toast.success(t('bulk.done', { count: result.moved, stage, mails: result.mails }))
    if (result.heldBack > 0) toast.warning(t('bulk.heldBack', { count: result.heldBack }))
    onDone()
  }, setFailure)
  const stage = tj(`enums.applicationStatus.${status}`)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (rejecting && !reason) {
      setReasonMissing(true)
      reasonSelect.current?.focus()
      return
    }
    setFailure(undefined)
    move.mutate({
      selection: state.selection,
      status,
      reason: rejecting && reason ? reason : undefined,
      templateId: chosenTemplate || undefined,
    })
  }
  const count = formatNumber(state.count, lang)
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={
        rejecting ? t('bulk.rejectTitle', { count: state.count, shown: count }) : t('bulk.moveTitle', { count: state.count, shown: count })
      }
      description={rejecting ? t('move.rejectIntro') : t('bulk.moveIntro')}
    >
      <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
        {failure && !failure.fields ? <Alert>{failure.message}</Alert> : null}
        {rejecting ? (
          <Field
            label={t('move.reason')}
            hint={t('move.reasonHint')}
            error={reasonMissing ? tc('validation.required') : failure?.fields?.reason}
          >
            {(p) => (
              <select
                {...p}
                ref={reasonSelect}
                value={reason}
                required
                onChange={(event) => {
                  setReason(event.currentTarget.value as RejectionReason | '')
                  setReasonMissing(false)
                }}
                className={inputClass}
              >
                <option value="">{t('move.chooseReason')}</option>
                {rejectionReasons.map((value) => (
                  <option key={value} value={value}>
                    {t(`move.reasons.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : (
          <Field label={t('bulk.stage')}>
            {(p) => (
              <select
                {...p}
                value={status}
                onChange={(event) => {
                  setStatus(event.currentTarget.value as HrApplicationStatus)
                  setTemplateId(undefined)
                }}
                className={inputClass}
              >
                {moveStages.map((value) => (
                  <option key={value} value={value}>
                    {tj(`enums.applicationStatus.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <Field label={t('move.template')} error={failure?.fields?.templateId}>
          {(p) => (
            <select {...p} value={chosenTemplate} onChange={(event) => setTemplateId(event.currentTarget.value)} className={inputClass}>
              {offered.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                </option>
              ))}
              <option value="">{t('move.noMail')}</option>
            </select>
          )}
        </Field>
        <BulkPreview selection={state.selection} status={status} templateId={chosenTemplate || undefined} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {tc('actions.cancel')}
          </Button>
          <Button type="submit" variant={rejecting ? 'danger' : 'primary'} disabled={move.isPending} aria-busy={move.isPending}>
            {move.isPending
              ? t('move.moving')
              : rejecting
                ? t('bulk.rejectSubmit', { count: state.count, shown: count })
                : t('move.submit', { stage })}
          </Button>
        </div>
      </form>
    </Modal>
  )
}

/** What the move will do, from the server: the counts, the mails (one a person) and the first mail as it will be sent. */
function BulkPreview({ selection, status, templateId }: { selection: BulkSelection; status: HrApplicationStatus; templateId?: string }) {
  const { t } = useTranslation('applicants')
  const lang = useLanguage()
  const { data, isPending, isError } = useQuery(applicantQueries.bulkPreview({ selection, status, templateId }))
  const n = (value: number) => formatNumber(value, lang)
  return (
    <section aria-label={t('bulk.preview')} aria-busy={isPending} className="rounded-md border border-line bg-surface p-3 text-sm">
      {isPending ? (
        <p className="text-muted">{t('move.previewLoading')}</p>
      ) : isError || !data ? (
        <p className="text-red-800">{t('bulk.previewFailed')}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-1 text-ink">
            <li>{t('bulk.willMove', { count: data.moved, shown: n(data.moved) })}</li>
            {data.unchanged > 0 ? <li>{t('bulk.unchanged', { count: data.unchanged, shown: n(data.unchanged) })}</li> : null}
            {data.withdrawn > 0 ? <li>{t('bulk.withdrawn', { count: data.withdrawn, shown: n(data.withdrawn) })}</li> : null}
            {templateId ? <li>{t('bulk.mails', { count: data.mails, shown: n(data.mails), people: n(data.people) })}</li> : null}
            {data.heldBack > 0 ? (
              <li className="font-medium text-amber-900">{t('bulk.heldBackPreview', { count: data.heldBack, shown: n(data.heldBack) })}</li>
            ) : null}
          </ul>
          {data.sample ? (
            <div className="mt-3 border-t border-line pt-3">
              <p className="text-muted">{t('bulk.sample')}</p>
              <p className="text-muted">
                {t('move.to')} <span className="text-ink">{data.sample.to}</span>
              </p>
              <p className="text-muted">
                {t('move.subject')}{' '}
                <span lang={data.sample.language} className="text-ink">
                  {data.sample.subject}
                </span>
              </p>
              <p lang={data.sample.language} className="mt-2 break-words whitespace-pre-line text-ink">
                {data.sample.text}
              </p>
            </div>
          ) : null}
        </>
      )}
    </section>
  )
}
