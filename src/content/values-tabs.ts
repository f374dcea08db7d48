import type { Text } from './text'

/** docs/product.md §3: the home's values tab strip, in this order. */
export const valuesTabKeys = [
  'digital_transformation',
  'innovation',
  'future_talent',
  'climate_sustainability',
  'diversity_inclusion',
] as const
export type ValuesTabKey = (typeof valuesTabKeys)[number]

export interface ValuesTab {
  key: ValuesTabKey
  title: Text
  text: Text
}

export const valuesTabs: readonly ValuesTab[] = [
  {
    key: 'digital_transformation',
    title: { tr: 'Dijital dönüşüm', en: 'Digital transformation' },
    text: {
      tr: 'Hasta kabulünden vize başvurusuna, araç rezervasyonundan şantiye raporlamasına kadar grubun tüm süreçlerini ortak bir dijital altyapıda topluyoruz. Teknoloji şirketlerimizin geliştirdiği yazılımlar önce kendi şirketlerimizde sınanıyor, ardından müşterilerimize sunuluyor.',
      en: 'From patient admission to visa applications, from car bookings to site reporting, we are bringing every process of the group onto one shared digital platform. Software built by our technology companies is proven in our own companies first and then offered to our clients.',
    },
  },
  {
    key: 'innovation',
    title: { tr: 'İnovasyon', en: 'Innovation' },
    text: {
      tr: 'Her yıl şirketlerimizden gelen fikirleri iç inovasyon programımızda değerlendiriyor, seçilen projelere bütçe ve ekip ayırıyoruz. Çok dilli hasta asistanı ve Dubai rehberimizin kişiselleştirilmiş rota önerileri bu programdan doğdu.',
      en: 'Every year our internal innovation programme reviews ideas from across our companies and gives the selected projects a budget and a team. Our multilingual patient assistant and the personalised route suggestions of our Dubai guide both came out of this programme.',
    },
  },
  {
    key: 'future_talent',
    title: { tr: 'Geleceğin yetenekleri', en: 'Future talent' },
    text: {
      tr: 'Üniversitelerle yürüttüğümüz staj ve yeni mezun programlarıyla her yıl genç yetenekleri sağlık, turizm ve yazılım ekiplerimize kazandırıyoruz. Her katılımcı, deneyimli bir mentorla birlikte gerçek projelerde sorumluluk alıyor.',
      en: 'Through internship and graduate programmes run with universities, we bring young talent into our healthcare, tourism and software teams every year. Each participant takes on real project responsibility alongside an experienced mentor.',
    },
  },
  {
    key: 'climate_sustainability',
    title: { tr: 'İklim ve sürdürülebilirlik', en: 'Climate and sustainability' },
    text: {
      tr: 'Ofislerimizde yenilenebilir enerji kullanımını artırıyor, araç filomuzu hibrit ve elektrikli modellerle yeniliyor, inşaat projelerimizde enerji verimliliği yüksek malzemeleri tercih ediyoruz. Karbon ayak izimizi her yıl ölçüyor ve raporluyoruz.',
      en: 'We are increasing the share of renewable energy in our offices, renewing our car fleet with hybrid and electric models and choosing energy-efficient materials in our construction projects. We measure and report our carbon footprint every year.',
    },
  },
  {
    key: 'diversity_inclusion',
    title: { tr: 'Çeşitlilik ve kapsayıcılık', en: 'Diversity and inclusion' },
    text: {
      tr: 'İstanbul ve Dubai ekiplerimizde on beşten fazla ülkeden çalışma arkadaşımız var. İşe alımda yapılandırılmış mülakatlar kullanıyor, ücret eşitliğini düzenli olarak denetliyor ve yöneticilerimize kapsayıcı liderlik eğitimi veriyoruz.',
      en: 'Our Istanbul and Dubai teams bring together colleagues from more than fifteen countries. We use structured interviews in hiring, audit pay equity regularly and train our managers in inclusive leadership.',
    },
  },
]
