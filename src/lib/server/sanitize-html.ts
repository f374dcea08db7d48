import sanitize from 'sanitize-html'

const options: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'a', 'code', 'pre'],
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

/** Rich text as stored and shown: the editor's formatting only, no scripts, handlers, styles or unsafe links. */
export function sanitizeRichText(html: string): string {
  return sanitize(html, options).trim()
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
  return sanitize(html, articleOptions).trim()
}
