import type { CompanyCategory } from './companies'
import type { Text } from './text'

/**
 * The group's sectors: the branches of the organisation chart (/chart) and the slides of the
 * home's hero. `category` is the company category a slide's link filters /companies by.
 */
export const sectorKeys = ['health', 'tourism', 'technology', 'construction', 'international'] as const
export type SectorKey = (typeof sectorKeys)[number]

export interface Sector {
  key: SectorKey
  name: Text
  /** One line on what the sector does, under its name on the chart. */
  summary: Text
  /** The hero slide: a headline and a paragraph. */
  headline: Text
  text: Text
  category: CompanyCategory
}

export const sectors: readonly Sector[] = [
  {
    key: 'health',
    name: { tr: 'Sağlık ve sağlık turizmi', en: 'Healthcare and health tourism' },
    summary: { tr: 'Tedavi planlamasından hasta yolculuğuna', en: 'From treatment planning to the patient journey' },
    headline: {
      tr: 'Dünyanın dört bir yanından gelen hastalara güvenli bir yolculuk',
      en: 'A safe journey for patients from around the world',
    },
    text: {
      tr: 'Anlaşmalı hastanelerimiz ve çok dilli hasta danışmanlarımızla tedaviyi, konaklamayı ve transferi tek bir planda buluşturuyoruz.',
      en: 'With our partner hospitals and multilingual patient advisers, we bring treatment, accommodation and transfers together in one plan.',
    },
    category: 'health',
  },
  {
    key: 'tourism',
    name: { tr: 'Turizm', en: 'Tourism' },
    summary: { tr: 'Seyahat, vize, araç kiralama ve şehir rehberi', en: 'Travel, visas, car rental and a city guide' },
    headline: {
      tr: 'İstanbul’dan Dubai’ye, seyahatin her adımında yanınızdayız',
      en: 'From Istanbul to Dubai, with you at every step of the trip',
    },
    text: {
      tr: 'Vize başvurusundan havalimanı transferine, turlardan araç kiralamaya kadar misafirlerimizin seyahatini baştan sona planlıyoruz.',
      en: 'From the visa application to the airport transfer, from tours to car rental, we plan our guests’ journeys from start to finish.',
    },
    category: 'tourism',
  },
  {
    key: 'technology',
    name: { tr: 'Teknoloji', en: 'Technology' },
    summary: { tr: 'Yazılım, danışmanlık ve yaratıcı içerik', en: 'Software, consultancy and creative content' },
    headline: {
      tr: 'Grubun ve müşterilerimizin dijital dönüşümünü yazıyoruz',
      en: 'Writing the digital transformation of the group and our clients',
    },
    text: {
      tr: 'Rezervasyon, hasta takibi ve ödeme sistemlerini kendi şirketlerimizde sınıyor, ardından Türkiye ve Körfez’deki kurumlara sunuyoruz.',
      en: 'We prove booking, patient management and payment systems in our own companies, then bring them to organisations in Türkiye and the Gulf.',
    },
    category: 'technology',
  },
  {
    key: 'construction',
    name: { tr: 'İnşaat', en: 'Construction' },
    summary: { tr: 'Konut, ofis ve sağlık yapıları', en: 'Residential, office and healthcare buildings' },
    headline: { tr: 'Enerji verimli yaşam ve çalışma alanları inşa ediyoruz', en: 'Building energy-efficient places to live and work' },
    text: {
      tr: 'Konut, ofis ve sağlık yapılarında proje yönetiminden anahtar teslimine kadar sorumluluk alıyor, sürdürülebilir malzemeleri tercih ediyoruz.',
      en: 'We take responsibility for residential, office and healthcare buildings from project management to handover, choosing sustainable materials.',
    },
    category: 'construction',
  },
  {
    key: 'international',
    name: { tr: 'Uluslararası yatırımlar', en: 'International investments' },
    summary: { tr: 'Yeni pazarlar, ortaklıklar ve lisanslar', en: 'New markets, partnerships and licences' },
    headline: {
      tr: 'Türkiye ile Körfez arasında kalıcı ortaklıklar kuruyoruz',
      en: 'Building lasting partnerships between Türkiye and the Gulf',
    },
    text: {
      tr: 'Yeni pazarlara açılırken kamu kurumları ve yerel ortaklarla lisans ve iş birliği ilişkilerimizi özenle yürütüyoruz.',
      en: 'As we enter new markets, we manage our licences and cooperation with public bodies and local partners with care.',
    },
    category: 'international',
  },
]
