import { describe, expect, it } from 'vitest'
import { organizationJsonLd, websiteJsonLd } from './site.rules'

const ORIGIN = 'https://hoi.example'

describe("the home's structured data", () => {
  it('names the group with its raster logo, real profiles and both offices with street and postal code', () => {
    const data = organizationJsonLd(ORIGIN, 'en')
    expect(data).toMatchObject({
      '@type': 'Organization',
      name: 'HOI Holding',
      url: `${ORIGIN}/en`,
      logo: { '@type': 'ImageObject', url: `${ORIGIN}/logo.png` },
      sameAs: ['https://www.instagram.com/hoiholding', 'https://www.linkedin.com/company/hoi-holding'],
    })
    expect(data.address).toEqual([
      {
        '@type': 'PostalAddress',
        streetAddress: 'Büyükdere Caddesi No. 185, Floor 14, Esentepe, Şişli',
        postalCode: '34394',
        addressLocality: 'Istanbul',
        addressCountry: 'TR',
      },
      // The UAE has no postal codes.
      {
        '@type': 'PostalAddress',
        streetAddress: 'Bay Square, Building 11, Office 504, Business Bay',
        addressLocality: 'Dubai',
        addressCountry: 'AE',
      },
    ])
  })

  it('describes the site in the page language as a WebSite published by the group', () => {
    expect(websiteJsonLd(ORIGIN, 'tr')).toMatchObject({
      '@type': 'WebSite',
      name: 'HOI Holding',
      url: `${ORIGIN}/tr`,
      inLanguage: 'tr',
      publisher: { '@type': 'Organization', name: 'HOI Holding' },
    })
  })
})
