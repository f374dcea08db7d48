import { CircleCheckIcon, DownloadIcon, FileTextIcon } from '~/components/ui/page-icons'
import { Button } from '~/components/ui/button'
import { Alert } from '~/components/ui/field'
import { FormError } from '~/components/ui/public-form'
import { useTranslation } from '~/i18n/use-translation'
import { formatDateTime } from '~/lib/format'
import type { PostedForm } from '~/lib/posted-form'
import { cn } from '~/lib/cn'
import { formatZonedDateTime } from '~/lib/time-zone'
import {
  CANDIDATE_STEPS,
  candidateDataPath,
  type CandidateDone,
  candidatePath,
  type CandidateIntent,
  candidateResumePath,
} from '../../candidate.rules'
import type { CandidateApplication, CandidateConsent, CandidateInterview, CandidateView } from '../../candidate.schemas'

const linkButton = 'inline-flex h-11 items-center justify-center gap-2 rounded-md px-4 text-sm font-medium transition-colors'
const secondaryLink = `${linkButton} border border-line bg-white text-ink hover:bg-surface`

/**
 * The candidate's private application page (docs/product.md §13.2): the position, the date and the
 * stage in the candidate's terms, then withdraw, download and delete. Each action that changes
 * something opens its confirmation step (`?confirm=`), a real form that posts without scripts.
 */
export function CandidatePage({
  view,
  token,
  confirm,
  done,
  posted,
}: {
  view: CandidateView
  token: string
  confirm?: CandidateIntent
  done?: CandidateDone
  posted?: PostedForm | null
}) {
  if (view.state !== 'ok') return <InvalidLink view={view} />
  const { application } = view
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      {confirm ? (
        <ConfirmStep intent={confirm} token={token} posted={posted} />
      ) : (
        <Overview application={application} token={token} done={done} posted={posted} />
      )}
    </div>
  )
}

function Overview({
  application,
  token,
  done,
  posted,
}: {
  application: CandidateApplication
  token: string
  done?: CandidateDone
  posted?: PostedForm | null
}) {
  const { t, lang } = useTranslation('candidate')
  const withdrawn = application.stage === 'withdrawn'
  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('eyebrow')}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('title')}</h1>
      <p className="mt-3 text-muted">{t('intro')}</p>
      {((done === 'withdrawn' && withdrawn) || done === 'renewed' || done === 'left') && (
        <p role="status" className="mt-6 flex items-center gap-2 rounded-md bg-green-50 px-4 py-3 font-medium text-green-800">
          <CircleCheckIcon aria-hidden className="size-5 shrink-0" />
          {t(`done.${done}`)}
        </p>
      )}
      {posted && (
        <div className="mt-6">
          <FormError id="candidate-error" message={posted.error.message} />
        </div>
      )}
      <dl className="mt-6 grid gap-4 rounded-xl border border-line bg-white p-5 shadow-sm sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">{t('position')}</dt>
          <dd className="mt-1 font-semibold text-ink">{application.jobTitle}</dd>
          <dd className="mt-1 text-sm">
            {application.jobPath ? (
              <a href={application.jobPath} className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800">
                {t('viewJob')}
              </a>
            ) : (
              <span className="text-muted">{t('jobGone')}</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('submitted')}</dt>
          <dd className="mt-1 font-semibold text-ink">
            <time dateTime={application.submittedAt}>{formatDateTime(application.submittedAt, lang, 'date')}</time>
          </dd>
        </div>
      </dl>

      <section aria-labelledby="stage-title" className="mt-8">
        <h2 id="stage-title" className="text-xl font-semibold text-ink">
          {t('stage.title')}
        </h2>
        {withdrawn ? (
          <p className="mt-3 rounded-md border border-line bg-surface p-4 text-ink">
            <strong className="block">{t('stage.names.withdrawn')}</strong>
            {t('stage.text.withdrawn', { date: formatDateTime(application.withdrawnAt ?? application.submittedAt, lang, 'date') })}
          </p>
        ) : (
          <>
            <ol className="mt-4 grid gap-2 sm:grid-cols-4">
              {CANDIDATE_STEPS.map((step, index) => {
                const current = step === application.stage
                const passed = CANDIDATE_STEPS.indexOf(application.stage as (typeof CANDIDATE_STEPS)[number]) > index
                return (
                  <li
                    key={step}
                    aria-current={current ? 'step' : undefined}
                    className={cn(
                      'rounded-md border px-3 py-2 text-sm',
                      current ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900' : 'border-line text-muted',
                      passed && 'text-ink',
                    )}
                  >
                    <span className="mr-1 tabular-nums">{index + 1}.</span>
                    {t(`stage.names.${step}`)}
                    {current && <span className="sr-only"> ({t('stage.current')})</span>}
                  </li>
                )
              })}
            </ol>
            <p className="mt-3 text-ink">{t(`stage.text.${application.stage}`)}</p>
          </>
        )}
      </section>

      {application.interviews.length > 0 && <Interviews interviews={application.interviews} />}

      {!withdrawn && (
        <section aria-labelledby="withdraw-title" className="mt-10 border-t border-line pt-8">
          <h2 id="withdraw-title" className="text-xl font-semibold text-ink">
            {t('withdraw.title')}
          </h2>
          <p className="mt-2 text-muted">{t('withdraw.text')}</p>
          <a href={`${candidatePath(lang, token)}?confirm=withdraw`} className={cn(secondaryLink, 'mt-4')}>
            {t('withdraw.button')}
          </a>
        </section>
      )}

      <Consents consents={application.consents} token={token} />

      <section aria-labelledby="data-title" className="mt-10 border-t border-line pt-8">
        <h2 id="data-title" className="text-xl font-semibold text-ink">
          {t('data.title')}
        </h2>
        <p className="mt-2 text-muted">{t('data.text')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <a href={`${candidateDataPath(token)}?lang=${lang}`} download className={secondaryLink}>
            <DownloadIcon aria-hidden className="size-4" />
            {t('data.json')}
          </a>
          <a href={`${candidateResumePath(token)}?lang=${lang}`} download className={secondaryLink}>
            <FileTextIcon aria-hidden className="size-4" />
            <span className="max-w-[16rem] truncate">{t('data.resume', { name: application.resumeName })}</span>
          </a>
        </div>
      </section>

      <section aria-labelledby="delete-title" className="mt-10 border-t border-line pt-8">
        <h2 id="delete-title" className="text-xl font-semibold text-ink">
          {t('delete.title')}
        </h2>
        <p className="mt-2 text-muted">{t('delete.text')}</p>
        <a href={`${candidatePath(lang, token)}?confirm=delete`} className={cn(linkButton, 'mt-4 bg-red-700 text-white hover:bg-red-800')}>
          {t('delete.button')}
        </a>
      </section>

      <p className="mt-10 text-sm text-muted">{t('linkValid', { date: formatDateTime(application.linkExpiresAt, lang, 'date') })}</p>
    </>
  )
}

/** The confirmation of a withdraw or a delete: what it does, then a real post or a way back. */
function ConfirmStep({ intent, token, posted }: { intent: CandidateIntent; token: string; posted?: PostedForm | null }) {
  const { t, lang } = useTranslation('candidate')
  const path = candidatePath(lang, token)
  return (
    <div className="rounded-xl border border-line bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t(`${intent}.confirmTitle`)}</h1>
      <p className="mt-3 text-ink">{t(`${intent}.confirmText`)}</p>
      <form method="post" action={path} className="mt-6 flex flex-col gap-4">
        <FormError id="candidate-error" message={posted?.error.message} />
        <input type="hidden" name="intent" value={intent} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" size="lg" variant={intent === 'delete' ? 'danger' : 'primary'}>
            {t(`${intent}.confirm`)}
          </Button>
          <a href={path} className={cn(secondaryLink, 'h-12 px-6 text-base')}>
            {t(`${intent}.cancel`)}
          </a>
        </div>
      </form>
    </div>
  )
}

/** An unknown, replaced, deleted or expired link (404, 410), or too many requests (429): why, and where to ask for a new one. */
function InvalidLink({ view }: { view: Exclude<CandidateView, { state: 'ok' }> }) {
  const { t, lang } = useTranslation('candidate')
  const { t: tc } = useTranslation('common')
  const title =
    view.state === 'expired'
      ? t('invalid.expiredTitle')
      : view.state === 'rate_limited'
        ? t('invalid.rateLimitedTitle')
        : t('invalid.unknownTitle')
  const body =
    view.state === 'expired'
      ? t('invalid.expiredBody')
      : view.state === 'rate_limited'
        ? tc('errors.rate_limited', { count: Math.max(1, Math.ceil(view.retryAfterSeconds / 60)) })
        : t('invalid.unknownBody')
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="rounded-xl border border-line bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
        <div className="mt-4">{view.state === 'rate_limited' ? <Alert>{body}</Alert> : <p className="text-muted">{body}</p>}</div>
        {view.state !== 'rate_limited' && <p className="mt-4 text-ink">{t('invalid.ask')}</p>}
        <a
          href={`/${lang}/applications`}
          className="mt-8 inline-flex h-12 items-center rounded-md bg-brand-700 px-6 font-medium text-white hover:bg-brand-800"
        >
          {t('invalid.askLink')}
        </a>
      </div>
    </div>
  )
}

/** The consents given with the application, and the talent pool's renew and withdraw posts (docs/product.md §13.5). */
function Consents({ consents, token }: { consents: CandidateConsent[]; token: string }) {
  const { t, lang } = useTranslation('candidate')
  const pool = consents.find((consent) => consent.purpose === 'talent_pool')
  const date = (iso: string) => formatDateTime(iso, lang, 'date')
  return (
    <section aria-labelledby="consents-title" className="mt-10 border-t border-line pt-8">
      <h2 id="consents-title" className="text-xl font-semibold text-ink">
        {t('consents.title')}
      </h2>
      <p className="mt-2 text-muted">{t('consents.intro')}</p>
      <ul className="mt-4 grid gap-3">
        {consents.map((consent) => (
          <li key={consent.purpose} className="rounded-md border border-line p-4">
            <p className="font-semibold text-ink">{t(`consents.purposes.${consent.purpose}`)}</p>
            <p className="mt-1 text-sm text-muted">
              <KeepTogether
                sentence={t('consents.given', { date: date(consent.givenAt), version: consent.noticeVersion })}
                value={consent.noticeVersion}
              />
            </p>
            {consent.renewedAt && <p className="text-sm text-muted">{t('consents.renewed', { date: date(consent.renewedAt) })}</p>}
            <p className="text-sm text-ink">
              {consent.active
                ? t('consents.until', { date: date(consent.expiresAt) })
                : t('consents.ended', { date: date(consent.expiresAt) })}
            </p>
          </li>
        ))}
      </ul>
      {!pool && <p className="mt-4 text-ink">{t('consents.noPool')}</p>}
      {pool?.active && (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {(['renew_pool', 'leave_pool'] as const).map((intent) => (
            <form key={intent} method="post" action={candidatePath(lang, token)} className="flex flex-col gap-2">
              <input type="hidden" name="intent" value={intent} />
              <Button type="submit" variant={intent === 'renew_pool' ? 'primary' : 'secondary'} className="self-start">
                {t(intent === 'renew_pool' ? 'consents.renew' : 'consents.leave')}
              </Button>
              <p className="text-sm text-muted">{t(intent === 'renew_pool' ? 'consents.renewHint' : 'consents.leaveHint')}</p>
            </form>
          ))}
        </div>
      )}
    </section>
  )
}

/** A sentence with one value kept on one line: a notice version such as 2026-11-26 would otherwise break at a hyphen on a phone. */
function KeepTogether({ sentence, value }: { sentence: string; value: string }) {
  const at = sentence.indexOf(value)
  if (at < 0) return sentence
  return (
    <>
      {sentence.slice(0, at)}
      <span className="whitespace-nowrap">{value}</span>
      {sentence.slice(at + value.length)}
    </>
  )
}

/** The upcoming interviews (docs/product.md §16): each time in its own time zone, named. */
function Interviews({ interviews }: { interviews: CandidateInterview[] }) {
  const { t, lang } = useTranslation('candidate')
  return (
    <section aria-labelledby="interviews-title" className="mt-10 border-t border-line pt-8">
      <h2 id="interviews-title" className="text-xl font-semibold text-ink">
        {t('interviews.title')}
      </h2>
      <p className="mt-2 text-muted">{t('interviews.intro')}</p>
      <ul className="mt-4 flex flex-col gap-3">
        {interviews.map((interview) => (
          <li key={interview.startsAt} className="rounded-xl border border-line bg-white p-5 shadow-sm">
            <dl className="grid gap-3 sm:grid-cols-2">
              <div className="sm:col-span-2">
                <dt className="text-sm text-muted">{t('interviews.when')}</dt>
                <dd className="mt-1 font-semibold text-ink">
                  <time dateTime={interview.startsAt}>{formatZonedDateTime(interview.startsAt, interview.timeZone, lang)}</time>
                </dd>
              </div>
              <div>
                <dt className="text-sm text-muted">{t('interviews.duration')}</dt>
                <dd className="mt-1 text-ink">{t('interviews.minutes', { count: interview.durationMinutes })}</dd>
              </div>
              {interview.location && (
                <div>
                  <dt className="text-sm text-muted">{t('interviews.place')}</dt>
                  <dd className="mt-1 break-words text-ink">{interview.location}</dd>
                </div>
              )}
              {interview.videoUrl && (
                <div className="sm:col-span-2">
                  <dt className="text-sm text-muted">{t('interviews.video')}</dt>
                  <dd className="mt-1 break-all">
                    <a
                      href={interview.videoUrl}
                      rel="noopener noreferrer"
                      className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
                    >
                      {interview.videoUrl}
                    </a>
                  </dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  )
}
