import enApply from '~/i18n/locales/en/apply.json'
import trApply from '~/i18n/locales/tr/apply.json'
import type { Language } from '~/lib/enums'
import { formatDateTime } from '~/lib/format'
import { escapeHtml, mailHtml } from '~/lib/server/mail-html'
import { serverText } from '~/lib/server/messages'

/** The apply strings of each language, for the server's mails and messages. */
export const applyText = serverText('apply', { tr: trApply, en: enApply })

export interface MailContent {
  to: string
  subject: string
  text: string
  html: string
}

export interface ApplicationMailInput {
  id: string
  jobTitle: Record<Language, string>
  fullName: string
  email: string
  phone: string
  language: Language
  submittedAt: Date
  /** The applicant's private page and until when it works (decision 040). */
  privateLink?: { url: string; expiresAt: Date }
}

/**
 * The HR notification (decision 015): always in Turkish, with the job, the applicant's contact
 * details and a link to the application in the dashboard. The CV is not attached: it stays
 * behind the dashboard's access check.
 */
export function hrNotification(input: ApplicationMailInput, options: { to: string; origin: string }): MailContent {
  const t = applyText.tr
  const title = input.jobTitle.tr
  const link = `${options.origin}/tr/dashboard/applicants/${input.id}`
  const details: [string, string][] = [
    [t('mail.hr.name'), input.fullName],
    [t('mail.hr.email'), input.email],
    [t('mail.hr.phone'), input.phone],
  ]
  return {
    to: options.to,
    subject: t('mail.hr.subject', { title }),
    text: [
      t('mail.hr.intro', { title }),
      '',
      ...details.map(([label, value]) => `${label}: ${value}`),
      '',
      `${t('mail.hr.link')}: ${link}`,
      '',
      t('mail.hr.noAttachment'),
      '',
    ].join('\n'),
    html: mailHtml([
      `<p>${escapeHtml(t('mail.hr.intro', { title }))}</p>`,
      `<ul>${details.map(([label, value]) => `<li>${escapeHtml(label)}: ${escapeHtml(value)}</li>`).join('')}</ul>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t('mail.hr.link'))}</a></p>`,
      `<p>${escapeHtml(t('mail.hr.noAttachment'))}</p>`,
    ]),
  }
}

/** The applicant's confirmation, in the language the form was filled in. */
export function applicantConfirmation(input: ApplicationMailInput): MailContent {
  const lang = input.language
  const t = applyText[lang]
  const title = input.jobTitle[lang]
  const date = formatDateTime(input.submittedAt, lang, 'date')
  const lines = [
    t('mail.applicant.greeting', { name: input.fullName }),
    t('mail.applicant.body', { title, date }),
    t('mail.applicant.next'),
  ]
  const link = input.privateLink
  const linkLine = link ? t('mail.applicant.privateLink', { date: formatDateTime(link.expiresAt, lang, 'date') }) : undefined
  const signature = t('mail.applicant.signature')
  return {
    to: input.email,
    subject: t('mail.applicant.subject', { title }),
    text: [...lines, ...(link ? [linkLine!, link.url] : []), signature, '', t('mail.applicant.automatic'), ''].join('\n\n'),
    html: mailHtml([
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      ...(link ? [`<p>${escapeHtml(linkLine!)}<br><a href="${escapeHtml(link.url)}">${escapeHtml(link.url)}</a></p>`] : []),
      `<p>${escapeHtml(signature)}</p>`,
      `<p style="color:#6b7280;font-size:13px">${escapeHtml(t('mail.applicant.automatic'))}</p>`,
    ]),
  }
}
