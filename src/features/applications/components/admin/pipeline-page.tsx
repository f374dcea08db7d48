import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { type DragEvent, useEffect, useId, useState } from 'react'
import { RowActionsMenu, RowMenuItem } from '~/components/dashboard/data-table'
import { PageHeader } from '~/components/layout/dashboard/page-header'
import { StatusBadge } from '~/components/ui/status-badge'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { type ApplicationStatus, type HrApplicationStatus, hrApplicationStatuses } from '~/lib/enums'
import { formatDateTime, formatNumber } from '~/lib/format'
import { applicantQueries } from '../../applications.queries'
import type { PipelineCard, PipelineColumn } from '../../applications.schemas'
import { useStageMove } from './move-dialog'
import { applicationStatusTone } from './status-tone'

/** The drag's data type: only a card of this board is dropped on its columns. */
const CARD_TYPE = 'application/x-hoi-application'

/** A stage HR may move an application to: a withdrawn application is the candidate's alone (decision 040). */
const isHrStatus = (status: ApplicationStatus): status is HrApplicationStatus =>
  (hrApplicationStatuses as readonly string[]).includes(status)

/**
 * A job's pipeline board (decision 045): one column per stage with its count and its latest cards.
 * A card moves with its "Move" menu (mouse, keyboard, touch) or by dragging it onto another column
 * (mouse); each move is one status change on the server, audited and kept in the stage history.
 * A move to a stage with e-mail templates, or a rejection, asks first (decision 048). After a
 * move the focus goes to the card's menu in its new column.
 */
export function PipelinePage({ jobId }: { jobId: string }) {
  const { t } = useTranslation('applicants')
  const { t: td } = useTranslation('dashboard')
  const { t: tj } = useTranslation('jobs')
  const lang = useLanguage()
  const { data } = useSuspenseQuery(applicantQueries.pipeline(jobId))
  const [focusCard, setFocusCard] = useState<string | undefined>()
  const [dragged, setDragged] = useState<{ id: string; from: ApplicationStatus } | undefined>()
  const stageLabel = (status: ApplicationStatus) => tj(`enums.applicationStatus.${status}`)
  const move = useStageMove((request) => setFocusCard(request.id))

  useEffect(() => {
    if (!focusCard || move.pendingId) return
    const button = document.querySelector<HTMLElement>(`[data-card="${focusCard}"] [aria-haspopup="menu"]`)
    if (button) {
      button.focus()
      setFocusCard(undefined)
    }
  }, [focusCard, move.pendingId, data])

  if (!data) return null
  const moveCard = (card: PipelineCard, status: HrApplicationStatus) => move.start({ id: card.id, fullName: card.fullName, to: status })

  return (
    <>
      <Link
        to="/$lang/dashboard/applicants"
        params={{ lang }}
        search={{ job: jobId }}
        className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('pipeline.back')}
      </Link>
      <PageHeader title={td('titles.pipeline')} description={`${data.job.title} · ${t('pipeline.intro')}`} />
      <div
        role="region"
        aria-label={t('pipeline.board', { job: data.job.title })}
        tabIndex={0}
        className="relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-4 focus-visible:outline-2 focus-visible:outline-brand-700 sm:mx-0 sm:px-0 lg:snap-none"
      >
        {data.columns.map((column) => (
          <StageColumn
            key={column.status}
            jobId={jobId}
            column={column}
            label={stageLabel(column.status)}
            dragged={dragged}
            pending={move.pendingId}
            onDragStart={(card) => setDragged({ id: card.id, from: column.status })}
            onDragEnd={() => setDragged(undefined)}
            onDrop={(id) => {
              const card = data.columns.flatMap((c) => c.cards).find((c) => c.id === id)
              if (card && isHrStatus(column.status)) moveCard(card, column.status)
              setDragged(undefined)
            }}
            moveTo={(card, status) => moveCard(card, status)}
            stageLabel={stageLabel}
          />
        ))}
      </div>
      {move.dialog}
      <p className="mt-2 text-sm text-muted">
        {t('pipeline.total', { count: data.columns.reduce((sum, column) => sum + column.count, 0) })}
      </p>
    </>
  )
}

function StageColumn({
  jobId,
  column,
  label,
  dragged,
  pending,
  onDragStart,
  onDragEnd,
  onDrop,
  moveTo,
  stageLabel,
}: {
  jobId: string
  column: PipelineColumn
  label: string
  dragged: { id: string; from: ApplicationStatus } | undefined
  pending: string | undefined
  onDragStart: (card: PipelineCard) => void
  onDragEnd: () => void
  onDrop: (id: string) => void
  moveTo: (card: PipelineCard, status: HrApplicationStatus) => void
  stageLabel: (status: ApplicationStatus) => string
}) {
  const { t } = useTranslation('applicants')
  const lang = useLanguage()
  const headingId = useId()
  const [over, setOver] = useState(false)
  const droppable = dragged !== undefined && dragged.from !== column.status && isHrStatus(column.status)
  const accepts = (event: DragEvent) => droppable && event.dataTransfer.types.includes(CARD_TYPE)

  return (
    <section
      aria-labelledby={headingId}
      data-stage={column.status}
      className={cn(
        'flex w-[85vw] max-w-80 shrink-0 snap-start flex-col rounded-lg border bg-surface sm:w-64',
        over && droppable ? 'border-brand-700 ring-2 ring-brand-700' : 'border-line',
      )}
      onDragOver={(event) => {
        if (!accepts(event)) return
        event.preventDefault()
        event.dataTransfer.dropEffect = 'move'
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false)
        if (!accepts(event)) return
        event.preventDefault()
        onDrop(event.dataTransfer.getData(CARD_TYPE))
      }}
    >
      <h2
        id={headingId}
        className="flex items-center justify-between gap-2 border-b border-line px-3 py-2.5 text-sm font-semibold text-ink"
      >
        <StatusBadge tone={applicationStatusTone[column.status]}>{label}</StatusBadge>
        <span className="text-muted tabular-nums">
          <span aria-hidden>{formatNumber(column.count, lang)}</span>
          <span className="sr-only">{t('count', { count: column.count })}</span>
        </span>
      </h2>
      {column.cards.length === 0 ? (
        <p className="px-3 py-6 text-center text-sm text-muted">{t('pipeline.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-2 p-2">
          {column.cards.map((card) => (
            <StageCard
              key={card.id}
              card={card}
              status={column.status}
              busy={pending === card.id}
              onDragStart={() => onDragStart(card)}
              onDragEnd={onDragEnd}
              moveTo={(status) => moveTo(card, status)}
              stageLabel={stageLabel}
            />
          ))}
        </ol>
      )}
      {column.count > column.cards.length && (
        <Link
          to="/$lang/dashboard/applicants"
          params={{ lang }}
          search={{ job: jobId, status: column.status }}
          className="mx-3 mb-3 text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {t('pipeline.showAll', { count: column.count, stage: label })}
        </Link>
      )}
    </section>
  )
}

function StageCard({
  card,
  status,
  busy,
  onDragStart,
  onDragEnd,
  moveTo,
  stageLabel,
}: {
  card: PipelineCard
  status: ApplicationStatus
  busy: boolean
  onDragStart: () => void
  onDragEnd: () => void
  moveTo: (status: HrApplicationStatus) => void
  stageLabel: (status: ApplicationStatus) => string
}) {
  const { t } = useTranslation('applicants')
  const lang = useLanguage()
  const movable = isHrStatus(status)
  return (
    <li
      data-card={card.id}
      aria-busy={busy || undefined}
      draggable={movable}
      onDragStart={(event) => {
        event.dataTransfer.setData(CARD_TYPE, card.id)
        event.dataTransfer.effectAllowed = 'move'
        onDragStart()
      }}
      onDragEnd={onDragEnd}
      className={cn('rounded-md border border-line bg-white p-3 shadow-xs', movable && 'cursor-grab', busy && 'opacity-60')}
    >
      <Link
        to="/$lang/dashboard/applicants/$id"
        params={{ lang, id: card.id }}
        className="font-medium break-words text-brand-700 underline-offset-4 hover:underline"
      >
        {card.fullName}
      </Link>
      <p className="mt-1 text-xs text-muted">
        {card.daysInStage === 0 ? t('pipeline.todayInStage') : t('pipeline.daysInStage', { count: card.daysInStage })}
        {' · '}
        {t('pipeline.applied', { date: formatDateTime(card.createdAt, lang, 'date') })}
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        {card.knockedOut ? <StatusBadge tone="warning">{t('questions.flagged')}</StatusBadge> : <span />}
        {movable ? (
          <RowActionsMenu label={t('pipeline.moveLabel', { name: card.fullName })} text={t('pipeline.move')}>
            {hrApplicationStatuses
              .filter((stage) => stage !== status)
              .map((stage) => (
                <RowMenuItem key={stage} onSelect={() => moveTo(stage)}>
                  {stageLabel(stage)}
                </RowMenuItem>
              ))}
          </RowActionsMenu>
        ) : (
          <span className="text-xs text-muted">{t('pipeline.withdrawn')}</span>
        )}
      </div>
    </li>
  )
}
