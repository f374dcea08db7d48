import type { Text } from './text'

/** A board member (docs/product.md §3): shown with a designed initials avatar, never a photograph. */
export interface BoardMember {
  key: string
  name: string
  /** Two letters for the avatar. */
  initials: string
  title: Text
  summary: Text
  description: Text
}

export const boardMembers: readonly BoardMember[] = [
  {
    key: 'kaan-aydin',
    name: 'Mehmet Kaan Aydın',
    initials: 'KA',
    title: { tr: 'Yönetim Kurulu Başkanı', en: 'Chairman of the Board' },
    summary: {
      tr: 'Grubun kurucusu; sağlık turizmi ve uluslararası yatırımlarda yirmi yılı aşkın deneyim.',
      en: 'Founder of the group, with more than twenty years in health tourism and international investment.',
    },
    description: {
      tr: 'Mehmet Kaan Aydın, kariyerine bir özel hastane grubunun uluslararası hasta biriminde başladı ve 2011’de HOI Holding’in temelini oluşturan sağlık turizmi şirketini kurdu. Grubun Körfez’e açılmasına ve teknoloji şirketlerinin kurulmasına öncülük etti. İstanbul Üniversitesi İşletme bölümünden mezun olan Aydın, yönetim kurulunda grubun uzun vadeli stratejisinden ve yatırım kararlarından sorumludur.',
      en: 'Mehmet Kaan Aydın began his career in the international patients unit of a private hospital group and in 2011 founded the health tourism company that became the core of HOI Holding. He led the group’s expansion into the Gulf and the founding of its technology companies. A graduate in business administration from Istanbul University, he is responsible on the board for the group’s long-term strategy and investment decisions.',
    },
  },
  {
    key: 'leyla-al-mansouri',
    name: 'Leyla Al Mansouri',
    initials: 'LM',
    title: { tr: 'Yönetim Kurulu Başkan Vekili', en: 'Vice Chair of the Board' },
    summary: {
      tr: 'Körfez operasyonları ve kamu iş birliklerinden sorumlu; turizm ve misafirperverlik yöneticisi.',
      en: 'Responsible for Gulf operations and public partnerships; a tourism and hospitality executive.',
    },
    description: {
      tr: 'Leyla Al Mansouri, Dubai’de otel ve destinasyon yönetimi alanında on beş yıl çalıştıktan sonra 2017’de gruba katıldı. Dubai ofisinin kuruluşunu yönetti; vize danışmanlığı, araç kiralama ve şehir rehberi şirketlerimizin lisans ve kamu iş birliklerini yürütüyor. Yönetim kurulunda Körfez operasyonlarının büyümesinden ve bölgesel ortaklıklardan sorumludur.',
      en: 'Leyla Al Mansouri joined the group in 2017 after fifteen years in hotel and destination management in Dubai. She led the opening of the Dubai office and oversees the licences and public partnerships of our visa consultancy, car rental and city guide companies. On the board she is responsible for the growth of Gulf operations and regional partnerships.',
    },
  },
  {
    key: 'selin-demir',
    name: 'Selin Arslan Demir',
    initials: 'SD',
    title: { tr: 'Yönetim Kurulu Üyesi ve CEO', en: 'Board Member and Chief Executive Officer' },
    summary: {
      tr: 'Grubun günlük yönetiminden ve şirketler arası iş birliğinden sorumlu icra başkanı.',
      en: 'Chief executive responsible for the day-to-day management of the group and cooperation between its companies.',
    },
    description: {
      tr: 'Selin Arslan Demir, uluslararası bir danışmanlık şirketinde sağlık ve turizm sektörlerine yönelik strateji projeleri yönettikten sonra 2019’da HOI Holding’e katıldı ve 2022’de CEO oldu. Şirketlerimizin ortak dijital altyapıya geçişini ve grup genelinde kalite ölçüm sistemini hayata geçirdi. Boğaziçi Üniversitesi Endüstri Mühendisliği mezunudur ve INSEAD’de yüksek lisans yapmıştır.',
      en: 'Selin Arslan Demir joined HOI Holding in 2019 after leading strategy projects for the healthcare and tourism sectors at an international consultancy, and became CEO in 2022. She led our companies’ move to a shared digital platform and introduced a group-wide quality measurement system. She graduated in industrial engineering from Boğaziçi University and holds an MBA from INSEAD.',
    },
  },
  {
    key: 'omar-haddad',
    name: 'Omar Haddad',
    initials: 'OH',
    title: { tr: 'Yönetim Kurulu Üyesi, Finans', en: 'Board Member, Finance' },
    summary: {
      tr: 'Finansal planlama, risk yönetimi ve yatırımcı ilişkilerinden sorumlu yönetim kurulu üyesi.',
      en: 'Board member responsible for financial planning, risk management and investor relations.',
    },
    description: {
      tr: 'Omar Haddad, Abu Dabi ve Londra’da yatırım bankacılığı ve kurumsal finansman alanında çalıştı. 2020’den bu yana grubun finansal planlamasını, bütçe disiplinini ve risk yönetimini yönetiyor. Denetim komitesine başkanlık eden Haddad, grubun finansal raporlamasının uluslararası standartlarla uyumundan sorumludur.',
      en: 'Omar Haddad worked in investment banking and corporate finance in Abu Dhabi and London. Since 2020 he has led the group’s financial planning, budget discipline and risk management. He chairs the audit committee and is responsible for keeping the group’s financial reporting in line with international standards.',
    },
  },
  {
    key: 'zeynep-kocabas',
    name: 'Prof. Dr. Zeynep Kocabaş',
    initials: 'ZK',
    title: { tr: 'Bağımsız Yönetim Kurulu Üyesi', en: 'Independent Board Member' },
    summary: {
      tr: 'Halk sağlığı profesörü; hasta güvenliği ve klinik kalite konularında gruba yol gösteriyor.',
      en: 'Professor of public health, guiding the group on patient safety and clinical quality.',
    },
    description: {
      tr: 'Prof. Dr. Zeynep Kocabaş, halk sağlığı alanında akademisyen ve hasta güvenliği üzerine çok sayıda uluslararası çalışmanın yazarıdır. Sağlık turizmi şirketlerimizin anlaşmalı hastane seçim ölçütlerini ve hasta memnuniyeti ölçümlerini denetleyen kalite komitesine başkanlık ediyor. Yönetim kuruluna bağımsız üye olarak 2021’de katıldı.',
      en: 'Professor Zeynep Kocabaş is an academic in public health and the author of many international studies on patient safety. She chairs the quality committee that oversees how our health tourism companies select partner hospitals and measure patient satisfaction. She joined the board as an independent member in 2021.',
    },
  },
  {
    key: 'daniel-whitaker',
    name: 'Daniel Whitaker',
    initials: 'DW',
    title: { tr: 'Bağımsız Yönetim Kurulu Üyesi', en: 'Independent Board Member' },
    summary: {
      tr: 'Teknoloji yöneticisi; yazılım ürünleri ve bilgi güvenliği konularında yönetim kuruluna destek veriyor.',
      en: 'Technology executive supporting the board on software products and information security.',
    },
    description: {
      tr: 'Daniel Whitaker, Avrupa ve Orta Doğu’da yazılım ve bulut hizmetleri şirketlerinde ürün ve mühendislik yöneticiliği yaptı. Teknoloji şirketlerimizin ürün yol haritalarını ve grubun bilgi güvenliği ile kişisel verilerin korunması uygulamalarını gözeten teknoloji komitesine başkanlık ediyor. 2023’ten bu yana bağımsız yönetim kurulu üyesidir.',
      en: 'Daniel Whitaker has led product and engineering teams at software and cloud companies in Europe and the Middle East. He chairs the technology committee, which oversees our technology companies’ product roadmaps and the group’s information security and personal data protection practices. He has been an independent board member since 2023.',
    },
  },
]
