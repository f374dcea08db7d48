import type { Text } from './text'

/** What working at the group is like: the cards of the home and of /life-at-hoi. */
export const lifeCardKeys = ['learning', 'wellbeing', 'hybrid', 'mobility', 'volunteering', 'celebrations'] as const
export type LifeCardKey = (typeof lifeCardKeys)[number]

export interface LifeCard {
  key: LifeCardKey
  title: Text
  text: Text
}

export const lifeCards: readonly LifeCard[] = [
  {
    key: 'learning',
    title: { tr: 'Sürekli öğrenme', en: 'Continuous learning' },
    text: {
      tr: 'Her çalışanımızın yıllık eğitim bütçesi var. Dil kursları, sertifika programları ve şirket içi akademimiz ile kendi gelişim planınızı siz çizersiniz.',
      en: 'Every colleague has a yearly learning budget. With language courses, certificate programmes and our in-house academy, you shape your own development plan.',
    },
  },
  {
    key: 'wellbeing',
    title: { tr: 'Sağlık ve iyi oluş', en: 'Health and wellbeing' },
    text: {
      tr: 'Tamamlayıcı sağlık sigortası, yıllık check-up, psikolojik danışmanlık desteği ve spor salonu üyeliği çalışma hayatınızın doğal bir parçasıdır.',
      en: 'Supplementary health insurance, a yearly check-up, confidential counselling and a gym membership are a natural part of working with us.',
    },
  },
  {
    key: 'hybrid',
    title: { tr: 'Esnek ve hibrit çalışma', en: 'Flexible and hybrid work' },
    text: {
      tr: 'Rolünüz izin verdiğinde haftanın iki günü uzaktan çalışabilir, çekirdek saatler dışında gününüzü kendiniz planlayabilirsiniz.',
      en: 'Where your role allows, you can work remotely two days a week and plan your day around shared core hours.',
    },
  },
  {
    key: 'mobility',
    title: { tr: 'İstanbul ile Dubai arasında', en: 'Between Istanbul and Dubai' },
    text: {
      tr: 'Kısa dönem görevlendirmeler ve ofisler arası geçiş imkânıyla iki farklı pazarı içeriden tanır, uluslararası bir kariyer kurarsınız.',
      en: 'Short assignments and moves between our offices let you know two different markets from the inside and build an international career.',
    },
  },
  {
    key: 'volunteering',
    title: { tr: 'Gönüllülük', en: 'Volunteering' },
    text: {
      tr: 'Her yıl iki gün ücretli gönüllülük izni veriyoruz. Ekiplerimiz sağlık taramalarında, kodlama atölyelerinde ve ağaçlandırma çalışmalarında görev alıyor.',
      en: 'Everyone gets two days of paid volunteering leave a year. Our teams take part in health screenings, coding workshops and tree-planting days.',
    },
  },
  {
    key: 'celebrations',
    title: { tr: 'Birlikte kutlamak', en: 'Celebrating together' },
    text: {
      tr: 'Bayramları, Ramazan iftarlarını, yılbaşını ve ekip başarılarını İstanbul ve Dubai ofislerimizde birlikte kutluyoruz.',
      en: 'We celebrate religious holidays, Ramadan iftars, the new year and team milestones together in our Istanbul and Dubai offices.',
    },
  },
]
