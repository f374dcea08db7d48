/*
 * What the public pages draw of the group's offices (decision 061): the offices themselves come
 * from the database (the site feature's `officesOf`); their labels, hours and links are here. Part
 * of every public page's shell (vite.config.ts `SHELL`), so it holds no office data: the typed list
 * in offices.ts (the seed's, the job postings') stays out of the shell.
 */

/**
 * What the code keeps of each office (decision 061): its labels' keys in common.json (footer.*)
 * and its UTC offset, the same as in `offices.ts` (content.test.ts checks).
 */
const officeLabelsByKey = {
  istanbul: { nameKey: 'istanbulOffice', cityKey: 'istanbul', countryKey: 'turkiye', utcOffset: 'UTC+3' },
  dubai: { nameKey: 'dubaiOffice', cityKey: 'dubai', countryKey: 'uae', utcOffset: 'UTC+4' },
} as const

/** An office's labels by its key; the offices are the site's own (editors edit, never add, them): any other key reads as Istanbul's. */
export const officeLabels = (key: string) => (key === 'dubai' ? officeLabelsByKey.dubai : officeLabelsByKey.istanbul)

/**
 * An office as the footer and the contact page draw it: the database's entry (decision 061,
 * `officesOf` of the site feature), named through `officeLabels(key)`.
 */
export interface OfficeDetails {
  key: string
  address: readonly string[]
  phone: { display: string; e164: string }
  whatsapp: { display: string; e164: string }
  email: string
  coordinates: { lat: number; lon: number }
}

/** docs/product.md §9: weekdays 09:00 to 18:00, each office in its own time zone. */
export const officeHours = { days: 'weekdays', opens: '09:00', closes: '18:00' } as const

export const telHref = (e164: string) => `tel:${e164}`
export const whatsappHref = (e164: string) => `https://wa.me/${e164.replace(/^\+/, '')}`

/** Open-in-maps links: they leave the site, so nothing is fetched from a map service before a click. */
export const mapLinks = ({ lat, lon }: { lat: number; lon: number }) => ({
  osm: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`,
  google: `https://www.google.com/maps/search/?api=1&query=${lat},${lon}`,
})

/** The group's profiles elsewhere: the footer's links and the `sameAs` of its structured data. */
export const socialLinks = [
  { network: 'Instagram', href: 'https://www.instagram.com/hoiholding' },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/hoi-holding' },
] as const
