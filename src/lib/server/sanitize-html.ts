import sanitize from 'sanitize-html'

const options: sanitize.IOptions = {
  // h1, h5 and h6 are kept only to be moved into the body's levels (normalizeHeadings).
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'code',
    'pre',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Scripts and styles go with their text; any other refused tag leaves its text behind.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    a: (tagName, attribs) => {
      if (attribs.target !== '_blank') return { tagName, attribs }
      return { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
    },
  },
}

/** The heading levels of stored rich text: the page's title is its h1, the body's sections start at h2. */
const BODY_TOP_LEVEL = 2
const BODY_DEEPEST_LEVEL = 4
const HEADING_TAG = /<(\/?)h([1-6])(\s[^>]*)?>/gi

/**
 * Heading levels a screen reader can follow (WCAG 1.3.1): the body's highest headings become h2
 * (a pasted h1 would compete with the page's title), each heading is at most one level below the
 * one it sits under (h2 → h4 becomes h2 → h3), and nothing goes deeper than h4, the editor's
 * deepest. The nesting is kept: h1, h3, h2 becomes h2, h3, h3. Works on sanitized HTML, where a
 * `<` in text is escaped and headings carry no attributes.
 */
export function normalizeHeadings(html: string): string {
  const open: Array<{ from: number; to: number }> = []
  let current = BODY_TOP_LEVEL
  return html.replace(HEADING_TAG, (_, closing: string, digit: string) => {
    if (closing) return `</h${current}>`
    const from = Number(digit)
    while (open.length > 0 && open.at(-1)!.from >= from) open.pop()
    current = Math.min((open.at(-1)?.to ?? BODY_TOP_LEVEL - 1) + 1, BODY_DEEPEST_LEVEL)
    open.push({ from, to: current })
    return `<h${current}>`
  })
}

/** Rich text as stored and shown: the editor's formatting only, no scripts, handlers, styles or unsafe links. */
export function sanitizeRichText(html: string): string {
  return normalizeHeadings(sanitize(html, options).trim())
}

/** Only the site's own stored images may appear in an article body. */
const STORED_IMAGE = /^\/api\/public\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const articleOptions: sanitize.IOptions = {
  ...options,
  allowedTags: [...(options.allowedTags as string[]), 'img'],
  allowedAttributes: { ...options.allowedAttributes, img: ['src', 'alt'] },
  allowedSchemesByTag: { img: [] },
  exclusiveFilter: (frame) => frame.tag === 'img' && !STORED_IMAGE.test(frame.attribs.src ?? ''),
}

/**
 * An article body (contents): the rich-text profile plus images, and only images stored by the
 * site (`/api/public/images/{id}`); a foreign or scripted `src` drops the image.
 */
export function sanitizeArticleHtml(html: string): string {
  return normalizeHeadings(sanitize(html, articleOptions).trim())
}
