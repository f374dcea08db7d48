import type { Db } from '../client'
import { documents, documentTranslations } from '../schema'
import type { DocumentCategory, PublishStatus } from '~/lib/enums'
import type { FileStorage } from '~/lib/server/storage'
import { type DemoDocumentPdf, renderDocumentPdf } from './document-pdf'
import { daysAgo } from './helpers'
import { insertDemoFiles, removeDemoFiles, type StoredDemoFile, storeDemoPdf, storeEach } from './pdf'

// Demo documents for the documents page: two or more published in every category, one draft and
// one removed (neither public), each with a real one-page PDF in the file storage.

interface DemoDocument {
  category: DocumentCategory
  status: PublishStatus
  sortOrder: number
  daysAgo: number
  fileName: string
  tr: { title: string; description: string }
  en: { title: string; description: string }
  pdf: Omit<DemoDocumentPdf, 'footer'>
}

const demoDocuments: DemoDocument[] = [
  {
    category: 'terms',
    status: 'active',
    sortOrder: 1,
    daysAgo: 120,
    fileName: 'hoi-holding-web-sitesi-kullanim-kosullari.pdf',
    tr: {
      title: 'Web Sitesi Kullanım Koşulları',
      description: 'hoiholding.com ve alt sayfalarının kullanımına ilişkin koşullar, fikri mülkiyet hakları ve sorumluluğun sınırları.',
    },
    en: {
      title: 'Website Terms of Use',
      description: 'The terms for using hoiholding.com and its pages, intellectual property rights and the limits of liability.',
    },
    pdf: {
      title: 'Web Sitesi Kullanım Koşulları',
      subtitle: 'Belge no. HOI-TRM-001 · Sürüm 2.1 · Yürürlük: 1 Mart 2026',
      sections: [
        {
          heading: 'Kapsam',
          text: 'Bu koşullar, HOI Holding A.Ş. tarafından işletilen web sitesini ziyaret eden herkes için geçerlidir. Siteyi kullanarak bu koşulları kabul etmiş sayılırsınız; kabul etmiyorsanız siteyi kullanmamanızı rica ederiz.',
        },
        {
          heading: 'Fikri mülkiyet',
          text: 'Sitedeki metinler, logolar, fotoğraflar ve tasarım öğeleri HOI Holding ve grup şirketlerine aittir. Kaynak gösterilerek yapılan kısa alıntılar dışında, yazılı izin alınmadan çoğaltılamaz ve ticari amaçla kullanılamaz.',
        },
        {
          heading: 'Sorumluluğun sınırları',
          text: 'Sitedeki bilgiler genel bilgilendirme amacıyla ve özenle hazırlanır; ancak eksiksiz ve güncel olduğu garanti edilmez. Bağlantı verilen üçüncü taraf sitelerin içeriğinden HOI Holding sorumlu değildir.',
        },
        {
          heading: 'Değişiklikler',
          text: 'HOI Holding bu koşulları önceden bildirmeksizin güncelleyebilir. Güncel metin her zaman bu sayfada yayımlanır ve yayımlandığı tarihte yürürlüğe girer.',
        },
      ],
    },
  },
  {
    category: 'terms',
    status: 'active',
    sortOrder: 2,
    daysAgo: 60,
    fileName: 'hoi-travel-booking-terms-and-conditions.pdf',
    tr: {
      title: 'Tur ve Aktivite Rezervasyon Koşulları',
      description: 'Grup seyahat markalarımız üzerinden yapılan tur ve aktivite rezervasyonlarında ödeme, iptal ve iade koşulları.',
    },
    en: {
      title: 'Tour and Activity Booking Terms',
      description: 'Payment, cancellation and refund terms for tours and activities booked through our group travel brands.',
    },
    pdf: {
      title: 'Tour and Activity Booking Terms',
      subtitle: 'Document no. HOI-TRM-004 · Version 1.3 · Effective 15 September 2026',
      sections: [
        {
          heading: 'Bookings and payment',
          text: 'A booking is confirmed once full payment has been received and a confirmation e-mail with a booking reference has been sent. Prices are shown in the currency selected at checkout and include VAT where it applies.',
        },
        {
          heading: 'Cancellations by the guest',
          text: 'Cancellations made at least 48 hours before the start of a tour or activity are refunded in full. Cancellations made later, and guests who do not show up, are not refunded unless the provider can resell the place.',
        },
        {
          heading: 'Changes by the organiser',
          text: 'When weather, safety or official decisions make a tour impossible, we offer another date or a full refund. We do not accept liability for costs such as flights or hotels booked separately by the guest.',
        },
      ],
    },
  },
  {
    category: 'legal',
    status: 'active',
    sortOrder: 1,
    daysAgo: 150,
    fileName: 'kvkk-aydinlatma-metni.pdf',
    tr: {
      title: 'KVKK Aydınlatma Metni',
      description:
        '6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında ziyaretçilerimizin ve iş başvurusu yapan adayların bilgilendirilmesi.',
    },
    en: {
      title: 'Privacy Notice under KVKK',
      description: 'How we process the personal data of visitors and job applicants under Turkish Personal Data Protection Law No. 6698.',
    },
    pdf: {
      title: 'KVKK Aydınlatma Metni',
      subtitle: 'Belge no. HOI-LGL-002 · Sürüm 3.0 · Son güncelleme: 10 Haziran 2026',
      sections: [
        {
          heading: 'Veri sorumlusu',
          text: 'Kişisel verileriniz, veri sorumlusu sıfatıyla HOI Holding A.Ş. tarafından, 6698 sayılı Kişisel Verilerin Korunması Kanunu ve ilgili mevzuata uygun olarak işlenmektedir.',
        },
        {
          heading: 'İşlenen veriler ve amaçlar',
          text: 'İletişim formu ile ilettiğiniz ad, soyad, e-posta ve mesaj içeriği talebinizi yanıtlamak; iş başvurularında paylaştığınız özgeçmiş ve iletişim bilgileri ise işe alım sürecini yürütmek amacıyla işlenir.',
        },
        {
          heading: 'Saklama süresi',
          text: 'Başvuru bilgileri, başvuru tarihinden itibaren 365 gün saklanır ve bu sürenin sonunda silinir. İletişim mesajları, talebin sonuçlanmasından sonra mevzuatın öngördüğü süre kadar tutulur.',
        },
        {
          heading: 'Haklarınız',
          text: 'Kanunun 11. maddesi uyarınca verilerinize erişme, düzeltilmesini veya silinmesini isteme ve işlemeye itiraz etme haklarına sahipsiniz. Taleplerinizi kvkk@hoiholding.com adresine iletebilirsiniz.',
        },
      ],
    },
  },
  {
    category: 'legal',
    status: 'active',
    sortOrder: 2,
    daysAgo: 90,
    fileName: 'hoi-holding-cerez-politikasi.pdf',
    tr: {
      title: 'Çerez Politikası',
      description: 'Web sitemizde kullanılan zorunlu çerezler, dil tercihinin saklanması ve çerezleri yönetme yolları.',
    },
    en: {
      title: 'Cookie Policy',
      description: 'The essential cookies our website uses, how your language choice is stored and how to manage cookies.',
    },
    pdf: {
      title: 'Cookie Policy',
      subtitle: 'Document no. HOI-LGL-005 · Version 1.1 · Last updated 2 May 2026',
      sections: [
        {
          heading: 'What we use',
          text: 'Our website uses only the cookies it needs to work: a cookie named language that remembers the language you chose for 365 days, and a session cookie for staff who sign in to the dashboard.',
        },
        {
          heading: 'No tracking',
          text: 'We do not use advertising or cross-site tracking cookies, and we do not share cookie data with third parties for marketing purposes.',
        },
        {
          heading: 'Managing cookies',
          text: 'You can delete or block cookies in your browser settings at any time. If you block the language cookie, the site will choose a language from your browser settings on each visit.',
        },
      ],
    },
  },
  {
    category: 'policy',
    status: 'active',
    sortOrder: 1,
    daysAgo: 200,
    fileName: 'hoi-holding-etik-ve-uyum-politikasi.pdf',
    tr: {
      title: 'Etik ve Uyum Politikası',
      description:
        'Tüm grup şirketlerinde çalışanlarımızın ve iş ortaklarımızın uyması beklenen dürüstlük, rüşvetle mücadele ve çıkar çatışması kuralları.',
    },
    en: {
      title: 'Ethics and Compliance Policy',
      description:
        'The integrity, anti-bribery and conflict-of-interest rules we expect our people and partners in every group company to follow.',
    },
    pdf: {
      title: 'Etik ve Uyum Politikası',
      subtitle: 'Belge no. HOI-POL-001 · Sürüm 2.0 · Yönetim Kurulu onayı: 14 Ocak 2026',
      sections: [
        {
          heading: 'Amaç',
          text: 'Bu politika, HOI Holding ve bağlı şirketlerinde iş yapma biçimimizi belirleyen dürüstlük, şeffaflık ve hesap verebilirlik ilkelerini tanımlar ve tüm çalışanlar için bağlayıcıdır.',
        },
        {
          heading: 'Rüşvet ve yolsuzlukla mücadele',
          text: 'Hiçbir çalışanımız, doğrudan ya da aracılar yoluyla, bir iş avantajı sağlamak amacıyla kamu görevlilerine veya özel kişilere değerli bir şey teklif edemez, veremez ve kabul edemez.',
        },
        {
          heading: 'Çıkar çatışması',
          text: 'Kişisel ilişkileri veya mali çıkarları şirket kararlarını etkileyebilecek çalışanlar bu durumu yöneticisine ve Uyum Birimi’ne yazılı olarak bildirir ve ilgili karardan çekilir.',
        },
        {
          heading: 'Bildirim hattı',
          text: 'Politikaya aykırı bir durumu fark eden herkes, kimliğini açıklamadan etik@hoiholding.com adresine bildirimde bulunabilir. İyi niyetle bildirimde bulunan kişiye hiçbir olumsuz işlem yapılmaz.',
        },
      ],
    },
  },
  {
    category: 'policy',
    status: 'active',
    sortOrder: 2,
    daysAgo: 45,
    fileName: 'hoi-holding-environmental-and-sustainability-policy.pdf',
    tr: {
      title: 'Çevre ve Sürdürülebilirlik Politikası',
      description: 'Enerji, su ve atık yönetiminde grup hedeflerimiz, sürdürülebilir turizm ilkelerimiz ve raporlama taahhüdümüz.',
    },
    en: {
      title: 'Environmental and Sustainability Policy',
      description: 'Our group targets for energy, water and waste, our principles for sustainable tourism and our reporting commitment.',
    },
    pdf: {
      title: 'Environmental and Sustainability Policy',
      subtitle: 'Document no. HOI-POL-006 · Version 1.0 · Approved 30 September 2026',
      sections: [
        {
          heading: 'Our commitment',
          text: 'HOI Holding commits to reducing the environmental footprint of its clinics, offices, travel operations and construction sites, and to reporting its progress every year.',
        },
        {
          heading: 'Targets for 2030',
          text: 'We aim to source 60 percent of the electricity used in our offices and clinics from renewable sources, to cut paper use by half through digital records, and to recycle at least 70 percent of construction waste.',
        },
        {
          heading: 'Sustainable tourism',
          text: 'Our travel brands favour local guides and suppliers, plan transfers to avoid empty journeys, and inform guests about respectful behaviour in protected natural and cultural sites.',
        },
      ],
    },
  },
  {
    category: 'policy',
    status: 'draft',
    sortOrder: 3,
    daysAgo: 3,
    fileName: 'hoi-holding-is-sagligi-ve-guvenligi-politikasi-taslak.pdf',
    tr: {
      title: 'İş Sağlığı ve Güvenliği Politikası',
      description: 'Güncellenmekte olan iş sağlığı ve güvenliği politikası; yayımlanmadan önce Yönetim Kurulu onayına sunulacaktır.',
    },
    en: {
      title: 'Occupational Health and Safety Policy',
      description: 'The occupational health and safety policy under revision; it goes to the Board for approval before it is published.',
    },
    pdf: {
      title: 'İş Sağlığı ve Güvenliği Politikası (Taslak)',
      subtitle: 'Belge no. HOI-POL-003 · Taslak sürüm 3.0-b',
      sections: [
        {
          heading: 'Kapsam',
          text: 'Bu politika ofislerimizde, kliniklerimizde ve şantiyelerimizde çalışan tüm personel, alt yükleniciler ve ziyaretçiler için geçerlidir.',
        },
        {
          heading: 'Risk değerlendirmesi',
          text: 'Her işyeri için risk değerlendirmesi en az yılda bir kez ve her önemli değişiklikten sonra yenilenir; sonuçlar çalışan temsilcileriyle paylaşılır.',
        },
      ],
    },
  },
  {
    category: 'financial',
    status: 'active',
    sortOrder: 1,
    daysAgo: 210,
    fileName: 'hoi-holding-2025-faaliyet-raporu-ozeti.pdf',
    tr: {
      title: '2025 Faaliyet Raporu Özeti',
      description: 'Grubun 2025 yılı faaliyetleri, sektör bazında gelir dağılımı, yatırımlar ve istihdam rakamlarının özeti.',
    },
    en: {
      title: '2025 Annual Report Summary',
      description: "A summary of the group's 2025 activities, revenue by sector, investments and employment figures.",
    },
    pdf: {
      title: '2025 Annual Report Summary',
      subtitle: 'Document no. HOI-FIN-2025-01 · Published 28 April 2026',
      sections: [
        {
          heading: 'The year in brief',
          text: 'In 2025 the group grew its consolidated revenue by 31 percent, opened its second office in Dubai and welcomed more than 40,000 international patients and guests through its healthcare and travel brands.',
        },
        {
          heading: 'Revenue by sector',
          text: 'Healthcare and health tourism contributed 46 percent of revenue, tourism and travel services 27 percent, technology 15 percent and construction 12 percent.',
        },
        {
          heading: 'Investments and people',
          text: 'The group invested in a new patient coordination platform, two clinic renovations in Istanbul and a software development centre. The number of full-time employees rose to more than 350.',
        },
      ],
    },
  },
  {
    category: 'financial',
    status: 'active',
    sortOrder: 2,
    daysAgo: 30,
    fileName: 'hoi-holding-2026-ilk-yari-finansal-bilgiler.pdf',
    tr: {
      title: '2026 İlk Yarı Finansal Bilgileri',
      description: '30 Haziran 2026 itibarıyla özet konsolide gelir tablosu ve bilanço ile yönetimin dönem değerlendirmesi.',
    },
    en: {
      title: 'Financial Information for the First Half of 2026',
      description: "Summary consolidated income statement and balance sheet as at 30 June 2026, with management's review of the period.",
    },
    pdf: {
      title: '2026 İlk Yarı Finansal Bilgileri',
      subtitle: 'Belge no. HOI-FIN-2026-H1 · Bağımsız denetimden geçmemiş özet bilgiler',
      sections: [
        {
          heading: 'Dönem değerlendirmesi',
          text: 'Yılın ilk yarısında konsolide gelirler bir önceki yılın aynı dönemine göre yüzde 24 artmıştır. Artışta sağlık turizmi hasta sayısındaki büyüme ve Birleşik Arap Emirlikleri operasyonları belirleyici olmuştur.',
        },
        {
          heading: 'Karlılık',
          text: 'FAVÖK marjı yüzde 18,6 olarak gerçekleşmiştir. Teknoloji şirketimizdeki yazılım yatırımları dönem giderlerini artırmış, ancak orta vadede operasyonel verimlilik sağlaması beklenmektedir.',
        },
        {
          heading: 'Finansal yapı',
          text: 'Grubun net borç / FAVÖK oranı 1,1 seviyesindedir. Yatırımlar ağırlıklı olarak özkaynaklar ve faaliyetlerden elde edilen nakit ile finanse edilmiştir.',
        },
      ],
    },
  },
  {
    category: 'financial',
    status: 'removed',
    sortOrder: 3,
    daysAgo: 400,
    fileName: 'hoi-holding-2024-faaliyet-raporu-ozeti.pdf',
    tr: {
      title: '2024 Faaliyet Raporu Özeti',
      description: 'Yerini 2025 faaliyet raporuna bırakan 2024 yılı özeti.',
    },
    en: {
      title: '2024 Annual Report Summary',
      description: 'The 2024 summary, replaced by the 2025 annual report.',
    },
    pdf: {
      title: '2024 Annual Report Summary',
      subtitle: 'Document no. HOI-FIN-2024-01 · Published 30 April 2025',
      sections: [
        {
          heading: 'The year in brief',
          text: 'In 2024 the group brought its healthcare, travel and technology companies under one holding structure and prepared the opening of its Dubai office.',
        },
      ],
    },
  },
  {
    category: 'technical',
    status: 'active',
    sortOrder: 1,
    daysAgo: 75,
    fileName: 'hoi-partner-booking-api-integration-guide.pdf',
    tr: {
      title: 'İş Ortağı Rezervasyon API Entegrasyon Kılavuzu',
      description: 'Acenteler ve oteller için rezervasyon API’sine bağlanma, kimlik doğrulama ve hata kodları hakkında teknik kılavuz.',
    },
    en: {
      title: 'Partner Booking API Integration Guide',
      description: 'A technical guide for agencies and hotels to connecting to our booking API, authentication and error codes.',
    },
    pdf: {
      title: 'Partner Booking API Integration Guide',
      subtitle: 'Document no. HOI-TEC-010 · API version 2 · Revised 20 August 2026',
      sections: [
        {
          heading: 'Access',
          text: 'Partners receive a client identifier and secret after signing the partner agreement. Every request is sent over HTTPS with a bearer token obtained from the token endpoint; tokens expire after one hour.',
        },
        {
          heading: 'Availability and booking',
          text: 'Availability is queried per product and date range and returns prices in the partner’s contract currency. A booking holds a place for 15 minutes until it is confirmed with the guest details.',
        },
        {
          heading: 'Errors and limits',
          text: 'Errors are returned as JSON with a stable code and a message. Each partner may send up to 20 requests per second; requests above the limit receive status 429 with a Retry-After header.',
        },
      ],
    },
  },
  {
    category: 'technical',
    status: 'active',
    sortOrder: 2,
    daysAgo: 20,
    fileName: 'santiye-bilgi-guvenligi-ve-dijital-kayit-standardi.pdf',
    tr: {
      title: 'Şantiye Dijital Kayıt ve Bilgi Güvenliği Standardı',
      description:
        'İnşaat projelerimizde proje dokümanlarının, çizimlerin ve saha kayıtlarının dijital ortamda tutulmasına ilişkin teknik standart.',
    },
    en: {
      title: 'Construction Site Digital Records and Information Security Standard',
      description:
        'The technical standard for keeping project documents, drawings and site records digitally on our construction projects.',
    },
    pdf: {
      title: 'Şantiye Dijital Kayıt ve Bilgi Güvenliği Standardı',
      subtitle: 'Belge no. HOI-TEC-014 · Sürüm 1.2 · Yürürlük: 1 Ekim 2026',
      sections: [
        {
          heading: 'Amaç ve kapsam',
          text: 'Bu standart, grubun inşaat projelerinde üretilen çizimlerin, hakediş belgelerinin ve saha fotoğraflarının tek bir doküman yönetim sisteminde güvenli biçimde tutulmasını düzenler.',
        },
        {
          heading: 'Adlandırma ve sürümler',
          text: 'Her doküman proje kodu, disiplin ve sürüm numarasıyla adlandırılır. Onaylanmış bir çizimin yerine geçen sürüm yayımlandığında eski sürüm arşivlenir, silinmez.',
        },
        {
          heading: 'Erişim ve yedekleme',
          text: 'Dokümanlara erişim rol bazında verilir ve iki aşamalı doğrulama zorunludur. Tüm kayıtlar günlük olarak yedeklenir; yedekler farklı bir veri merkezinde 90 gün saklanır.',
        },
      ],
    },
  },
]

export type StoredDemoDocument = StoredDemoFile & { document: DemoDocument }

/**
 * Renders every demo document's PDF and writes it to `storage`; returns the file rows to insert.
 * If a write fails, removes what was already written before failing.
 */
export async function storeDemoDocuments(storage: FileStorage, now: number): Promise<StoredDemoDocument[]> {
  return storeEach(storage, demoDocuments, async (document) => {
    const createdAt = daysAgo(now, document.daysAgo)
    const bytes = await renderDocumentPdf(
      { ...document.pdf, footer: `HOI Holding A.S. · ${document.fileName.replace(/\.pdf$/, '')}` },
      createdAt,
    )
    const file = await storeDemoPdf(storage, 'document', { originalName: document.fileName, bytes, createdAt })
    return { document, file, createdAt }
  })
}

/** Removes the stored PDFs (the seed's transaction did not commit); never hides the first failure. */
export const removeDemoDocuments = (storage: FileStorage, stored: StoredDemoDocument[]) => removeDemoFiles(storage, stored)

/** Inserts the file rows, the documents and their two translations; returns how many documents. */
export async function insertDemoDocuments(tx: Db, stored: StoredDemoDocument[]): Promise<number> {
  if (stored.length === 0) return 0
  const fileIdByKey = await insertDemoFiles(tx, stored)
  const inserted = await tx
    .insert(documents)
    .values(
      stored.map(({ document: d, file, createdAt }) => ({
        category: d.category,
        status: d.status,
        sortOrder: d.sortOrder,
        fileId: fileIdByKey.get(file.storageKey)!,
        publishedAt: d.status === 'draft' ? null : createdAt,
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .returning({ id: documents.id, fileId: documents.fileId })
  const documentIdByFile = new Map(inserted.map((row) => [row.fileId, row.id]))
  await tx.insert(documentTranslations).values(
    stored.flatMap(({ document: d, file }) => {
      const documentId = documentIdByFile.get(fileIdByKey.get(file.storageKey)!)!
      return [
        { documentId, lang: 'tr' as const, title: d.tr.title, description: d.tr.description },
        { documentId, lang: 'en' as const, title: d.en.title, description: d.en.description },
      ]
    }),
  )
  return inserted.length
}
