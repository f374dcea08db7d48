import { eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { mediaItems, mediaUsages } from '~/db/schema'
import enMedia from '~/i18n/locales/en/media.json'
import trMedia from '~/i18n/locales/tr/media.json'
import type { Language } from '~/lib/enums'
import { AppError } from '~/lib/errors'
import { type MediaPicture, pictureHtml } from '~/lib/media-picture'
import { serverText } from '~/lib/server/messages'
import { requestContext } from '~/lib/server/request-context'
import { altIn } from './media.rules'
import { picturesOf } from './media.server'

/*
 * What the contents feature calls (decision 024): the alt-text rule when an article is saved, the
 * usages written with it, and the pictures its public page draws (docs/product.md §23); and what
 * the site feature calls: the pictures of the corporate pages (board photos, logos) and the rule
 * for them (decision 061).
 */

export { mediaTasks } from './media.server'

/** Media items as a public page draws them, by id, with their alt text in `lang`, for an image `sizes` wide. */
export const picturesFor = (db: Db, ids: readonly string[], lang: Language, sizes: string) => picturesOf(db, ids, lang, sizes)

const text = serverText('media', { tr: trMedia, en: enMedia })

/** The stored images an article body shows (`<img src="/api/public/images/{id}">`, the only images the sanitizer keeps). */
const BODY_IMAGE =
  /<img\b[^>]*?\bsrc="\/api\/public\/images\/([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})"[^>]*>/g

export const bodyImageIds = (html: string) => [...new Set([...html.matchAll(BODY_IMAGE)].map((match) => match[1]!.toLowerCase()))]

export interface ArticleMedia {
  language: Language
  coverId: string | null
  bodyHtml: string
}

/**
 * The rule of docs/product.md §23: an article's cover and body images must have alt text in the
 * article's language or be marked decorative. Refused with 400 and a message on the field (the
 * cover, the body) naming the images, in the editor's language.
 */
export async function checkMediaUse(tx: Db, article: ArticleMedia): Promise<void> {
  const bodyIds = bodyImageIds(article.bodyHtml)
  const ids = [...new Set([...(article.coverId ? [article.coverId] : []), ...bodyIds])]
  if (ids.length === 0) return
  const rows = await tx
    .select({
      id: mediaItems.id,
      name: mediaItems.name,
      altTr: mediaItems.altTr,
      altEn: mediaItems.altEn,
      decorative: mediaItems.decorative,
    })
    .from(mediaItems)
    .where(inArray(mediaItems.id, ids))
    // A delete of one of them waits for this save, then sees its usage (media.admin.server.ts).
    .for('key share')
  const items = new Map(rows.map((row) => [row.id, row]))
  const lacking = (id: string) => {
    const item = items.get(id)
    return !item || altIn(item, article.language) === null
  }
  const t = text[requestContext().lang ?? 'tr']
  const language = t(`languages.${article.language}`)
  const fields: Record<string, string> = {}
  if (article.coverId && lacking(article.coverId)) fields.coverFileId = t('rule.cover', { language })
  const bodyLacking = bodyIds.filter(lacking)
  if (bodyLacking.length > 0) {
    const names = bodyLacking.map((id) => items.get(id)?.name ?? id).join(', ')
    fields.bodyHtml = t('rule.body', { count: bodyLacking.length, language, names })
  }
  if (Object.keys(fields).length > 0) throw new AppError('invalid', { fields })
}

/**
 * The same rule for a picture of the corporate pages (decision 061): shown in both languages, it
 * needs alt text in both or the decorative mark. Refused with 400 on `field`, naming the languages.
 */
export async function checkPictureUse(tx: Db, mediaId: string, field: string): Promise<void> {
  const [item] = await tx
    .select({ altTr: mediaItems.altTr, altEn: mediaItems.altEn, decorative: mediaItems.decorative })
    .from(mediaItems)
    .where(eq(mediaItems.id, mediaId))
    .for('key share')
  const t = text[requestContext().lang ?? 'tr']
  if (!item) throw new AppError('invalid', { fields: { [field]: t('rule.missing') } })
  const lacking = (['tr', 'en'] as const).filter((language) => altIn(item, language) === null)
  if (lacking.length > 0) {
    throw new AppError('invalid', {
      fields: { [field]: t('rule.picture', { languages: lacking.map((language) => t(`languages.${language}`)).join(', ') }) },
    })
  }
}

/** Writes where the article uses media items (its cover, its body's images), in the article's transaction. */
export async function writeMediaUsages(tx: Db, contentId: string, article: Omit<ArticleMedia, 'language'>): Promise<void> {
  await tx.delete(mediaUsages).where(eq(mediaUsages.contentId, contentId))
  const used = [
    ...(article.coverId ? [{ id: article.coverId, role: 'cover' as const }] : []),
    ...bodyImageIds(article.bodyHtml).map((id) => ({ id, role: 'body' as const })),
  ]
  if (used.length === 0) return
  // Only ids the library holds: a body may still name an image deleted before the rule.
  await tx.execute(sql`
    insert into ${mediaUsages} (media_id, content_id, role)
    select m.id, ${contentId}::uuid, u.role::media_usage_role
    from json_to_recordset(${JSON.stringify(used)}::json) as u(id uuid, role text)
    join ${mediaItems} m on m.id = u.id
    on conflict do nothing`)
}

const decodeEntities = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')

/**
 * An article's pictures for its public page: the cover, and the body with every library image
 * drawn as a `<picture>` with its variants, size and alt text in the article's language.
 */
export async function articlePictures(db: Db, article: ArticleMedia): Promise<{ cover: MediaPicture | null; bodyHtml: string }> {
  const pictures = await picturesOf(
    db,
    [...(article.coverId ? [article.coverId] : []), ...bodyImageIds(article.bodyHtml)],
    article.language,
  )
  const bodyHtml = article.bodyHtml.replace(BODY_IMAGE, (tag, id: string) => {
    const picture = pictures.get(id.toLowerCase())
    if (!picture) return tag
    // An image kept from before the rule without alt text in the library keeps the one its tag had.
    const kept = /\balt="([^"]*)"/.exec(tag)?.[1]
    return pictureHtml(picture.alt === null ? { ...picture, alt: decodeEntities(kept ?? '') } : picture)
  })
  return { cover: article.coverId ? (pictures.get(article.coverId) ?? null) : null, bodyHtml }
}
