import enInterviews from '~/i18n/locales/en/interviews.json'
import trInterviews from '~/i18n/locales/tr/interviews.json'
import type { Language } from '~/lib/enums'
import { escapeHtml, mailHtml } from '~/lib/server/mail-html'
import { serverText } from '~/lib/server/messages'
import { formatZonedDateTime } from '~/lib/time-zone'

/** The interview strings of each language, for the mails. */
export const interviewText = serverText('interviews', { tr: trInterviews, en: enInterviews })

/** What a mail says: invited (a first REQUEST), updated (a later REQUEST), cancelled, or removed from the interviewers. */
export type InterviewMailKind = 'invited' | 'updated' | 'cancelled' | 'removed'

export interface InterviewMailFacts {
  applicationId: string
  candidateName: string
  jobTitle: Record<Language, string>
  startsAt: Date
  timeZone: string
  durationMinutes: number
  location: string | null
  videoUrl: string | null
}

export interface MailText {
  subject: string
  text: string
  html: string
}

function detailLines(facts: InterviewMailFacts, lang: Language): [string, string][] {
  const t = interviewText[lang]
  return [
    [t('mail.candidate.when'), formatZonedDateTime(facts.startsAt, facts.timeZone, lang)],
    [t('mail.candidate.duration'), t('mail.candidate.minutes', { count: facts.durationMinutes })],
    ...(facts.location ? [[t('mail.candidate.place'), facts.location] as [string, string]] : []),
    ...(facts.videoUrl ? [[t('mail.candidate.video'), facts.videoUrl] as [string, string]] : []),
  ]
}

const detailHtml = (details: [string, string][]) =>
  `<ul>${details
    .map(([label, value]) =>
      value.startsWith('https://')
        ? `<li>${escapeHtml(label)}: <a href="${escapeHtml(value)}">${escapeHtml(value)}</a></li>`
        : `<li>${escapeHtml(label)}: ${escapeHtml(value)}</li>`,
    )
    .join('')}</ul>`

/** The candidate's mail, in the application's language (docs/product.md §16). */
export function candidateInterviewMail(facts: InterviewMailFacts, kind: Exclude<InterviewMailKind, 'removed'>, lang: Language): MailText {
  const t = interviewText[lang]
  const title = facts.jobTitle[lang]
  const date = formatZonedDateTime(facts.startsAt, facts.timeZone, lang)
  const subject = t(
    kind === 'invited'
      ? 'mail.candidate.subject'
      : kind === 'updated'
        ? 'mail.candidate.updatedSubject'
        : 'mail.candidate.cancelledSubject',
    { title },
  )
  const lead = kind === 'cancelled' ? t('mail.candidate.cancelled', { title, date }) : t(`mail.candidate.${kind}`, { title })
  const details = kind === 'cancelled' ? [] : detailLines(facts, lang)
  const greeting = t('mail.candidate.greeting', { name: facts.candidateName })
  const closing = [t('mail.candidate.calendar'), t('mail.candidate.signature')]
  return {
    subject,
    text: [
      greeting,
      '',
      lead,
      ...(details.length ? ['', ...details.map(([label, value]) => `${label}: ${value}`)] : []),
      '',
      ...closing.join('\n\n').split('\n'),
      '',
      t('mail.candidate.automatic'),
      '',
    ].join('\n'),
    html: mailHtml([
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(lead)}</p>`,
      ...(details.length ? [detailHtml(details)] : []),
      ...closing.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p style="color:#6b7280;font-size:13px">${escapeHtml(t('mail.candidate.automatic'))}</p>`,
    ]),
  }
}

/** An interviewer's mail: in Turkish, the dashboard's language, with a link to the application. */
export function interviewerMail(facts: InterviewMailFacts, kind: InterviewMailKind, origin: string): MailText {
  const t = interviewText.tr
  const title = facts.jobTitle.tr
  const name = facts.candidateName
  const date = formatZonedDateTime(facts.startsAt, facts.timeZone, 'tr')
  const subject = t(
    kind === 'invited'
      ? 'mail.interviewer.subject'
      : kind === 'updated'
        ? 'mail.interviewer.updatedSubject'
        : 'mail.interviewer.cancelledSubject',
    { name, title },
  )
  const lead =
    kind === 'cancelled' || kind === 'removed'
      ? t(`mail.interviewer.${kind}`, { name, title, date })
      : t(`mail.interviewer.${kind}`, { name, title })
  const details = kind === 'cancelled' || kind === 'removed' ? [] : detailLines(facts, 'tr')
  const link = `${origin}/tr/dashboard/applicants/${facts.applicationId}`
  return {
    subject,
    text: [
      lead,
      ...(details.length ? ['', ...details.map(([label, value]) => `${label}: ${value}`)] : []),
      '',
      `${t('mail.interviewer.link')}: ${link}`,
      '',
    ].join('\n'),
    html: mailHtml([
      `<p>${escapeHtml(lead)}</p>`,
      ...(details.length ? [detailHtml(details)] : []),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t('mail.interviewer.link'))}</a></p>`,
    ]),
  }
}
