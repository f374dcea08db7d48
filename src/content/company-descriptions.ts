import type { CompanyKey } from './companies'
import type { Text } from './text'

/** What each company does, for /companies (docs/product.md §3 Company.description). */
export const companyDescriptions: Record<CompanyKey, Text> = {
  'hoi-health': {
    tr: 'Saç ekimi, estetik ve ağız-diş sağlığı alanlarında anlaşmalı hastanelerle çalışan sağlık turizmi şirketimiz; yurt dışından gelen hastaları ilk görüşmeden kontrol muayenesine kadar takip eder.',
    en: 'Our health tourism company, working with contracted hospitals in hair transplantation, aesthetics and dental care; it follows international patients from the first consultation to the final check-up.',
  },
  'hoi-medical-travel': {
    tr: 'Körfez ülkelerinden Türkiye’ye tedavi için gelen hastaların seyahat, konaklama, tercüman ve transfer planlamasını Dubai’den yürütür.',
    en: 'Plans travel, accommodation, interpreters and transfers from Dubai for patients from the Gulf countries who come to Türkiye for treatment.',
  },
  'hoi-travel': {
    tr: 'Kurumsal seyahat, kültür turları ve kişiye özel tatil paketleri düzenleyen, Türkiye ve Körfez rotalarında uzmanlaşmış seyahat acentemiz.',
    en: 'Our travel agency for corporate travel, cultural tours and tailor-made holidays, specialised in routes across Türkiye and the Gulf.',
  },
  'hoi-visa': {
    tr: 'BAE turist, iş ve aile ziyareti vizesi başvurularını hazırlar, takip eder ve başvuru sahiplerini süreç boyunca bilgilendirir.',
    en: 'Prepares and tracks tourist, business and family visit visa applications for the UAE and keeps applicants informed throughout.',
  },
  'hoi-car-rental': {
    tr: 'Dubai ve Abu Dabi’de havalimanı teslimli, şoförlü ve şoförsüz araç kiralama hizmeti sunar; filosu düzenli olarak hibrit ve elektrikli modellerle yenilenir.',
    en: 'Offers car rental with and without a driver in Dubai and Abu Dhabi, with airport delivery; its fleet is regularly renewed with hybrid and electric models.',
  },
  'hoi-dubai-guide': {
    tr: 'Dubai’yi ziyaret edenler için tur, etkinlik ve restoran önerilerini tek bir uygulamada toplayan dijital şehir rehberi ve rezervasyon platformu.',
    en: 'A digital city guide and booking platform that gathers tours, activities and restaurant tips for visitors to Dubai in one app.',
  },
  'hoi-tech': {
    tr: 'Grubun ve kurumsal müşterilerin web, mobil ve bulut yazılımlarını geliştiren teknoloji şirketimiz; rezervasyon, hasta takibi ve ödeme sistemleri üzerinde çalışır.',
    en: 'Our technology company, building web, mobile and cloud software for the group and corporate clients, with a focus on booking, patient management and payment systems.',
  },
  'hoi-software-consulting': {
    tr: 'Körfez bölgesindeki kurumlara yazılım mimarisi, bulut geçişi ve dijital dönüşüm danışmanlığı verir.',
    en: 'Advises organisations across the Gulf on software architecture, cloud migration and digital transformation.',
  },
  'hoi-creative': {
    tr: 'Grup markaları ve dış müşteriler için video, fotoğraf, sosyal medya ve marka içeriği üreten yaratıcı ajans.',
    en: 'A creative agency producing video, photography, social media and brand content for the group’s brands and outside clients.',
  },
  'hoi-construction': {
    tr: 'Konut, ofis ve sağlık yapıları için proje yönetimi ve yüklenicilik hizmeti veren, enerji verimli yapı çözümlerine odaklanan inşaat şirketimiz.',
    en: 'Our construction company, providing project management and contracting for residential, office and healthcare buildings, with a focus on energy-efficient solutions.',
  },
  'hoi-international': {
    tr: 'Grubun uluslararası yatırımlarını, iş ortaklıklarını ve yeni pazarlara açılımını yöneten, kamu kurumlarıyla lisans ve iş birliği ilişkilerini yürüten şirket.',
    en: 'Manages the group’s international investments, partnerships and entry into new markets, and handles licences and cooperation with public bodies.',
  },
}
