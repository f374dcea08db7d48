import type { ContentCategory, Language } from '~/lib/enums'

/** Link props to an article: the three categories are three route families with the same shape. */
export const contentLink = (lang: Language, content: { category: ContentCategory; slug: string }) => ({
  to: `/$lang/${content.category}/$slug` as '/$lang/press/$slug',
  params: { lang, slug: content.slug },
})

export const contentListLink = (lang: Language, category: ContentCategory) => ({
  to: `/$lang/${category}` as '/$lang/press',
  params: { lang },
})
