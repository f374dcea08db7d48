import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../client'
import { applicationConsents, applicationNotes, applications, applicationStageEvents } from '../schema'
import type { ApplicationStatus, Language } from '~/lib/enums'
import { PRIVACY_NOTICE_VERSION } from '~/lib/privacy'
import type { FileStorage } from '~/lib/server/storage'
import { type DemoCv, renderCvPdf } from './cv-pdf'
import { DAY_MS, daysAgo } from './helpers'
import { insertDemoFiles, removeDemoFiles, type StoredDemoFile, storeDemoPdf, storeEach } from './pdf'

// Demo applications to the demo jobs, each with a real one-page PDF CV in the file storage, so
// that the applicants pages show something to review on a fresh installation (SEED_DEMO).

interface DemoApplication {
  jobSlug: string
  fullName: string
  email: string
  phone: string
  currentLocation: string
  currentCompany: string | null
  linkedinUrl: string | null
  portfolioUrl: string | null
  status: ApplicationStatus
  language: Language
  appliedDaysAgo: number
  coverLetter: string | null
  /** HR notes, oldest first, with how many days after the application each was written. */
  notes: { afterDays: number; body: string }[]
  cv: Omit<DemoCv, 'fullName' | 'contact' | 'lang'>
}

const sarahCollins: DemoApplication = {
  jobSlug: 'product-designer-ui-ux-dubai',
  fullName: 'Sarah Collins',
  email: 'sarah.collins@example.com',
  phone: '+44 7700 900412',
  currentLocation: 'London',
  currentCompany: 'Northlight Studio',
  linkedinUrl: null,
  portfolioUrl: 'https://sarahcollins.design',
  status: 'new',
  language: 'en',
  appliedDaysAgo: 1,
  coverLetter:
    'Hello, I am a product designer at a London studio, where I have spent the last four years designing booking flows for travel and hospitality brands. I am planning to move to Dubai this spring and would love to work on products used in more than one language; I recently led the Arabic, right-to-left version of a hotel booking app. My portfolio shows the research, the design system work and the shipped screens. I would be glad to walk you through any of it.',
  notes: [],
  cv: {
    headline: 'Product Designer (UI/UX)',
    profile:
      'Product designer with six years of experience in travel and hospitality products. I turn research into clear flows and accessible interfaces, and I look after design systems that developers enjoy using.',
    experience: [
      {
        period: '2021 – present',
        role: 'Senior Product Designer, Northlight Studio, London',
        details:
          'Led design for hotel and tour booking apps, including an Arabic right-to-left release; built the studio Figma design system.',
      },
      {
        period: '2019 – 2021',
        role: 'UI Designer, Wayfarer Travel',
        details: 'Redesigned the checkout and raised completed bookings by 12 per cent in six months.',
      },
    ],
    education: 'BA Graphic and Interaction Design, University of the Arts London, 2019',
  },
}

const demoApplications: DemoApplication[] = [
  {
    jobSlug: 'international-patient-coordinator-istanbul',
    fullName: 'Elif Demir',
    email: 'elif.demir@example.com',
    phone: '+90 532 418 27 64',
    currentLocation: 'İstanbul',
    currentCompany: 'Bosphorus Suites Otel',
    linkedinUrl: null,
    portfolioUrl: null,
    status: 'new',
    language: 'tr',
    appliedDaysAgo: 2,
    coverLetter:
      "Merhaba, dört yıldır İstanbul'da bir otelin misafir ilişkileri biriminde çalışıyorum ve misafirlerimizin önemli bir kısmı tedavi için şehre gelen yabancı hastalardan oluşuyor. Transferlerini, klinik randevularını ve konaklamalarını planlarken hasta koordinasyonunun ne kadar özen istediğini yakından gördüm. İngilizcem ileri düzeyde, Almancam iyi düzeyde. Bu deneyimi doğrudan hastalarla çalışarak sağlık turizmi alanında sürdürmek istiyorum. Görüşme fırsatı için şimdiden teşekkür ederim.",
    notes: [],
    cv: {
      headline: 'Misafir İlişkileri Sorumlusu',
      profile:
        'Uluslararası misafirlerle dört yıllık deneyime sahip, İngilizce ve Almanca konuşan misafir ilişkileri sorumlusu. Sağlık turizmi için gelen misafirlerin transfer, randevu ve konaklama planlamasında deneyimli.',
      experience: [
        {
          period: '2022 – bugün',
          role: 'Misafir İlişkileri Sorumlusu, Bosphorus Suites Otel',
          details:
            'Günde ortalama 40 misafirin karşılanması, tedavi için gelen misafirlerin klinik randevu ve transferlerinin planlanması.',
        },
        {
          period: '2020 – 2022',
          role: 'Ön Büro Görevlisi, Galata Park Otel',
          details: 'Giriş-çıkış işlemleri, rezervasyon değişiklikleri ve misafir şikâyetlerinin çözümü.',
        },
      ],
      education: 'Turizm İşletmeciliği Lisans, Akdeniz Üniversitesi, 2020',
    },
  },
  {
    jobSlug: 'international-patient-coordinator-istanbul',
    fullName: 'Omar Haddad',
    email: 'omar.haddad@example.com',
    phone: '+971 50 318 4471',
    currentLocation: 'Dubai',
    currentCompany: 'Gulf Care Medical Travel',
    linkedinUrl: null,
    portfolioUrl: null,
    status: 'reviewing',
    language: 'en',
    appliedDaysAgo: 4,
    coverLetter: null,
    notes: [],
    cv: {
      headline: 'Medical Travel Coordinator',
      profile:
        'Medical travel coordinator with three years of experience guiding patients from the Gulf through treatment abroad. Native Arabic, fluent English, conversational Turkish. Calm under pressure and careful with patient data.',
      experience: [
        {
          period: '2023 – present',
          role: 'Medical Travel Coordinator, Gulf Care Medical Travel, Dubai',
          details:
            'Coordinate around 25 patients a month travelling to Türkiye and Germany: quotes, visas, flights, interpreters and aftercare calls.',
        },
        {
          period: '2021 – 2023',
          role: 'Patient Relations Officer, Al Noor Hospital, Abu Dhabi',
          details: 'First contact for international patients; handled admissions, insurance approvals and complaints.',
        },
      ],
      education: 'BSc Health Administration, University of Sharjah, 2021',
    },
  },
  {
    jobSlug: 'senior-full-stack-developer-typescript',
    fullName: 'Mehmet Kaya',
    email: 'mehmet.kaya@example.com',
    phone: '+90 533 702 15 90',
    currentLocation: 'Ankara',
    currentCompany: 'Anatolia Yazılım',
    linkedinUrl: 'https://www.linkedin.com/in/mehmet-kaya-dev',
    portfolioUrl: null,
    status: 'interview',
    language: 'tr',
    appliedDaysAgo: 6,
    coverLetter: null,
    notes: [
      {
        afterDays: 1,
        body: "Özgeçmiş güçlü: yedi yıllık TypeScript/React deneyimi, son iki yılda ekip içinde teknik liderlik. Hibrit çalışma için İstanbul'a taşınmaya açık olduğunu telefonda teyit etti. Teknik görüşmeye çağıralım.",
      },
      {
        afterDays: 3,
        body: "Teknik görüşme perşembe 14:00'te, ekip lideriyle birlikte. Maaş beklentisi bütçe aralığımızın üst sınırında; görüşmeden sonra netleştirilecek.",
      },
    ],
    cv: {
      headline: 'Kıdemli Yazılım Geliştirici (TypeScript)',
      profile:
        'Yedi yıllık deneyime sahip full-stack geliştirici. TypeScript, React, Node.js ve PostgreSQL ile yüksek trafikli web uygulamaları geliştirdi; otomatik testler, kod incelemesi ve genç geliştiricilere mentorluk konularında istekli.',
      experience: [
        {
          period: '2021 – bugün',
          role: 'Kıdemli Yazılım Geliştirici, Anatolia Yazılım, Ankara',
          details: 'Kamu ve özel sektör müşterileri için randevu ve ödeme sistemleri; dört kişilik ekibin teknik liderliği.',
        },
        {
          period: '2018 – 2021',
          role: 'Yazılım Geliştirici, Başkent Dijital',
          details: "React ile yönetim panelleri, Node.js ile REST API'ler ve PostgreSQL raporlama sorguları.",
        },
        {
          period: '2017 – 2018',
          role: 'Stajyer Geliştirici, ODTÜ Teknokent',
          details: 'Bir lojistik girişimi için mobil uyumlu sipariş takip arayüzü.',
        },
      ],
      education: 'Bilgisayar Mühendisliği Lisans, Orta Doğu Teknik Üniversitesi, 2018',
    },
  },
  sarahCollins,
  // The same person applied to a second position earlier (decision 052: one person, two applications).
  {
    ...sarahCollins,
    jobSlug: 'hotel-partnerships-executive-dubai',
    status: 'reviewing',
    appliedDaysAgo: 12,
    coverLetter: null,
    notes: [],
  },
  {
    jobSlug: 'software-development-intern-istanbul',
    fullName: 'Zeynep Arslan',
    email: 'zeynep.arslan@example.com',
    phone: '+90 541 226 83 11',
    currentLocation: 'İzmir',
    currentCompany: null,
    linkedinUrl: null,
    portfolioUrl: null,
    status: 'rejected',
    language: 'tr',
    appliedDaysAgo: 9,
    coverLetter: null,
    notes: [],
    cv: {
      headline: 'Yazılım Mühendisliği Öğrencisi',
      profile:
        "Yazılım mühendisliği 2. sınıf öğrencisi. Python ve JavaScript ile ders projeleri geliştirdi; React öğreniyor. Yaz döneminde İstanbul veya İzmir'de staj yapmak istiyor.",
      experience: [
        {
          period: '2025 – bugün',
          role: 'Gönüllü Web Sorumlusu, Ege Üniversitesi Bilişim Kulübü',
          details: 'Kulübün etkinlik sayfasını HTML, CSS ve JavaScript ile hazırladı ve güncel tutuyor.',
        },
        {
          period: '2025',
          role: 'Ders Projesi, Kütüphane Rezervasyon Uygulaması',
          details: 'Üç kişilik ekiple Python (Flask) ve SQLite kullanılarak geliştirildi.',
        },
      ],
      education: 'Yazılım Mühendisliği Lisans (devam ediyor, 2. sınıf), Ege Üniversitesi',
    },
  },
  {
    jobSlug: 'visa-application-consultant-dubai',
    fullName: 'Ahmed Al Mansoori',
    email: 'ahmed.almansoori@example.com',
    phone: '+971 55 904 2286',
    currentLocation: 'Abu Dhabi',
    currentCompany: 'Emirates Typing & Visa Centre',
    linkedinUrl: null,
    portfolioUrl: null,
    status: 'offer',
    language: 'en',
    appliedDaysAgo: 12,
    coverLetter:
      'Dear hiring team, I have worked for two years at a typing and visa centre in Abu Dhabi, where I prepare tourist and residence visa applications every day and keep applicants informed until their visa is issued. I speak Arabic and English and some Russian. I enjoy explaining the documents people need in simple terms, and I am careful to get every application right the first time. I would be happy to join your Dubai office.',
    notes: [],
    cv: {
      headline: 'Visa and Customer Service Officer',
      profile:
        'Customer service officer with two years of hands-on experience in UAE visa processing. Arabic and English speaker, organised and patient with applicants during busy seasons.',
      experience: [
        {
          period: '2024 – present',
          role: 'Visa Officer, Emirates Typing & Visa Centre, Abu Dhabi',
          details: 'Prepare and submit tourist and residence visa applications; about 30 applicants a day in peak season.',
        },
        {
          period: '2022 – 2024',
          role: 'Customer Service Agent, Capital Mobile, Abu Dhabi',
          details: 'Answered customer questions in store and by phone; top agent for customer satisfaction in 2023.',
        },
      ],
      education: 'Diploma in Business Administration, Higher Colleges of Technology, 2022',
    },
  },
]

export type StoredDemoCv = StoredDemoFile & { application: DemoApplication }

/** `Elif Demir` → `Elif-Demir-CV.pdf` (the name is ASCII in the demo data). */
const cvFileName = (fullName: string) => `${fullName.split(/\s+/).join('-')}-CV.pdf`

/**
 * Renders every demo CV and writes it to `storage`; returns the file rows to insert. If a write
 * fails, removes what was already written before failing.
 */
export async function storeDemoCvs(storage: FileStorage, now: number): Promise<StoredDemoCv[]> {
  return storeEach(storage, demoApplications, async (application) => {
    const createdAt = daysAgo(now, application.appliedDaysAgo)
    const bytes = await renderCvPdf(
      {
        ...application.cv,
        lang: application.language,
        fullName: application.fullName,
        contact: [application.email, application.phone, application.currentLocation],
      },
      createdAt,
    )
    const file = await storeDemoPdf(storage, 'resume', { originalName: cvFileName(application.fullName), bytes, createdAt })
    return { application, file, createdAt }
  })
}

/** Removes the stored CVs (the seed's transaction did not commit); never hides the first failure. */
export const removeDemoCvs = (storage: FileStorage, stored: StoredDemoCv[]) => removeDemoFiles(storage, stored)

const DEMO_SOURCES = ['linkedin', 'kariyer-net', 'referral', 'email', null] as const

/** The nth demo application's source, and a campaign for those from LinkedIn. */
function demoTracking(index: number) {
  const source = DEMO_SOURCES[index % DEMO_SOURCES.length]!
  return { source, utm: source === 'linkedin' ? { source: 'linkedin', medium: 'social', campaign: 'hiring-2026' } : null }
}

/** When a demo application last changed status: a day after it arrived, unless it is still new. */
const movedAt = (status: ApplicationStatus, createdAt: Date, now: number) =>
  status === 'new' ? createdAt : new Date(Math.min(createdAt.getTime() + DAY_MS, now))

/** Inserts the file rows, the applications, their stage history and their notes; returns how many applications. */
export async function insertDemoApplications(
  tx: Db,
  stored: StoredDemoCv[],
  jobIdBySlug: ReadonlyMap<string, string>,
  now: number,
): Promise<number> {
  const fileIdByKey = await insertDemoFiles(tx, stored)

  const inserted = await tx
    .insert(applications)
    .values(
      stored.map(({ application: a, file, createdAt }, index) => {
        const jobId = jobIdBySlug.get(a.jobSlug)
        if (!jobId) throw new Error(`demo application for an unknown job: ${a.jobSlug}`)
        return {
          jobId,
          status: a.status,
          fullName: a.fullName,
          email: a.email,
          phone: a.phone,
          currentLocation: a.currentLocation,
          currentCompany: a.currentCompany,
          linkedinUrl: a.linkedinUrl,
          portfolioUrl: a.portfolioUrl,
          resumeFileId: fileIdByKey.get(file.storageKey)!,
          additionalInfo: a.coverLetter,
          language: a.language,
          consentAt: createdAt,
          // docs/product.md §15.2: where the demo applicants came from, in turn; every fifth came directly.
          ...demoTracking(index),
          createdAt,
          // A new application is untouched; the others were last moved a day after they arrived.
          updatedAt: movedAt(a.status, createdAt, now),
        }
      }),
    )
    .returning({ id: applications.id, resumeFileId: applications.resumeFileId })
  // One person may have applied more than once: each application is known by its CV's file.
  const idByFile = new Map(inserted.map((row) => [row.resumeFileId, row.id]))
  const idOf = (file: StoredDemoFile['file']) => idByFile.get(fileIdByKey.get(file.storageKey)!)!
  // Their stage history (decision 045): the database recorded each arriving in its status; they
  // arrived as new, and the others moved to their status a day later.
  for (const { application: a, file, createdAt } of stored) {
    if (a.status === 'new') continue
    const id = idOf(file)
    const at = movedAt(a.status, createdAt, now)
    const ofArrival = and(eq(applicationStageEvents.applicationId, id), isNull(applicationStageEvents.fromStatus))
    await tx.update(applicationStageEvents).set({ toStatus: 'new' }).where(ofArrival)
    await tx.insert(applicationStageEvents).values({ applicationId: id, fromStatus: 'new', toStatus: a.status, at })
    await tx.update(applications).set({ stageChangedAt: at }).where(eq(applications.id, id))
  }
  // Each consented to its application; every other one also to the talent pool (decision 044).
  await tx.insert(applicationConsents).values(
    stored.flatMap(({ application: a, file, createdAt }, index) =>
      (index % 2 === 0 ? (['application', 'talent_pool'] as const) : (['application'] as const)).map((purpose) => ({
        applicationId: idOf(file),
        purpose,
        noticeVersion: PRIVACY_NOTICE_VERSION,
        language: a.language,
        givenAt: createdAt,
        expiresAt: new Date(createdAt.getTime() + (purpose === 'application' ? 365 : 730) * DAY_MS),
      })),
    ),
  )

  const notes = stored.flatMap(({ application: a, file, createdAt }) =>
    a.notes.map((note) => ({
      applicationId: idOf(file),
      authorId: null,
      body: note.body,
      createdAt: new Date(createdAt.getTime() + note.afterDays * DAY_MS),
    })),
  )
  if (notes.length > 0) await tx.insert(applicationNotes).values(notes)
  return inserted.length
}
