import type { Language } from '~/lib/enums'

// What the public pages draw of the offices lives in office-links.ts (the shell's part); the list below is the seed's and the job postings' (decision 061).
export { mapLinks, type OfficeDetails, officeHours, officeLabels, socialLinks, telHref, whatsappHref } from './office-links'

/**
 * The group's two offices (issue 9). Names and countries are localized in common.json
 * (footer.*); addresses here, per language. Phone numbers are written for people and dialled in
 * E.164; the messaging app is WhatsApp (wa.me links take the number without the plus).
 */
export interface Office {
  key: 'istanbul' | 'dubai'
  nameKey: 'istanbulOffice' | 'dubaiOffice'
  cityKey: 'istanbul' | 'dubai'
  countryKey: 'turkiye' | 'uae'
  timeZone: string
  /** The office's UTC offset, for the office hours line (neither country observes daylight saving time). */
  utcOffset: string
  address: Record<Language, readonly string[]>
  /** The address's parts for structured data (JobPosting, Organization): street, postal code, city, country. */
  postal: { street: Record<Language, string>; postalCode: string | null; locality: Record<Language, string>; country: 'TR' | 'AE' }
  phone: { display: string; e164: string }
  whatsapp: { display: string; e164: string }
  email: string
  /** WGS 84, for the map and the open-in-maps links. */
  coordinates: { lat: number; lon: number }
}

export const offices = [
  {
    key: 'istanbul',
    nameKey: 'istanbulOffice',
    cityKey: 'istanbul',
    countryKey: 'turkiye',
    timeZone: 'Europe/Istanbul',
    utcOffset: 'UTC+3',
    address: {
      tr: ['Esentepe Mah. Büyükdere Cad. No: 185, Kat: 14', '34394 Şişli / İstanbul', 'Türkiye'],
      en: ['Büyükdere Caddesi No. 185, Floor 14, Esentepe', '34394 Şişli, Istanbul', 'Türkiye'],
    },
    postal: {
      street: { tr: 'Esentepe Mah. Büyükdere Cad. No: 185, Kat: 14, Şişli', en: 'Büyükdere Caddesi No. 185, Floor 14, Esentepe, Şişli' },
      postalCode: '34394',
      locality: { tr: 'İstanbul', en: 'Istanbul' },
      country: 'TR',
    },
    phone: { display: '+90 212 284 40 00', e164: '+902122844000' },
    whatsapp: { display: '+90 532 284 40 00', e164: '+905322844000' },
    email: 'info@hoiholding.com',
    coordinates: { lat: 41.0775, lon: 29.0106 },
  },
  {
    key: 'dubai',
    nameKey: 'dubaiOffice',
    cityKey: 'dubai',
    countryKey: 'uae',
    timeZone: 'Asia/Dubai',
    utcOffset: 'UTC+4',
    address: {
      tr: ['Bay Square, Bina 11, Ofis 504', 'Business Bay, Dubai', 'Birleşik Arap Emirlikleri'],
      en: ['Bay Square, Building 11, Office 504', 'Business Bay, Dubai', 'United Arab Emirates'],
    },
    // The UAE has no postal codes.
    postal: {
      street: { tr: 'Bay Square, Bina 11, Ofis 504, Business Bay', en: 'Bay Square, Building 11, Office 504, Business Bay' },
      postalCode: null,
      locality: { tr: 'Dubai', en: 'Dubai' },
      country: 'AE',
    },
    phone: { display: '+971 4 552 18 00', e164: '+97145521800' },
    whatsapp: { display: '+971 50 552 18 00', e164: '+971505521800' },
    email: 'dubai@hoiholding.com',
    coordinates: { lat: 25.1862, lon: 55.2806 },
  },
] as const satisfies readonly Office[]

/** schema.org PostalAddress of an office, for the group's and its job postings' structured data. */
export const postalAddressJsonLd = (office: Pick<Office, 'postal'>, lang: Language) => ({
  '@type': 'PostalAddress',
  streetAddress: office.postal.street[lang],
  ...(office.postal.postalCode ? { postalCode: office.postal.postalCode } : {}),
  addressLocality: office.postal.locality[lang],
  addressCountry: office.postal.country,
})
