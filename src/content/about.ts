import type { Text } from './text'

/** The about page's three parts (docs/product.md §2 /about): who the group is, why it exists, where it goes. */
export const about = {
  introduction: {
    title: { tr: 'Biz kimiz', en: 'Who we are' },
    paragraphs: [
      {
        tr: 'HOI Holding; sağlık ve sağlık turizmi, turizm, teknoloji ve inşaat alanlarında faaliyet gösteren on bir şirketi tek çatı altında buluşturan çok sektörlü bir şirketler grubudur. Genel merkezimiz İstanbul’da, bölge ofisimiz Dubai’dedir.',
        en: 'HOI Holding is a multi-sector group that brings eleven companies in healthcare and health tourism, tourism, technology and construction under one roof. Our headquarters are in Istanbul and our regional office is in Dubai.',
      },
      {
        tr: 'Türkiye’nin sağlık ve mühendislik birikimini Körfez’in ticaret ve turizm dinamizmiyle birleştiriyoruz. Yirmiden fazla ülkeden gelen hastalarımıza, misafirlerimize ve iş ortaklarımıza; planlamadan teslimata kadar tek bir muhatapla, ölçülebilir bir kalite standardıyla hizmet veriyoruz.',
        en: 'We combine Türkiye’s strength in healthcare and engineering with the commercial and tourism momentum of the Gulf. Patients, guests and partners from more than twenty countries work with a single point of contact from planning to delivery, held to one measurable standard of quality.',
      },
    ],
  },
  purpose: {
    title: { tr: 'Amacımız', en: 'Our purpose' },
    text: {
      tr: 'İnsanların sağlığına, seyahatine ve işine dokunan hizmetleri daha erişilebilir, daha şeffaf ve daha güvenilir kılmak; bunu yaparken çalışanlarımız, iş ortaklarımız ve faaliyet gösterdiğimiz topluluklar için kalıcı değer üretmek.',
      en: 'To make the services that touch people’s health, travel and work more accessible, more transparent and more reliable, and to create lasting value for our people, our partners and the communities we operate in while doing so.',
    },
  },
  vision: {
    title: { tr: 'Vizyonumuz', en: 'Our vision' },
    text: {
      tr: 'Türkiye ile Körfez arasında sağlık, turizm ve teknolojide köprü kuran, dijital yetkinliği ve insan odaklı hizmet anlayışıyla bölgesinde ilk tercih edilen holding olmak.',
      en: 'To be the group of first choice in its region, bridging Türkiye and the Gulf in healthcare, tourism and technology through digital strength and a people-first approach to service.',
    },
  },
} satisfies Record<string, { title: Text } & ({ paragraphs: Text[] } | { text: Text })>
