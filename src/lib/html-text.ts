/*
 * Sanitized HTML as plain text, client-safe: the job page's description for its meta tags, the
 * site search's passages.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** The character references sanitized HTML holds, as text: numeric ones and the named few above (others stay as they are). */
export const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
  })

/** Sanitized HTML as reading text: each paragraph, heading or list item on its own line, tags dropped, references decoded. */
export const htmlText = (html: string) =>
  decodeEntities(html.replace(/<\/(p|h[1-6]|li|blockquote)>|<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, ''))
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim()
