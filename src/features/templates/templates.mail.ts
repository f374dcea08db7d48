import type { Language } from '~/lib/enums'
import { escapeHtml, mailHtml } from '~/lib/server/mail-html'
import { renderTemplate, type TemplateValues } from './templates.rules'

export interface TemplateTexts {
  subjectTr: string
  bodyTr: string
  subjectEn: string
  bodyEn: string
}

/**
 * A template's mail in one language (decision 048): the subject and the plain-text body with the
 * variables filled in, and the same body as HTML, every value escaped, a blank line a paragraph
 * and a line break a `<br>`.
 */
export function templateMail(template: TemplateTexts, language: Language, values: TemplateValues) {
  const subject = renderTemplate(language === 'tr' ? template.subjectTr : template.subjectEn, values)
  const text = renderTemplate(language === 'tr' ? template.bodyTr : template.bodyEn, values)
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p style="margin:0 0 1em">${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
  return { subject, text, html: mailHtml(paragraphs) }
}
