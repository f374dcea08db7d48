import enCandidate from '~/i18n/locales/en/candidate.json'
import trCandidate from '~/i18n/locales/tr/candidate.json'
import type { Language } from '~/lib/enums'
import { formatDateTime } from '~/lib/format'
import type { MailContent } from '~/lib/server/mail'
import { escapeHtml, mailHtml } from '~/lib/server/mail-html'
import { serverText } from '~/lib/server/messages'

/** The candidate strings of each language, for the server's mails and messages. */
export const candidateText = serverText('candidate', { tr: trCandidate, en: enCandidate })

export interface NewLinkMailInput {
  to: string
  fullName: string
  jobTitle: string
  url: string
  expiresAt: Date
  lang: Language
}

/**
 * A new private link to one application (docs/product.md §13.4), in the language of the page it was
 * asked from. The link is the only way in: the mail says it replaces the earlier ones.
 */
export function newLinkMail(input: NewLinkMailInput): MailContent {
  const t = candidateText[input.lang]
  const date = formatDateTime(input.expiresAt, input.lang, 'date')
  const lines = [
    t('mail.greeting', { name: input.fullName }),
    t('mail.body', { title: input.jobTitle }),
    t('mail.expires', { date }),
    t('mail.notYou'),
    t('mail.signature'),
  ]
  return {
    to: input.to,
    // One line, whatever the title holds: a header cannot carry a line break.
    subject: t('mail.subject', { title: input.jobTitle }).replace(/[\r\n]+/g, ' '),
    text: [lines[0], lines[1], input.url, ...lines.slice(2), '', t('mail.automatic'), ''].join('\n\n'),
    html: mailHtml([
      `<p>${escapeHtml(lines[0]!)}</p>`,
      `<p>${escapeHtml(lines[1]!)}</p>`,
      `<p><a href="${escapeHtml(input.url)}">${escapeHtml(input.url)}</a></p>`,
      ...lines.slice(2).map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p style="color:#6b7280;font-size:13px">${escapeHtml(t('mail.automatic'))}</p>`,
    ]),
  }
}

export interface RenewalMailInput {
  to: string
  fullName: string
  jobTitle: string
  url: string
  /** When the talent-pool consent ends. */
  endsAt: Date
  lang: Language
}

/**
 * The talent-pool renewal reminder (docs/product.md §13.5), in the application's language: when the
 * consent ends, that the private page renews or withdraws it, and what happens without an answer.
 */
export function renewalMail(input: RenewalMailInput): MailContent {
  const t = candidateText[input.lang]
  const date = formatDateTime(input.endsAt, input.lang, 'date')
  const lines = [
    t('mail.greeting', { name: input.fullName }),
    t('renewalMail.body', { title: input.jobTitle, date }),
    t('renewalMail.action'),
    t('renewalMail.noAnswer'),
    t('mail.signature'),
  ]
  return {
    to: input.to,
    subject: t('renewalMail.subject', { title: input.jobTitle }).replace(/[\r\n]+/g, ' '),
    text: [lines[0], lines[1], lines[2], input.url, ...lines.slice(3), '', t('mail.automatic'), ''].join('\n\n'),
    html: mailHtml([
      ...lines.slice(0, 3).map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(input.url)}">${escapeHtml(input.url)}</a></p>`,
      ...lines.slice(3).map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p style="color:#6b7280;font-size:13px">${escapeHtml(t('mail.automatic'))}</p>`,
    ]),
  }
}
