import enAlerts from '~/i18n/locales/en/alerts.json'
import trAlerts from '~/i18n/locales/tr/alerts.json'
import type { Language } from '~/lib/enums'
import { escapeHtml, mailHtml } from '~/lib/server/mail-html'
import type { MailContent } from '~/lib/server/mail'
import { serverText } from '~/lib/server/messages'
import { ONE_CLICK_FIELD, ONE_CLICK_VALUE } from './alerts.rules'

/** The alerts strings of each language, for the mails and the failure messages. */
export const alertsText = serverText('alerts', { tr: trAlerts, en: enAlerts })

/** A job as an alert mail lists it. */
export interface AlertMailJob {
  slug: string
  title: string
  company: string
  city: string
}

/** Where an alert's mail links lead: its manage page and the one-click unsubscribe endpoint. */
export const alertLinks = (origin: string, lang: Language, token: string) => ({
  manage: `${origin}/${lang}/alerts/${token}`,
  unsubscribe: `${origin}/api/alerts/unsubscribe?token=${token}`,
})

/** The confirmation mail of a new alert (double opt-in), in the visitor's language. */
export function alertConfirmationMail(input: { to: string; lang: Language; origin: string; token: string }): MailContent {
  const t = alertsText[input.lang]
  const link = `${input.origin}/${input.lang}/alerts/${input.token}`
  return {
    to: input.to,
    subject: t('mail.confirmSubject'),
    text: [t('mail.confirmIntro'), '', `${t('mail.confirmLink')}: ${link}`, '', t('mail.confirmExpiry'), ''].join('\n'),
    html: mailHtml([
      `<p>${escapeHtml(t('mail.confirmIntro'))}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t('mail.confirmLink'))}</a></p>`,
      `<p>${escapeHtml(t('mail.confirmExpiry'))}</p>`,
    ]),
  }
}

/**
 * A mail of new jobs for one alert: one job (an immediate alert) or the day's digest. Every mail
 * carries its manage link and the one-click unsubscribe headers of RFC 8058.
 */
export function alertJobsMail(input: { to: string; lang: Language; origin: string; token: string; jobs: AlertMailJob[] }): MailContent {
  const t = alertsText[input.lang]
  const links = alertLinks(input.origin, input.lang, input.token)
  const jobUrl = (job: AlertMailJob) => `${input.origin}/${input.lang}/jobs/${job.slug}`
  const single = input.jobs.length === 1 ? input.jobs[0] : undefined
  const subject = single ? t('mail.jobSubject', { title: single.title }) : t('mail.digestSubject', { count: input.jobs.length })
  const line = (job: AlertMailJob) => `${job.title} · ${job.company} · ${job.city}`
  return {
    to: input.to,
    // One line, whatever a title holds: a header cannot carry a line break.
    subject: subject.replace(/[\r\n]+/g, ' '),
    text: [
      t(single ? 'mail.jobIntro' : 'mail.digestIntro'),
      '',
      ...input.jobs.flatMap((job) => [line(job), jobUrl(job), '']),
      `${t('mail.manage')}: ${links.manage}`,
      '',
    ].join('\n'),
    html: mailHtml([
      `<p>${escapeHtml(t(single ? 'mail.jobIntro' : 'mail.digestIntro'))}</p>`,
      `<ul>${input.jobs
        .map(
          (job) =>
            `<li><a href="${escapeHtml(jobUrl(job))}">${escapeHtml(job.title)}</a> · ${escapeHtml(job.company)} · ${escapeHtml(job.city)}</li>`,
        )
        .join('')}</ul>`,
      `<p><a href="${escapeHtml(links.manage)}">${escapeHtml(t('mail.manage'))}</a></p>`,
    ]),
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': `${ONE_CLICK_FIELD}=${ONE_CLICK_VALUE}`,
    },
  }
}
