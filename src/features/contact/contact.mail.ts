import enContact from '~/i18n/locales/en/contact.json'
import trContact from '~/i18n/locales/tr/contact.json'
import type { ContactSubject, Language } from '~/lib/enums'
import { escapeHtml, mailHtml } from '~/lib/server/mail-html'
import { serverText } from '~/lib/server/messages'

/** The contact strings of each language, for the server's mails and messages. */
export const contactText = serverText('contact', { tr: trContact, en: enContact })

export interface ContactMailInput {
  id: string
  firstName: string
  lastName: string
  email: string
  subject: ContactSubject
  message: string
  language: Language
}

/**
 * HR's notice of a new contact message (decision 020), in Turkish as HR's other mails are: who
 * wrote, about what, the message itself and a link to it in the dashboard inbox. Every value the
 * visitor typed is escaped in the HTML part.
 */
export function contactNotification(input: ContactMailInput, options: { to: string; origin: string }) {
  const t = contactText.tr
  const name = `${input.firstName} ${input.lastName}`
  const subject = t(`subjects.${input.subject}`)
  const link = `${options.origin}/tr/dashboard/contact/${input.id}`
  const details: [string, string][] = [
    [t('mail.name'), name],
    [t('mail.email'), input.email],
    [t('mail.subjectLabel'), subject],
    [t('mail.language'), t(`mail.languages.${input.language}`)],
  ]
  return {
    to: options.to,
    // One line, whatever the visitor typed: a header cannot carry a line break.
    subject: t('mail.subject', { subject, name }).replace(/[\r\n]+/g, ' '),
    text: [
      t('mail.intro'),
      '',
      ...details.map(([label, value]) => `${label}: ${value}`),
      '',
      `${t('mail.message')}:`,
      input.message,
      '',
      `${t('mail.link')}: ${link}`,
      t('mail.reply'),
      '',
    ].join('\n'),
    html: mailHtml([
      `<p>${escapeHtml(t('mail.intro'))}</p>`,
      `<ul>${details.map(([label, value]) => `<li>${escapeHtml(label)}: ${escapeHtml(value)}</li>`).join('')}</ul>`,
      `<p><strong>${escapeHtml(t('mail.message'))}:</strong></p>`,
      `<p style="white-space:pre-line">${escapeHtml(input.message)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t('mail.link'))}</a></p>`,
      `<p>${escapeHtml(t('mail.reply'))}</p>`,
    ]),
  }
}
