import { useSuspenseQuery } from '@tanstack/react-query'
import { Check, Copy } from 'lucide-react'
import { useId, useState } from 'react'
import { formatNumber } from '~/lib/format'
import { inputClass } from '~/components/ui/field'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import { type Language, languages } from '~/lib/enums'
import { SHARE_CHANNELS, type ShareChannel } from '~/lib/tracking'
import { applicantQueries } from '../../applications.queries'

/**
 * docs/product.md §15.2: under the Applicants list filtered by a job, that job's public address
 * for each channel (LinkedIn, Kariyer.net, employee referral, e-mail) with its `source`, each with
 * a copy button whose result is announced, and the job's applications per source.
 */
export function JobSourcesPanel({ jobId }: { jobId: string }) {
  const { t } = useTranslation('applicants')
  const { data } = useSuspenseQuery(applicantQueries.jobSources(jobId))
  const lang = useLanguage()
  const [linkLang, setLinkLang] = useState<Language>(lang)
  const [announcement, setAnnouncement] = useState('')
  const [copied, setCopied] = useState<ShareChannel | undefined>()
  const id = useId()
  if (!data) return null
  const url = (channel: ShareChannel) => `${data.origin}/${linkLang}/jobs/${data.slug}?source=${channel}`
  const copy = (channel: ShareChannel) => {
    const done = () => {
      setCopied(channel)
      setAnnouncement(t('source.copied', { channel: t(`source.channels.${channel}`) }))
    }
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard
    if (!clipboard) return setAnnouncement(t('source.copyFailed'))
    clipboard.writeText(url(channel)).then(done, () => setAnnouncement(t('source.copyFailed')))
  }
  const total = data.sources.reduce((sum, row) => sum + row.count, 0)
  const sourceLabel = (source: string | null) =>
    source === null
      ? t('source.direct')
      : (SHARE_CHANNELS as readonly string[]).includes(source)
        ? t(`source.channels.${source as ShareChannel}`)
        : source

  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 grid gap-6 lg:grid-cols-[3fr_2fr]" data-testid="job-sources">
      <div className="rounded-lg border border-line bg-white p-4 sm:p-6">
        <h2 id={`${id}-title`} className="text-base font-semibold text-ink">
          {t('source.shareTitle')}
        </h2>
        <p className="mt-1 text-sm text-muted">{data.status === 'active' ? t('source.shareIntro') : t('source.notActive')}</p>
        <fieldset className="mt-4">
          <legend className="text-sm font-medium text-ink">{t('source.linkLanguage')}</legend>
          <div className="mt-2 flex gap-4">
            {languages.map((language) => (
              <label key={language} className="inline-flex items-center gap-2 text-sm text-ink">
                <input
                  type="radio"
                  name={`${id}-lang`}
                  value={language}
                  checked={linkLang === language}
                  onChange={() => {
                    setLinkLang(language)
                    setCopied(undefined)
                  }}
                  className="size-4 accent-brand-700"
                />
                {t(`detail.languages.${language}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <ul className="mt-4 flex flex-col gap-4">
          {SHARE_CHANNELS.map((channel) => (
            <li key={channel}>
              <label htmlFor={`${id}-${channel}`} className="text-sm font-medium text-ink">
                {t(`source.channels.${channel}`)}
              </label>
              <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
                <input
                  id={`${id}-${channel}`}
                  readOnly
                  value={url(channel)}
                  onFocus={(event) => event.currentTarget.select()}
                  className={`${inputClass} min-w-0 font-mono text-sm sm:flex-1`}
                  spellCheck={false}
                />
                <button
                  type="button"
                  onClick={() => copy(channel)}
                  aria-label={t('source.copy', { channel: t(`source.channels.${channel}`) })}
                  className="inline-flex h-10 shrink-0 items-center justify-center gap-1.5 rounded-md border border-line bg-white px-3 text-sm font-medium text-ink hover:bg-surface"
                >
                  {copied === channel ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
                  {copied === channel ? t('source.copiedShort') : t('source.copyShort')}
                </button>
              </div>
            </li>
          ))}
        </ul>
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </div>
      <div className="self-start rounded-lg border border-line bg-white p-4 sm:p-6">
        <table className="w-full text-sm">
          <caption className="text-left text-base font-semibold text-ink">{t('source.countsTitle')}</caption>
          <thead>
            <tr className="border-b border-line text-left text-muted">
              <th scope="col" className="py-2 font-medium">
                {t('source.label')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t('source.applications')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.sources.length === 0 ? (
              <tr>
                <td colSpan={2} className="py-3 text-muted">
                  {t('source.noApplications')}
                </td>
              </tr>
            ) : (
              data.sources.map((row) => (
                <tr key={row.source ?? ''} className="border-b border-line last:border-0">
                  <td className="py-2 text-left break-all text-ink">{sourceLabel(row.source)}</td>
                  <td className="py-2 text-right text-ink tabular-nums">{formatNumber(row.count, lang)}</td>
                </tr>
              ))
            )}
          </tbody>
          {data.sources.length > 0 ? (
            <tfoot>
              <tr className="border-t border-line">
                <td className="py-2 text-left font-medium text-ink">{t('source.total')}</td>
                <td className="py-2 text-right font-medium text-ink tabular-nums">{formatNumber(total, lang)}</td>
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
    </section>
  )
}
