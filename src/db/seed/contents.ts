import type { Db } from '../client'
import { contents } from '../schema'
import type { ContentCategory, ContentType, PublishStatus } from '~/lib/enums'
import { moreDemoContentGroups } from './contents-more'
import { daysAgo, h3, html, p, ul } from './helpers'

// Demo contents (values, together, press) for a fresh installation (SEED_DEMO), each in Turkish
// and English. Dates are relative to the moment of seeding. Prose uses double quotes: it is full
// of apostrophes.

interface DemoContentVersion {
  slug: string
  title: string
  excerpt: string
  bodyHtml: string
}

export interface DemoContentGroup {
  category: ContentCategory
  type: ContentType
  /** Negative: scheduled that many days ahead. */
  publishedDaysAgo: number
  status?: PublishStatus
  tr: DemoContentVersion
  /** Absent for a Turkish-only article. */
  en?: DemoContentVersion
}

const demoContentGroups: DemoContentGroup[] = [
  {
    category: 'values',
    type: 'guideline',
    publishedDaysAgo: 12,
    tr: {
      slug: 'durustluk-yaklasimimiz',
      title: 'Dürüstlük yaklaşımımız',
      excerpt:
        "Dürüstlük, temel değerlerimizin ilkidir. HOI Holding'de çalışan herkes için bunun pratikte ne anlama geldiğini paylaşıyoruz.",
      bodyHtml: html(
        p(
          'Dürüstlük, temel değerlerimizin ilkidir ve diğer tüm değerlerimiz onun üzerine kuruludur. Şirketlerimiz, çoğu zaman evlerinden uzakta bize güvenen hastalara, yolculara ve müşterilere hizmet veriyor. Bu güveni korumak hepimizin işinin bir parçası.',
        ),
        h3('Günlük işimizde ne anlama geliyor'),
        ul(
          'Hastalarımıza ve misafirlerimize bir hizmetin neleri kapsadığını, neleri kapsamadığını ve ne kadar tuttuğunu açıkça anlatırız.',
          'Kişisel ve sağlık verilerini gizli tutar, yalnızca paylaşılma amacı doğrultusunda kullanırız.',
          'Bir iş kararını etkileyebilecek hediye veya ayrıcalık teklif etmez, kabul etmeyiz.',
          'Hata yaptığımızda bunu söyler ve düzeltiriz.',
        ),
        p(
          'Belirsiz bir durumla karşılaşan çalışma arkadaşlarımızı, harekete geçmeden önce yöneticilerine veya insan kaynakları ekibine danışmaya teşvik ediyoruz. İyi niyetle dile getirilen bir endişe her zaman dinlenir ve kimsenin aleyhine kullanılmaz.',
        ),
      ),
    },
    en: {
      slug: 'our-approach-to-integrity',
      title: 'Our approach to integrity',
      excerpt: 'Integrity is the first of our core values. Here is what it means in practice for everyone who works at HOI Holding.',
      bodyHtml: html(
        p(
          "Integrity is the first of our core values, and the one the others rest on. Our companies serve patients, travellers and clients who place real trust in us, often far from home. Keeping that trust is part of everyone's job.",
        ),
        h3('What it means day to day'),
        ul(
          'We tell patients and guests clearly what a service includes, what it does not include and what it costs.',
          'We keep personal and health data confidential and use it only for the purpose it was given.',
          'We neither offer nor accept gifts or favours that could influence a business decision.',
          'When we make a mistake, we say so and put it right.',
        ),
        p(
          'When a situation is unclear, we encourage colleagues to talk to their manager or the human resources team before acting. A concern raised in good faith is always heard and is never held against anyone.',
        ),
      ),
    },
  },
  {
    category: 'values',
    type: 'news',
    publishedDaysAgo: 40,
    tr: {
      slug: 'sirketlerimizde-dijital-donusum',
      title: 'Şirketlerimizde dijital dönüşüm',
      excerpt: 'Teknoloji şirketimiz, grubun günlük işlerini adım adım ortak dijital araçlara taşıyor.',
      bodyHtml: html(
        p(
          'Dört farklı sektörde çalışmak, birbirinden çok farklı süreçlerle çalışmak demek: kliniklerimizde hasta dosyaları, seyahat tarafında rezervasyonlar, inşaatta proje belgeleri. Teknoloji şirketimiz bu süreçleri adım adım ortak dijital araçlara taşıyor.',
        ),
        p(
          'Amacımız pratik: Hastalarımız ve misafirlerimiz mesai saatlerini beklemeden yanıt alabilmeli ve değişiklik yapabilmeli; ekiplerimiz de bilgiyi bir sistemden diğerine aktarmaya daha az zaman harcamalı.',
        ),
        p(
          'Her yeni araç, onu kullanacak kişilerle başlıyor. Ürün ekibimiz bir şey geliştirmeden önce klinik, operasyon ve şantiye ekipleriyle vakit geçirerek bugün nasıl çalıştıklarını ve nerede zorlandıklarını anlamaya çalışıyor.',
        ),
      ),
    },
    en: {
      slug: 'digital-transformation-across-our-companies',
      title: 'Digital transformation across our companies',
      excerpt: "Our technology company is moving the group's day-to-day work onto shared digital tools, step by step.",
      bodyHtml: html(
        p(
          'Working in four sectors means working with very different processes: patient files in our clinics, bookings in travel, project documents in construction. Our technology company is bringing these onto shared digital tools, step by step.',
        ),
        p(
          'The aim is practical. Patients and guests should be able to get answers and make changes without waiting for office hours, and our teams should spend less time copying information from one system to another.',
        ),
        p(
          'Every new tool starts with the people who will use it. Before building anything, our product team spends time with the clinic, operations and site teams to understand how they work today and where things get in their way.',
        ),
      ),
    },
  },
  {
    category: 'values',
    type: 'guideline',
    publishedDaysAgo: 75,
    tr: {
      slug: 'surdurulebilirlik-ilkelerimiz',
      title: 'Sürdürülebilirlik ilkelerimiz',
      excerpt:
        'Şirketlerimizin kliniklerde, turlarda ve şantiyelerde çevresel etkisini azaltırken yol gösterici olarak benimsediği ilkeler.',
      bodyHtml: html(
        p(
          'Sürdürülebilirlik, temel değerlerimizden biridir. Tüm yanıtlara sahip olduğumuzu iddia etmiyoruz; ancak grup genelinde kararlarımıza yön veren birkaç ilke üzerinde uzlaştık.',
        ),
        ul(
          'Daha az tüketmek: Kâğıt yerine dijital belgeleri tercih ediyor, transfer ve turları boş yolculukları önleyecek şekilde planlıyoruz.',
          'Sorumlu inşa etmek: Şantiyelerimizde atıkları ayrıştırıyor, tasarımlarımızda enerji performansını ve yerel malzemeleri gözetiyoruz.',
          'Yerel iş ortaklarıyla çalışmak: Seyahat programlarımızda yerel rehberlere, işletmelere ve üreticilere öncelik veriyoruz.',
          'Ölçmek ve geliştirmek: Her şirketimiz kendi uygulanabilir hedeflerini belirliyor ve bunları her yıl gözden geçiriyor.',
        ),
        p('Bu ilkelerdeki ilerlememizi, hâlâ yol almamız gereken alanlar da dahil olmak üzere açıkça paylaşacağız.'),
      ),
    },
    en: {
      slug: 'our-sustainability-principles',
      title: 'Our sustainability principles',
      excerpt:
        'The principles that guide our companies as they reduce their environmental impact in clinics, on tours and on construction sites.',
      bodyHtml: html(
        p(
          'Sustainability is one of our core values. We do not claim to have all the answers, but we have agreed on a few principles that guide decisions across the group.',
        ),
        ul(
          'Use less: we prefer digital documents to paper, and we plan transfers and tours to avoid empty journeys.',
          'Build responsibly: on our construction sites we separate waste, and our designs take energy performance and local materials into account.',
          'Work with local partners: our travel programmes give preference to local guides, businesses and producers.',
          'Measure and improve: each company sets its own practical goals and reviews them every year.',
        ),
        p('We will report openly on our progress against these principles, including where we still have work to do.'),
      ),
    },
  },
  {
    category: 'together',
    type: 'news',
    publishedDaysAgo: 8,
    tr: {
      slug: 'antalya-operasyon-ekibimizle-bir-gun',
      title: 'Antalya operasyon ekibimizle bir gün',
      excerpt: 'Sabahın ilk havalimanı transferlerinden akşam dönen turlara: Antalya ekibimiz yoğun bir günü nasıl yönetiyor?',
      bodyHtml: html(
        p(
          "Antalya'daki operasyon ekibimizin iş günü çoğu zaman güneş doğmadan, sabahın ilk havalimanı transferleriyle başlıyor. Ofis açıldığında ekip, günün programındaki her aracı, rehberi ve karşılama saatini çoktan kontrol etmiş oluyor.",
        ),
        p(
          'İşin büyük kısmı, her şey yolunda gittiğinde görünmez: rahatsızlanan bir rehberin yerine yenisinin görevlendirilmesi, kapalı bir yol nedeniyle güzergâhı değiştirilen bir tur, kaybolan bir bavulun bulunup ailenin oteline ulaştırılması. Zamanında gelen bir transferi kimse fark etmez; amaç da tam olarak budur.',
        ),
        p(
          'Akşamları ekip günü birlikte değerlendiriyor ve misafir geri bildirimlerini inceliyor. Bu konuşmalardan çıkan küçük değişiklikler, örneğin daha uygun bir buluşma noktası ya da misafirlere gönderilen daha anlaşılır bir mesaj, çoğu zaman ertesi sabah uygulamaya geçiyor.',
        ),
      ),
    },
    en: {
      slug: 'a-day-with-our-antalya-operations-team',
      title: 'A day with our operations team in Antalya',
      excerpt: 'From the first airport transfers of the morning to tours returning in the evening: how our Antalya team runs a busy day.',
      bodyHtml: html(
        p(
          "For our operations team in Antalya, the working day often starts before sunrise with the first airport transfers of the morning. By the time the office opens, the team has already checked every vehicle, guide and pick-up time on the day's schedule.",
        ),
        p(
          "Most of the work is invisible when it goes well: a replacement guide found when someone falls ill, a tour rerouted around a closed road, a lost suitcase tracked down and delivered to a family's hotel. Nobody notices a transfer that arrives on time, and that is exactly the point.",
        ),
        p(
          'In the evening the team reviews the day together and goes through guest feedback. The small changes that come out of these conversations, such as a better meeting point or a clearer message to guests, are often in place the next morning.',
        ),
      ),
    },
  },
  {
    category: 'together',
    type: 'guideline',
    publishedDaysAgo: 30,
    tr: {
      slug: 'hoi-holdingde-ilk-haftaniz',
      title: "HOI Holding'de ilk haftanız",
      excerpt: 'Hangi şirketimize katılırsanız katılın, aramızdaki ilk günlerinizde sizi neler bekliyor?',
      bodyHtml: html(
        p(
          'Yeni bir işe başlamak, neyle karşılaşacağınızı bildiğinizde daha kolay. Hangi şirketimize ve hangi şehirdeki ekibimize katılırsanız katılın, ilk haftanız aynı çerçevede ilerler.',
        ),
        ul(
          'İlk gününüzde sizi yöneticiniz ve size yol arkadaşlığı edecek bir çalışma arkadaşınız karşılar; ekipmanınız ve hesaplarınız hazırdır.',
          'Hafta boyunca, grubun diğer şirketlerindekiler de dahil, en çok birlikte çalışacağınız ekiplerle tanışırsınız.',
          'Değerlerimiz, kişisel verilerin korunması ve iş sağlığı ve güvenliği hakkında kısa tanıtım eğitimlerini tamamlarsınız.',
          'Haftanın sonunda yöneticinizle ilk üç ayınıza ilişkin hedefleri birlikte belirlersiniz.',
        ),
        p('Aklınıza takılan her konuda yol arkadaşınız ve insan kaynakları ekibimiz yanınızda.'),
      ),
    },
    en: {
      slug: 'your-first-week-at-hoi-holding',
      title: 'Your first week at HOI Holding',
      excerpt: 'What new colleagues can expect from their first days with us, whichever company they join.',
      bodyHtml: html(
        p(
          'Starting a new job is easier when you know what to expect. Whichever company and city you join, your first week follows the same outline.',
        ),
        ul(
          'On your first day you are welcomed by your manager and by a colleague who will be your buddy, and your equipment and accounts are ready.',
          'During the week you meet the teams you will work with most, including colleagues in other companies of the group.',
          'You complete short introductions to our values, data protection, and occupational health and safety.',
          'At the end of the week you and your manager agree on your goals for the first three months.',
        ),
        p('If anything is unclear, your buddy and the human resources team are there to help.'),
      ),
    },
  },
  {
    category: 'together',
    type: 'news',
    publishedDaysAgo: 58,
    tr: {
      slug: 'birlikte-ogreniyoruz-sirket-ici-atolyelerimiz',
      title: 'Birlikte öğreniyoruz: şirket içi atölyelerimiz',
      excerpt: 'Grubun farklı şirketlerinden çalışma arkadaşlarımız, en iyi bildikleri konuları birbirlerine anlatıyor.',
      bodyHtml: html(
        p(
          'Şirketlerimiz birbirinden çok farklı alanlarda çalışıyor; bu da birbirimizden öğrenmek için iyi bir neden. Şirket içi atölyelerimizde çalışma arkadaşlarımız, en iyi bildikleri konuları grubun farklı ekipleriyle paylaşıyor.',
        ),
        p(
          'Son oturumlarda klinik ekibimiz uluslararası hastaları tedaviye nasıl hazırladığını anlattı, yazılım geliştiricilerimiz veriyle çalışmanın temellerini tanıttı, inşaat mühendislerimiz ise bir projenin çizimlerden teslime kadar nasıl planlandığını adım adım aktardı.',
        ),
        p(
          "Atölyeler İstanbul ve Dubai'de düzenleniyor ve diğer lokasyonlardaki çalışma arkadaşlarımız için canlı yayınlanıyor. Herkes konu önerebiliyor; en çok ilgi gören oturumların birçoğu da ilk kez sunum yapan çalışma arkadaşlarımızdan geldi.",
        ),
      ),
    },
    en: {
      slug: 'learning-together-our-internal-workshops',
      title: 'Learning together: our internal workshops',
      excerpt: 'Colleagues from different companies of the group teach each other what they know best.',
      bodyHtml: html(
        p(
          'Our companies work in very different fields, and that turns out to be a good reason to learn from each other. In our internal workshops, colleagues share what they know best with teams across the group.',
        ),
        p(
          'In recent sessions our clinic team explained how they prepare international patients for treatment, our developers introduced the basics of working with data, and our construction engineers walked through how a project is planned, from the first drawings to handover.',
        ),
        p(
          'Workshops take place in Istanbul and Dubai and are streamed live for colleagues elsewhere. Anyone can suggest a topic, and many of the most popular sessions have come from colleagues presenting for the first time.',
        ),
      ),
    },
  },
  {
    category: 'press',
    type: 'press_release',
    publishedDaysAgo: 3,
    tr: {
      slug: 'hoi-holding-yeni-web-sitesini-ve-kariyer-portalini-yayina-aldi',
      title: 'HOI Holding yeni web sitesini ve kariyer portalını yayına aldı',
      excerpt: 'Yeni iki dilli web sitesi; grup şirketlerini, haberleri ve açık pozisyonları tek bir çatı altında buluşturuyor.',
      bodyHtml: html(
        p(
          'HOI Holding, Türkçe ve İngilizce olarak hazırlanan yeni kurumsal web sitesini yayına aldı. Site; grubun sağlık ve sağlık turizmi, turizm, teknoloji ve inşaat alanlarındaki şirketlerine ilişkin bilgileri ve gruptan haberleri bir araya getiriyor.',
        ),
        p(
          "Yeni kariyer bölümünde, grup şirketlerinin Türkiye ve Birleşik Arap Emirlikleri'ndeki açık pozisyonları yer alıyor. Adaylar ayrıntılı iş tanımlarını inceleyebiliyor ve özgeçmişleriyle birkaç adımda çevrimiçi başvuru yapabiliyor; her başvuru doğrudan ilgili işe alım ekibine ulaşıyor.",
        ),
        p(
          'Web sitesi, grubun kendi teknoloji şirketi tarafından tasarlandı ve geliştirildi. Erişilebilirlik ve kişisel verilerin korunması, projenin ilk gününden itibaren temel gereksinimler olarak ele alındı.',
        ),
      ),
    },
    en: {
      slug: 'hoi-holding-launches-new-website-and-careers-portal',
      title: 'HOI Holding launches its new website and careers portal',
      excerpt: "The new bilingual website brings the group's companies, news and open positions together in one place.",
      bodyHtml: html(
        p(
          "HOI Holding has launched its new corporate website in Turkish and English. The site brings together information about the group's companies in healthcare and health tourism, tourism, technology and construction, along with news from across the group.",
        ),
        p(
          "The new careers section lists open positions at the group's companies in Türkiye and the United Arab Emirates. Candidates can read detailed job descriptions and apply online with their CV in a few steps, and every application goes directly to the recruitment team concerned.",
        ),
        p(
          "The website was designed and built by the group's own technology company, with accessibility and data protection treated as core requirements from the first day of the project.",
        ),
      ),
    },
  },
  {
    category: 'press',
    type: 'press_release',
    publishedDaysAgo: 45,
    tr: {
      slug: 'hoi-holding-baedeki-varligini-guclendiriyor',
      title: "HOI Holding, BAE'deki varlığını güçlendiriyor",
      excerpt: 'Grubun Dubai ofisi artık turizm, vize danışmanlığı ve teknoloji ekiplerini aynı çatı altında buluşturuyor.',
      bodyHtml: html(
        p(
          "HOI Holding, Birleşik Arap Emirlikleri'ndeki turizm, vize danışmanlığı ve teknoloji ekiplerini Dubai ofisinde bir araya getirdi. Bu adım, bölgedeki misafirlerin ve iş ortaklarının doğru ekibe daha kolay ulaşmasını, çalışma arkadaşlarımızın da ortak projelerde daha yakın çalışmasını sağlıyor.",
        ),
        p(
          "Grup, Dubai'den BAE'yi ziyaret eden yolculara vize başvurusu, tur ve araç kiralama hizmetleriyle destek veriyor; bölgedeki müşterilerine yazılım ve danışmanlık projeleri sunuyor. Dubai ve İstanbul ofisleri, misafirlerin ve iş ortaklarının her iki ülkede de aynı hizmet anlayışıyla karşılanması için yakın iş birliği içinde çalışıyor.",
        ),
        p("Grup, Dubai'de işe alımlarını sürdürüyor; açık pozisyonlar bu web sitesinin kariyer sayfasında yer alıyor."),
      ),
    },
    en: {
      slug: 'hoi-holding-strengthens-its-presence-in-the-uae',
      title: 'HOI Holding strengthens its presence in the UAE',
      excerpt: "The group's Dubai office now brings its tourism, visa consultancy and technology teams under one roof.",
      bodyHtml: html(
        p(
          'HOI Holding has brought its tourism, visa consultancy and technology teams in the United Arab Emirates together in its Dubai office. The move makes it easier for guests and business partners in the region to reach the right team, and for colleagues to work closely on shared projects.',
        ),
        p(
          'From Dubai, the group supports travellers visiting the UAE with visa applications, tours and car rental, and delivers software and consultancy projects for clients in the region. The Dubai and Istanbul offices work closely together so that guests and partners receive the same standard of service in both countries.',
        ),
        p('The group continues to recruit in Dubai; open positions are listed on the careers page of this website.'),
      ),
    },
  },
  {
    category: 'press',
    type: 'news',
    publishedDaysAgo: 100,
    tr: {
      slug: 'uluslararasi-hastalarimiza-nasil-destek-oluyoruz',
      title: 'Uluslararası hastalarımıza ilk temastan takibe kadar nasıl destek oluyoruz',
      excerpt: "Sağlık turizmi şirketimiz, tedavi için İstanbul'a gelen hastalara her adımda nasıl eşlik ettiğini anlatıyor.",
      bodyHtml: html(
        p(
          'Tedavi için başka bir ülkeye seyahat etmek pek çok soruyu beraberinde getirir. Sağlık turizmi şirketimiz, her hastanın yolculuğunu, bu soruları yanıtlayacak birinin her zaman yanında olacağı şekilde planlıyor.',
        ),
        p(
          'Seyahat öncesinde hasta koordinatörü, doktorun hazırladığı tedavi planını, beklenen iyileşme sürecini ve pratik düzenlemeleri anlatır. Hastalar varışta havalimanında karşılanır; konaklama yerlerine ve kliniğe kadar kendilerine eşlik edilir. Gerektiğinde tercümanlar, hastalarla tıbbi ekip arasındaki iletişime destek olur.',
        ),
        p(
          'Tedaviden sonra da bakım havalimanında bitmez. Hastalar kendi dillerinde yazılı bakım talimatları alır; koordinatörleri iyileşme süresince hastalarla iletişimde kalır ve tıbbi soruları doktorlara iletir.',
        ),
      ),
    },
    en: {
      slug: 'how-we-support-international-patients',
      title: 'How we support international patients, from first contact to follow-up',
      excerpt: 'Our health tourism company explains how patients who travel to Istanbul for treatment are accompanied at every step.',
      bodyHtml: html(
        p(
          "Travelling to another country for treatment raises many questions. Our health tourism company plans each patient's journey so that there is always someone at hand to answer them.",
        ),
        p(
          'Before travel, a patient coordinator explains the treatment plan prepared by the doctor, the expected recovery and the practical arrangements. On arrival, patients are met at the airport and accompanied to their accommodation and to the clinic. Where needed, interpreters support communication between patients and the medical team.',
        ),
        p(
          'Care does not end at the airport after treatment. Patients receive written aftercare instructions in their own language, and their coordinator stays in touch during recovery and passes any medical questions on to the doctors.',
        ),
      ),
    },
  },
]

/** Inserts every demo content group, a row per language version; returns how many rows. */
export async function insertDemoContents(tx: Db, now: number): Promise<number> {
  const rows = [...demoContentGroups, ...moreDemoContentGroups].flatMap((group) => {
    const shared = {
      groupId: crypto.randomUUID(),
      category: group.category,
      type: group.type,
      status: group.status ?? ('active' as const),
      publishedAt: daysAgo(now, group.publishedDaysAgo),
    }
    return [{ ...shared, language: 'tr' as const, ...group.tr }, ...(group.en ? [{ ...shared, language: 'en' as const, ...group.en }] : [])]
  })
  await tx.insert(contents).values(rows)
  return rows.length
}
