import enCandidate from '~/i18n/locales/en/candidate.json'
import trCandidate from '~/i18n/locales/tr/candidate.json'
import type { Language } from '~/lib/enums'
import { formatDateTime } from '~/lib/format'
import type { MailContent } from '~/lib/server/mail'
import { escapeHtml, mailHtml } from '~/lib/server/mail-html'
import { serverText } from '~/lib/server/messages'

/** The candidate strings of each language, for the server's mails and messages. */
export const candidateText = serverText('candidate', { tr: trCandidate, en: enCandidate })

type CandidateKey = Parameters<(typeof candidateText)[Language]>[0]

/** What a mail carrying one application's private link is written from. */
interface PrivateLinkMailInput {
  to: string
  fullName: string
  jobTitle: string
  url: string
  lang: Language
}

/**
 * A mail carrying one application's private link: the greeting, the lines of `beforeLink`, the
 * link, those of `afterLink`, the signature and the automatic-message note. Every string may use
 * the candidate's name, the job title and `date` in the mail's language.
 */
function privateLinkMail(
  input: PrivateLinkMailInput,
  date: Date,
  keys: { subject: CandidateKey; beforeLink: CandidateKey[]; afterLink: CandidateKey[] },
): MailContent {
  const t = candidateText[input.lang]
  const params = { name: input.fullName, title: input.jobTitle, date: formatDateTime(date, input.lang, 'date') }
  const before = [t('mail.greeting', params), ...keys.beforeLink.map((key) => t(key, params))]
  const after = [...keys.afterLink.map((key) => t(key, params)), t('mail.signature')]
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`
  return {
    to: input.to,
    // One line, whatever the title holds: a header cannot carry a line break.
    subject: t(keys.subject, params).replace(/[\r\n]+/g, ' '),
    text: [...before, input.url, ...after, '', t('mail.automatic'), ''].join('\n\n'),
    html: mailHtml([
      ...before.map(paragraph),
      `<p><a href="${escapeHtml(input.url)}">${escapeHtml(input.url)}</a></p>`,
      ...after.map(paragraph),
      `<p style="color:#6b7280;font-size:13px">${escapeHtml(t('mail.automatic'))}</p>`,
    ]),
  }
}

export interface NewLinkMailInput extends PrivateLinkMailInput {
  expiresAt: Date
}

/**
 * A new private link to one application (docs/product.md §13.4), in the language of the page it was
 * asked from. The link is the only way in: the mail says it replaces the earlier ones.
 */
export function newLinkMail(input: NewLinkMailInput): MailContent {
  return privateLinkMail(input, input.expiresAt, {
    subject: 'mail.subject',
    beforeLink: ['mail.body'],
    afterLink: ['mail.expires', 'mail.notYou'],
  })
}

export interface RenewalMailInput extends PrivateLinkMailInput {
  /** When the talent-pool consent ends. */
  endsAt: Date
}

/**
 * The talent-pool renewal reminder (docs/product.md §13.5), in the application's language: when the
 * consent ends, that the private page renews or withdraws it, and what happens without an answer.
 */
export function renewalMail(input: RenewalMailInput): MailContent {
  return privateLinkMail(input, input.endsAt, {
    subject: 'renewalMail.subject',
    beforeLink: ['renewalMail.body', 'renewalMail.action'],
    afterLink: ['renewalMail.noAnswer'],
  })
}
