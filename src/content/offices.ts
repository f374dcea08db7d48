/** The group's two offices. Names and countries are localized in common.json (footer.*). */
export const offices = [
  { key: 'istanbul', nameKey: 'istanbulOffice', cityKey: 'istanbul', countryKey: 'turkiye', timeZone: 'Europe/Istanbul' },
  { key: 'dubai', nameKey: 'dubaiOffice', cityKey: 'dubai', countryKey: 'uae', timeZone: 'Asia/Dubai' },
] as const

export const socialLinks = [
  { network: 'Instagram', href: 'https://www.instagram.com/hoiholding' },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/hoi-holding' },
] as const
