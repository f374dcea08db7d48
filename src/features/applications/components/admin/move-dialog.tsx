import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '~/components/ui/button'
import { Modal } from '~/components/ui/dialog'
import { Alert, Field, inputClass } from '~/components/ui/field'
import { useTranslation } from '~/i18n/use-translation'
import { type HrApplicationStatus } from '~/lib/enums'
import { type RejectionReason, rejectionReasons } from '~/lib/rejection-reasons'
import type { FailureView } from '~/lib/use-failure-view'
import { applicantQueries, useMoveApplicant } from '../../applications.queries'
import type { StatusChange, TemplateChoice } from '../../applications.schemas'

/** A move HR asked for: the application, its candidate's name, and the stage. */
export interface MoveRequest {
  id: string
  fullName: string
  to: HrApplicationStatus
}

/**
 * The stage moves of the board and the applicant page (decisions 045, 048): a move to a stage with
 * e-mail templates, or a rejection, opens the dialog (the reason, the template or none, its
 * preview); any other move is made at once. `moved` runs after a move with what it did.
 */
export function useStageMove(moved?: (request: MoveRequest, change: StatusChange) => void) {
  const { t } = useTranslation('applicants')
  const { t: tj } = useTranslation('jobs')
  const { data: templates = [] } = useQuery(applicantQueries.templateChoices())
  const [request, setRequest] = useState<MoveRequest>()
  const [failure, setFailure] = useState<FailureView>()
  const [current, setCurrent] = useState<MoveRequest>()
  const move = useMoveApplicant(
    (change) => {
      const stage = tj(`enums.applicationStatus.${change.status}`)
      if (change.mail === 'holds_offer') toast.warning(t('move.heldBack', { name: current?.fullName ?? '' }))
      toast.success(t(change.mail === 'queued' ? 'move.movedAndMailed' : 'pipeline.moved', { stage }))
      setRequest(undefined)
      if (current) moved?.(current, change)
    },
    (view) => (request ? setFailure(view) : toast.error(view.message)),
  )
  const offered = (to: HrApplicationStatus) => templates.filter((template) => template.stage === to)
  const start = (next: MoveRequest) => {
    setCurrent(next)
    setFailure(undefined)
    if (next.to === 'rejected' || offered(next.to).length > 0) setRequest(next)
    else move.mutate({ id: next.id, status: next.to })
  }
  const dialog = request ? (
    <MoveDialog
      key={`${request.id}:${request.to}`}
      request={request}
      templates={offered(request.to)}
      pending={move.isPending}
      failure={failure}
      onClose={() => setRequest(undefined)}
      onSubmit={(choice) => move.mutate({ id: request.id, status: request.to, ...choice })}
    />
  ) : null
  return { start, dialog, pendingId: move.isPending ? current?.id : undefined }
}

function MoveDialog({
  request,
  templates,
  pending,
  failure,
  onClose,
  onSubmit,
}: {
  request: MoveRequest
  templates: TemplateChoice[]
  pending: boolean
  failure: FailureView | undefined
  onClose: () => void
  onSubmit: (choice: { reason?: RejectionReason; templateId?: string }) => void
}) {
  const { t } = useTranslation('applicants')
  const { t: tj } = useTranslation('jobs')
  const { t: tc } = useTranslation()
  const reasonSelect = useRef<HTMLSelectElement>(null)
  const rejecting = request.to === 'rejected'
  const [reason, setReason] = useState<RejectionReason | ''>('')
  const [reasonMissing, setReasonMissing] = useState(false)
  const [templateId, setTemplateId] = useState(templates[0]?.id ?? '')
  const stage = tj(`enums.applicationStatus.${request.to}`)
  const reasonError = reasonMissing ? tc('validation.required') : failure?.fields?.reason
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (rejecting && !reason) {
      setReasonMissing(true)
      reasonSelect.current?.focus()
      return
    }
    onSubmit({ reason: rejecting && reason ? reason : undefined, templateId: templateId || undefined })
  }

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(rejecting ? 'move.rejectTitle' : 'move.title', { name: request.fullName, stage })}
      description={rejecting ? t('move.rejectIntro') : t('move.intro')}
    >
      <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
        {failure && !failure.fields ? <Alert>{failure.message}</Alert> : null}
        {rejecting ? (
          <Field label={t('move.reason')} hint={t('move.reasonHint')} error={reasonError}>
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
        ) : null}
        <Field label={t('move.template')} error={failure?.fields?.templateId}>
          {(p) => (
            <select {...p} value={templateId} onChange={(event) => setTemplateId(event.currentTarget.value)} className={inputClass}>
              {templates.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                </option>
              ))}
              <option value="">{t('move.noMail')}</option>
            </select>
          )}
        </Field>
        {templateId ? <MailPreview id={request.id} status={request.to} templateId={templateId} /> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {tc('actions.cancel')}
          </Button>
          <Button type="submit" variant={rejecting ? 'danger' : 'primary'} disabled={pending} aria-busy={pending}>
            {pending ? t('move.moving') : rejecting ? t('move.reject') : t('move.submit', { stage })}
          </Button>
        </div>
      </form>
    </Modal>
  )
}

/** The template's mail as this candidate would get it, or why it would not be sent. */
function MailPreview({ id, status, templateId }: { id: string; status: HrApplicationStatus; templateId: string }) {
  const { t } = useTranslation('applicants')
  const { data, isPending, isError } = useQuery(applicantQueries.stageMailPreview({ id, status, templateId }))
  return (
    <section aria-label={t('move.preview')} aria-busy={isPending} className="rounded-md border border-line bg-surface p-3 text-sm">
      {isPending ? (
        <p className="text-muted">{t('move.previewLoading')}</p>
      ) : isError || !data ? (
        <p className="text-red-800">{t('move.previewFailed')}</p>
      ) : (
        <>
          {data.blocked ? <p className="mb-2 font-medium text-amber-900">{t('move.holdsOffer')}</p> : null}
          <p className="text-muted">
            {t('move.to')} <span className="text-ink">{data.to}</span>
          </p>
          <p className="text-muted">
            {t('move.subject')}{' '}
            <span lang={data.language} className="text-ink">
              {data.subject}
            </span>
          </p>
          <p lang={data.language} className="mt-2 break-words whitespace-pre-line text-ink">
            {data.text}
          </p>
        </>
      )}
    </section>
  )
}
