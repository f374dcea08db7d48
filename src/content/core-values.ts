import type { Text } from './text'

/** docs/product.md §3: the five core values, in this order. */
export const coreValueKeys = ['integrity', 'innovation', 'excellence', 'inclusiveness', 'sustainability'] as const
export type CoreValueKey = (typeof coreValueKeys)[number]

export interface CoreValue {
  key: CoreValueKey
  title: Text
  text: Text
}

export const coreValues: readonly CoreValue[] = [
  {
    key: 'integrity',
    title: { tr: 'Dürüstlük', en: 'Integrity' },
    text: {
      tr: 'Söz verdiğimizi yapar, yaptığımızı açıkça anlatırız. Fiyattan tedavi planına kadar her bilgiyi eksiksiz ve anlaşılır biçimde paylaşırız.',
      en: 'We do what we promise and explain openly what we do. From prices to treatment plans, we share every piece of information completely and clearly.',
    },
  },
  {
    key: 'innovation',
    title: { tr: 'Yenilikçilik', en: 'Innovation' },
    text: {
      tr: 'Yerleşik yöntemleri sorgular, küçük denemelerle öğrenir ve işe yarayanı hızla grubun tamamına yayarız.',
      en: 'We question established ways of working, learn through small experiments and quickly spread what works across the whole group.',
    },
  },
  {
    key: 'excellence',
    title: { tr: 'Mükemmeliyet', en: 'Excellence' },
    text: {
      tr: 'Kaliteyi ölçer, sonuçları düzenli olarak gözden geçirir ve misafirlerimizin deneyimini her temas noktasında iyileştiririz.',
      en: 'We measure quality, review our results regularly and improve our guests’ experience at every point of contact.',
    },
  },
  {
    key: 'inclusiveness',
    title: { tr: 'Kapsayıcılık', en: 'Inclusiveness' },
    text: {
      tr: 'Farklı ülkelerden, dillerden ve deneyimlerden gelen insanların eşit söz hakkıyla birlikte çalıştığı bir ortam kurarız.',
      en: 'We build a workplace where people from different countries, languages and backgrounds work together with an equal voice.',
    },
  },
  {
    key: 'sustainability',
    title: { tr: 'Sürdürülebilirlik', en: 'Sustainability' },
    text: {
      tr: 'Kararlarımızı bugünün kazancıyla değil, gelecek kuşaklara bırakacağımız çevre ve toplum etkisiyle birlikte değerlendiririz.',
      en: 'We weigh our decisions not only by today’s return but by the environmental and social impact we leave to future generations.',
    },
  },
]
