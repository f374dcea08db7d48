import type { CompanyKey } from './companies'
import type { BrandScope, CompanyCategory, MarketPosition } from './taxonomy'
import type { Text } from './text'

export { type BrandScope, brandScopes, type MarketPosition, marketPositions } from './taxonomy'

export interface Brand {
  key: string
  name: string
  description: Text
  /** The same categories as the companies (docs/product.md §3). */
  category: CompanyCategory
  position: MarketPosition
  scope: BrandScope
  /** The group company that runs the brand. */
  company: CompanyKey
}

/** The group's eight brands (docs/product.md §3), in the order docs/product.md §3.6 lists them. */
export const brands: readonly Brand[] = [
  {
    key: 'vitalis-hair',
    name: 'Vitalis Hair & Health',
    description: {
      tr: 'Saç ekimi ve sağlık turizmi markamız. Anlaşmalı hastanelerde uzman hekimlerle yapılan tedavileri; konaklama, transfer ve bir yıllık takip programıyla birlikte sunar.',
      en: 'Our hair transplant and health tourism brand. It offers treatment by specialist doctors in partner hospitals together with accommodation, transfers and a one-year follow-up programme.',
    },
    category: 'health',
    position: 'premium',
    scope: 'global',
    company: 'hoi-health',
  },
  {
    key: 'lumen-studio',
    name: 'Lumen Studio',
    description: {
      tr: 'Markalar için video, fotoğraf ve sosyal medya içeriği üreten yaratıcı içerik stüdyosu. Türkçe, İngilizce ve Arapça kampanyalar hazırlar.',
      en: 'A creative content studio producing video, photography and social media content for brands, with campaigns in Turkish, English and Arabic.',
    },
    category: 'technology',
    position: 'mass_market',
    scope: 'regional',
    company: 'hoi-creative',
  },
  {
    key: 'dubai-compass',
    name: 'Dubai Compass',
    description: {
      tr: 'Dubai’yi ziyaret edenler için tur, etkinlik ve restoran önerilerini tek uygulamada toplayan turizm rehberi. Rezervasyonlar uygulama içinden yapılır.',
      en: 'A tourism guide that gathers tours, activities and restaurant tips for visitors to Dubai in one app, with bookings made inside the app.',
    },
    category: 'tourism_technology',
    position: 'mass_market',
    scope: 'global',
    company: 'hoi-dubai-guide',
  },
  {
    key: 'codeva',
    name: 'Codeva',
    description: {
      tr: 'Rezervasyon, hasta takibi ve ödeme süreçleri için geliştirdiğimiz bulut tabanlı yazılım ürünleri. Grubun şirketlerinde ve kurumsal müşterilerde kullanılır.',
      en: 'Cloud software products for booking, patient management and payments, used across the group’s companies and by corporate clients.',
    },
    category: 'technology',
    position: 'premium',
    scope: 'global',
    company: 'hoi-tech',
  },
  {
    key: 'voya',
    name: 'Voya Travel',
    description: {
      tr: 'Kişiye özel tatiller, kültür turları ve kurumsal seyahatler düzenleyen seyahat markamız. Türkiye ve Körfez rotalarında butik deneyimler sunar.',
      en: 'Our travel brand for tailor-made holidays, cultural tours and corporate travel, offering boutique experiences on routes across Türkiye and the Gulf.',
    },
    category: 'tourism',
    position: 'luxury',
    scope: 'global',
    company: 'hoi-travel',
  },
  {
    key: 'visapoint',
    name: 'VisaPoint',
    description: {
      tr: 'BAE turist ve iş vizesi başvurularını uygun ücretle, çevrim içi ve hızlı biçimde sonuçlandıran vize danışmanlık markası.',
      en: 'A visa consultancy brand that completes UAE tourist and business visa applications online, quickly and at an affordable fee.',
    },
    category: 'tourism',
    position: 'budget',
    scope: 'regional',
    company: 'hoi-visa',
  },
  {
    key: 'drive-emirates',
    name: 'Drive Emirates',
    description: {
      tr: 'Dubai ve Abu Dabi’de üst segment ve şoförlü araç kiralama markası. Araçlar havalimanına ya da otele teslim edilir.',
      en: 'A premium and chauffeur-driven car rental brand in Dubai and Abu Dhabi, with cars delivered to the airport or the hotel.',
    },
    category: 'tourism',
    position: 'luxury',
    scope: 'regional',
    company: 'hoi-car-rental',
  },
  {
    key: 'stackwise',
    name: 'Stackwise Consulting',
    description: {
      tr: 'Körfez bölgesindeki kurumlara yazılım mimarisi, bulut geçişi ve ekip yetkinliği konularında danışmanlık veren yazılım danışmanlık markası.',
      en: 'A software consultancy brand advising organisations across the Gulf on software architecture, cloud migration and team capability.',
    },
    category: 'technology',
    position: 'premium',
    scope: 'regional',
    company: 'hoi-software-consulting',
  },
]
