import type {
  ContentCategory,
  ContentType,
  EmploymentType,
  ExperienceLevel,
  JobCategory,
  JobStatus,
  WorkMode,
} from '~/lib/enums'

// Demo content for a fresh installation (SEED_DEMO). Dates are relative to the moment of seeding,
// so a new install always shows current postings. Prose uses double quotes: it is full of apostrophes.

const p = (text: string) => `<p>${text}</p>`
const h3 = (text: string) => `<h3>${text}</h3>`
const ul = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`
const html = (...blocks: string[]) => blocks.join('\n')

export interface DemoJob {
  slug: string
  status: JobStatus
  companyKey: 'hoi-health' | 'hoi-travel' | 'hoi-tech' | 'hoi-construction'
  category: JobCategory
  workMode: WorkMode
  employmentType: EmploymentType
  experienceLevel: ExperienceLevel
  city: string
  countryCode: 'TR' | 'AE'
  openings: number
  /** Null for a draft that was never published. */
  publishedDaysAgo: number | null
  /** Negative for a deadline that has passed. */
  deadlineInDays: number | null
  applicationsOpen: boolean
  tr: { title: string; descriptionHtml: string }
  en: { title: string; descriptionHtml: string }
}

export interface DemoContentVersion {
  slug: string
  title: string
  excerpt: string
  bodyHtml: string
}

export interface DemoContentGroup {
  category: ContentCategory
  type: ContentType
  publishedDaysAgo: number
  tr: DemoContentVersion
  en: DemoContentVersion
}

export const demoJobs: DemoJob[] = [
  {
    slug: 'international-patient-coordinator-istanbul',
    status: 'active',
    companyKey: 'hoi-health',
    category: 'healthcare',
    workMode: 'OnSite',
    employmentType: 'FullTime',
    experienceLevel: 'Mid',
    city: 'İstanbul',
    countryCode: 'TR',
    openings: 2,
    publishedDaysAgo: 6,
    deadlineInDays: 24,
    applicationsOpen: true,
    tr: {
      title: 'Uluslararası Hasta Koordinatörü',
      descriptionHtml: html(
        p(
          "Sağlık turizmi şirketimiz, saç ekimi ve estetik tedaviler için farklı ülkelerden gelen hastaları İstanbul'da ağırlıyor. Uluslararası Hasta Koordinatörü olarak, ilk görüşmeden ülkesine dönüşüne kadar hastanın ana iletişim kişisi olacaksınız.",
        ),
        h3('Neler yapacaksınız'),
        ul(
          'Tedavi için bize ulaşan kişilerin sorularını telefon, e-posta ve mesajlaşma uygulamaları üzerinden yanıtlamak, tedavi seçeneklerini anlaşılır bir dille anlatmak',
          'Her hastanın ziyaretini tıbbi ekiple birlikte planlamak: muayene, tedavi tarihi, transferler ve konaklama',
          'Klinikte hastalara eşlik etmek, bilgilendirilmiş ve rahat hissetmelerini sağlamak',
          'Tedavi sonrası takibi yapmak, tıbbi soruları zamanında doktorlara iletmek',
          'Hasta kayıtlarını CRM sistemimizde doğru ve gizlilik ilkelerine uygun şekilde tutmak',
        ),
        h3('Aradığımız nitelikler'),
        ul(
          'Hasta koordinasyonu, otelcilik veya müşteri ilişkileri alanında en az iki yıl deneyim',
          'İleri düzeyde İngilizce ve Türkçe; Arapça, Almanca veya Fransızca bilgisi güçlü bir artı',
          'Sakin ve özenli bir tutum, aynı gün içinde birden fazla hastayla ilgilenebilme becerisi',
          'Kişisel ve sağlık verilerine karşı titizlik',
        ),
        h3('Sunduklarımız'),
        p(
          "İstanbul'daki kliniğimizde tam zamanlı pozisyon, özel sağlık sigortası, yemek desteği ve klinik ekibimizden tıbbi süreçlere yönelik eğitim.",
        ),
      ),
    },
    en: {
      title: 'International Patient Coordinator',
      descriptionHtml: html(
        p(
          "Our health tourism company welcomes patients from many countries for hair transplant and aesthetic treatments in Istanbul. As an International Patient Coordinator, you will be the patient's main point of contact from the first enquiry until they return home.",
        ),
        h3('What you will do'),
        ul(
          'Answer enquiries from prospective patients by phone, e-mail and messaging apps, and explain treatment options in plain language',
          "Plan each patient's visit together with the medical team: consultation, treatment date, transfers and accommodation",
          'Accompany patients at the clinic and make sure they feel informed and comfortable',
          'Follow up after treatment and pass medical questions to the doctors in good time',
          'Keep patient records accurate and confidential in our CRM',
        ),
        h3('What we are looking for'),
        ul(
          'At least two years of experience in patient coordination, hospitality or customer relations',
          'Fluent English and Turkish; Arabic, German or French is a strong plus',
          'A calm, caring manner and the ability to look after several patients on the same day',
          'Care and discretion with personal and health data',
        ),
        h3('What we offer'),
        p(
          'A full-time position at our Istanbul clinic, private health insurance, meal allowance and training on medical procedures from our clinical team.',
        ),
      ),
    },
  },
  {
    slug: 'clinic-nurse-hair-transplant-istanbul',
    status: 'active',
    companyKey: 'hoi-health',
    category: 'healthcare',
    workMode: 'OnSite',
    employmentType: 'FullTime',
    experienceLevel: 'Entry',
    city: 'İstanbul',
    countryCode: 'TR',
    openings: 3,
    publishedDaysAgo: 12,
    deadlineInDays: 18,
    applicationsOpen: true,
    tr: {
      title: 'Klinik Hemşiresi – Saç Ekimi',
      descriptionHtml: html(
        p(
          "İstanbul'daki saç ekimi kliniğimizin klinik ekibine katılacak hemşireler arıyoruz. İşlemler sırasında doktorlarımız ve teknisyenlerimizle birlikte çalışacak, tedavi öncesinde ve sonrasında hastalarımızın bakımını üstleneceksiniz.",
        ),
        h3('Sorumluluklar'),
        ul(
          'Hastaları işleme hazırlamak, yaşamsal bulgularını ölçmek ve kayıt altına almak',
          'Operasyonlar sırasında steril koşullarda doktor ve teknisyenlere asistanlık yapmak',
          'Ameliyat sonrası bakımı ve ilaç kullanımını, gerektiğinde tercüman desteğiyle hastalara anlatmak',
          'Tedavi odalarını, aletleri ve sarf malzemelerini enfeksiyon kontrol kurallarına uygun şekilde hazır tutmak',
        ),
        h3('Aranan nitelikler'),
        ul(
          "Hemşirelik lisans diploması ve Türkiye'de geçerli hemşirelik belgesi",
          'Cerrahi veya dermatoloji kliniğinde deneyim tercih sebebidir; yeni mezun adayların başvurularını da bekliyoruz',
          'Uluslararası hastalarla iletişim kurabilecek düzeyde temel İngilizce',
          'Cumartesi günlerini de kapsayan vardiyalı çalışma düzenine uyum',
        ),
        p('Aramıza katılan hemşireler, saç ekimi teknikleri konusunda planlı bir iş başı eğitim programına dahil olur.'),
      ),
    },
    en: {
      title: 'Clinic Nurse – Hair Transplant',
      descriptionHtml: html(
        p(
          'We are looking for nurses to join the clinical team at our hair transplant clinic in Istanbul. You will work alongside our doctors and technicians during procedures and care for patients before and after treatment.',
        ),
        h3('Responsibilities'),
        ul(
          'Prepare patients for procedures, and take and record their vital signs',
          'Assist the doctor and technicians during operations under sterile conditions',
          'Explain aftercare and medication to patients, with the help of an interpreter where needed',
          'Keep treatment rooms, instruments and consumables ready and in line with infection-control rules',
        ),
        h3('Requirements'),
        ul(
          'A degree in nursing and a nursing licence valid in Türkiye',
          'Experience in a surgical or dermatology clinic is welcome; new graduates are also encouraged to apply',
          'Basic English for communicating with international patients',
          'Willingness to work on a shift schedule that includes Saturdays',
        ),
        p('Nurses who join us take part in a structured on-the-job training programme in hair transplant techniques.'),
      ),
    },
  },
  {
    slug: 'tour-operations-specialist-antalya',
    status: 'active',
    companyKey: 'hoi-travel',
    category: 'operations',
    workMode: 'OnSite',
    employmentType: 'FullTime',
    experienceLevel: 'Mid',
    city: 'Antalya',
    countryCode: 'TR',
    openings: 1,
    publishedDaysAgo: 9,
    deadlineInDays: 21,
    applicationsOpen: true,
    tr: {
      title: 'Tur Operasyon Uzmanı',
      descriptionHtml: html(
        p(
          'Seyahat şirketimiz, Antalya bölgesini ziyaret eden misafirler için turlar, transferler ve aktiviteler düzenliyor. Özellikle yoğun sezonda günlük operasyonun aksamadan yürümesini sağlayacak bir Tur Operasyon Uzmanı arıyoruz.',
        ),
        h3('Görev tanımı'),
        ul(
          'Günlük tur ve transfer programlarını planlamak; araç, şoför ve rehber görevlendirmelerini yapmak',
          'Rezervasyonları teyit etmek ve son dakika değişikliklerini yönetmek için oteller, tedarikçiler ve rehberlerle çalışmak',
          'İşler planlandığı gibi gitmediğinde misafirlerin ve rehberlerin ilk başvuru noktası olmak',
          'Tedarikçi faturalarını gerçekleşen hizmetlerle karşılaştırarak kontrol etmek',
          'Misafir geri bildirimlerinden yola çıkarak güzergâh, program ve süreçlerde iyileştirmeler önermek',
        ),
        h3('Aradığımız nitelikler'),
        ul(
          'Tur operasyonu, gelen turizm (incoming) veya otel ön büro alanında en az iki yıl deneyim',
          'Antalya bölgesini ve turistik noktalarını iyi tanımak',
          'İyi derecede İngilizce; Rusça veya Almanca bilgisi avantajdır',
          'Geçerli sürücü belgesi ve yüksek sezonda hafta sonları ve bayramlarda çalışabilme esnekliği',
        ),
      ),
    },
    en: {
      title: 'Tour Operations Specialist',
      descriptionHtml: html(
        p(
          'Our travel company organises tours, transfers and activities for guests visiting the Antalya region. We are looking for a Tour Operations Specialist to keep daily operations running smoothly, especially in the busy season.',
        ),
        h3('Your role'),
        ul(
          'Plan the daily tour and transfer schedule and assign vehicles, drivers and guides',
          'Work with hotels, suppliers and guides to confirm bookings and handle last-minute changes',
          'Be the first point of contact for guests and guides when things do not go to plan',
          'Check supplier invoices against the services delivered',
          'Suggest improvements to routes, programmes and processes based on guest feedback',
        ),
        h3('About you'),
        ul(
          'At least two years of experience in tour operations, incoming travel or hotel front office',
          'Good knowledge of the Antalya region and its sights',
          'Good English; Russian or German is an advantage',
          'A valid driving licence and the flexibility to work weekends and public holidays in high season',
        ),
      ),
    },
  },
  {
    slug: 'visa-application-consultant-dubai',
    status: 'active',
    companyKey: 'hoi-travel',
    category: 'customer-service',
    workMode: 'OnSite',
    employmentType: 'FullTime',
    experienceLevel: 'Entry',
    city: 'Dubai',
    countryCode: 'AE',
    openings: 2,
    publishedDaysAgo: 4,
    deadlineInDays: 30,
    applicationsOpen: true,
    tr: {
      title: 'Vize Başvuru Danışmanı',
      descriptionHtml: html(
        p(
          'Dubai ofisimizden, BAE turist vizesine başvuran yolculara başvuru sürecinde ve seyahatlerini planlarken destek oluyoruz. İnsanlara yardımcı olmaktan keyif alan ve ayrıntılara özen gösteren bir Vize Başvuru Danışmanı arıyoruz.',
        ),
        h3('Sorumluluklar'),
        ul(
          'Başvuru sahiplerini her vize türü için gereken belgeler konusunda yönlendirmek',
          'Başvuruların eksiksiz ve doğru olduğunu kontrol ederek resmi kanallar üzerinden iletmek',
          'Başvuru sahiplerini başvurularının durumu hakkında düzenli olarak bilgilendirmek',
          'Konaklama, tur veya araç kiralama da talep eden başvuru sahipleri için seyahat ekibimizle koordinasyon sağlamak',
        ),
        h3('Aranan nitelikler'),
        ul(
          'Vize işlemleri, seyahat acenteliği veya müşteri hizmetleri alanında deneyim; bu alana ilgi duyan yeni mezunların başvurularını da bekliyoruz',
          'Akıcı İngilizce; Türkçe, Arapça veya Rusça bilgisi avantajdır',
          'Dikkatli ve düzenli çalışma alışkanlığı, yoğun başvuru dönemlerinde soğukkanlılık',
        ),
        p('Pozisyon, hafta içi çalışma düzeniyle Dubai ofisimizde yer almaktadır.'),
      ),
    },
    en: {
      title: 'Visa Application Consultant',
      descriptionHtml: html(
        p(
          'From our Dubai office we help travellers apply for UAE tourist visas and plan their stay. We are looking for a Visa Application Consultant who enjoys helping people and pays close attention to detail.',
        ),
        h3('Responsibilities'),
        ul(
          'Guide applicants through the documents required for each type of visa',
          'Check applications for completeness and accuracy and submit them through the official channels',
          'Keep applicants informed about the status of their application',
          'Coordinate with our travel team when applicants also need accommodation, tours or car rental',
        ),
        h3('Requirements'),
        ul(
          'Experience in visa processing, a travel agency or customer service; recent graduates with a keen interest in the field are welcome',
          'Fluent English; Turkish, Arabic or Russian is an advantage',
          'Careful and organised, and calm in busy application periods',
        ),
        p('The position is based in our Dubai office, Monday to Friday.'),
      ),
    },
  },
  {
    slug: 'senior-full-stack-developer-typescript',
    status: 'active',
    companyKey: 'hoi-tech',
    category: 'software',
    workMode: 'Hybrid',
    employmentType: 'FullTime',
    experienceLevel: 'Senior',
    city: 'İstanbul',
    countryCode: 'TR',
    openings: 1,
    publishedDaysAgo: 15,
    deadlineInDays: 15,
    applicationsOpen: true,
    tr: {
      title: 'Kıdemli Full-Stack Geliştirici (TypeScript)',
      descriptionHtml: html(
        p(
          'Teknoloji şirketimiz, grup şirketlerinin her gün kullandığı rezervasyon, hasta yönetimi ve içerik platformlarını geliştiriyor; dış müşterilere de yazılım projeleri sunuyor. Özellikleri uçtan uca tasarlayıp geliştirecek kıdemli bir geliştirici arıyoruz.',
        ),
        h3('Neler üzerinde çalışacaksınız'),
        ul(
          'PostgreSQL üzerinde TypeScript, React ve Node.js ile geliştirilen web uygulamaları',
          "Ödeme, mesajlaşma ve rezervasyon sağlayıcılarıyla API'ler ve entegrasyonlar",
          'Kod incelemeleri, teknik tasarım tartışmaları ve daha az deneyimli çalışma arkadaşlarına mentorluk',
          'Geliştirdiğimiz ürünlerin performansı, erişilebilirliği ve güvenliği',
        ),
        h3('Beklentilerimiz'),
        ul(
          'Web geliştirme alanında en az beş yıllık profesyonel deneyim',
          'TypeScript, React ve ilişkisel veritabanları konusunda sağlam bilgi',
          'Otomatik testler ve CI/CD konusunda deneyim',
          'Dokümantasyon ve müşteri iletişimi için iyi düzeyde yazılı İngilizce',
        ),
        h3('Nasıl çalışıyoruz'),
        p(
          'Haftada üç gün İstanbul ofisimizde olmak üzere hibrit çalışma, küçük ve farklı disiplinlerden oluşan ekipler, eğitim ve konferanslar için yıllık bütçe.',
        ),
      ),
    },
    en: {
      title: 'Senior Full-Stack Developer (TypeScript)',
      descriptionHtml: html(
        p(
          "Our technology company builds the booking, patient management and content platforms that the group's companies use every day, and delivers software projects for external clients. We are looking for a senior developer to design and build features end to end.",
        ),
        h3('What you will work on'),
        ul(
          'Web applications built with TypeScript, React and Node.js on PostgreSQL',
          'APIs and integrations with payment, messaging and booking providers',
          'Code reviews, technical design discussions and mentoring less experienced colleagues',
          'The performance, accessibility and security of the products we ship',
        ),
        h3('What we expect'),
        ul(
          'At least five years of professional experience in web development',
          'Solid knowledge of TypeScript, React and relational databases',
          'Experience with automated testing and CI/CD',
          'Good written English for documentation and communication with clients',
        ),
        h3('How we work'),
        p(
          'Hybrid working with three days a week in our Istanbul office, small cross-functional teams and a yearly budget for training and conferences.',
        ),
      ),
    },
  },
  {
    slug: 'product-designer-ui-ux-dubai',
    status: 'active',
    companyKey: 'hoi-tech',
    category: 'design',
    workMode: 'Hybrid',
    employmentType: 'FullTime',
    experienceLevel: 'Mid',
    city: 'Dubai',
    countryCode: 'AE',
    openings: 1,
    publishedDaysAgo: 20,
    deadlineInDays: 10,
    applicationsOpen: true,
    tr: {
      title: 'Ürün Tasarımcısı (UI/UX)',
      descriptionHtml: html(
        p(
          "Turizm ve sağlık turizmi markalarımızın web sitelerine ve uygulamalarına yön verecek, Dubai ofisimizden İstanbul'daki geliştiricilerle birlikte çalışacak bir ürün tasarımcısı arıyoruz.",
        ),
        h3('Sorumluluklar'),
        ul(
          'İş hedeflerini ve kullanıcı araştırmalarını kullanıcı akışlarına, tel çerçevelere ve ayrıntılı tasarımlara dönüştürmek',
          "Figma'daki ortak tasarım sistemimizi sürdürmek ve geliştirmek",
          'Tasarımları gerçek kullanıcılarla test etmek ve öğrendiklerinizle iyileştirmek',
          'Tasarımların doğru ve erişilebilir biçimde hayata geçmesi için geliştiricilerle yakın çalışmak',
        ),
        h3('Aranan nitelikler'),
        ul(
          'Ürün veya UI/UX tasarımı alanında en az üç yıl deneyim ve yayına alınmış işlerden oluşan bir portfolyo',
          "Figma'da ve duyarlı, erişilebilir arayüz tasarımında güçlü yetkinlik",
          'Birden fazla dilde arayüz tasarlama deneyimi; sağdan sola yazılan diller için tasarım deneyimi artı',
          'Akıcı İngilizce; Türkçe veya Arapça bilgisi avantajdır',
        ),
      ),
    },
    en: {
      title: 'Product Designer (UI/UX)',
      descriptionHtml: html(
        p(
          'We are looking for a product designer to shape the websites and apps of our tourism and health tourism brands, working from our Dubai office together with developers in Istanbul.',
        ),
        h3('Responsibilities'),
        ul(
          'Turn business goals and user research into user flows, wireframes and detailed designs',
          'Maintain and extend our shared design system in Figma',
          'Test designs with real users and improve them with what you learn',
          'Work closely with developers so that designs are built accurately and accessibly',
        ),
        h3('Requirements'),
        ul(
          'Three or more years of experience in product or UI/UX design, with a portfolio of shipped work',
          'Strong Figma skills and experience designing responsive, accessible interfaces',
          'Experience designing interfaces in more than one language; right-to-left layouts are a plus',
          'Fluent English; Turkish or Arabic is an advantage',
        ),
      ),
    },
  },
  {
    slug: 'software-development-intern-istanbul',
    status: 'active',
    companyKey: 'hoi-tech',
    category: 'software',
    workMode: 'Hybrid',
    employmentType: 'Internship',
    experienceLevel: 'Intern',
    city: 'İstanbul',
    countryCode: 'TR',
    openings: 3,
    publishedDaysAgo: 2,
    deadlineInDays: 35,
    applicationsOpen: true,
    tr: {
      title: 'Yazılım Geliştirme Stajyeri',
      descriptionHtml: html(
        p(
          'Staj programımız, üniversite öğrencilerine bir ürün ekibinde gerçek bir yer sunuyor. Staj süresince deneyimli bir geliştiricinin mentorluğunda, kullanıcılara ulaşan özellikler üzerinde çalışacaksınız.',
        ),
        h3('Neler öğreneceksiniz'),
        ul(
          'React ve TypeScript ile web arayüzleri geliştirmeyi',
          'API yazmayı ve PostgreSQL veritabanıyla çalışmayı',
          'Ekip içinde Git, kod incelemesi ve otomatik testleri kullanmayı',
        ),
        h3('Kimler başvurabilir'),
        ul(
          'Bilgisayar mühendisliği, yazılım mühendisliği veya ilgili bölümlerde okuyan 3. ya da 4. sınıf öğrencileri',
          'Derslerden ya da kişisel projelerden gelen temel programlama deneyimi olanlar',
          'Bir kısmı İstanbul ofisimizde olmak üzere haftada en az üç gün çalışabilecek adaylar',
        ),
        p(
          'Stajyerlerimize aylık ücret ve yemek desteği sağlanır. Başvurunuzda tahmini mezuniyet tarihinizi belirtmenizi rica ederiz.',
        ),
      ),
    },
    en: {
      title: 'Software Development Intern',
      descriptionHtml: html(
        p(
          'Our internship programme gives university students a real place in a product team. During the internship you will work on features that reach users, with an experienced developer as your mentor.',
        ),
        h3('What you will learn'),
        ul(
          'Building web interfaces with React and TypeScript',
          'Writing APIs and working with a PostgreSQL database',
          'Using Git, code review and automated tests as part of a team',
        ),
        h3('Who can apply'),
        ul(
          'Third- or fourth-year students of computer engineering, software engineering or a related subject',
          'Basic programming experience from coursework or personal projects',
          'Availability to work at least three days a week, partly in our Istanbul office',
        ),
        p('Interns receive a monthly stipend and meal support. Please mention your expected graduation date in your application.'),
      ),
    },
  },
  {
    slug: 'site-engineer-civil-antalya',
    status: 'closed',
    companyKey: 'hoi-construction',
    category: 'construction',
    workMode: 'Field',
    employmentType: 'FullTime',
    experienceLevel: 'Mid',
    city: 'Antalya',
    countryCode: 'TR',
    openings: 1,
    publishedDaysAgo: 55,
    deadlineInDays: -12,
    applicationsOpen: false,
    tr: {
      title: 'Şantiye Mühendisi (İnşaat)',
      descriptionHtml: html(
        p(
          'İnşaat şirketimiz Antalya bölgesinde konut ve turizm projeleri yürütüyor. Sahadaki günlük çalışmaları takip edecek bir inşaat mühendisi arıyoruz.',
        ),
        h3('Sorumluluklar'),
        ul(
          'Sahadaki günlük çalışmaları projeye, iş programına ve kalite standartlarına uygun şekilde denetlemek',
          'Taşeronları koordine etmek, ilerlemelerini ve metrajlarını kontrol etmek',
          'Şantiyede iş sağlığı ve güvenliği kurallarına uyulmasını sağlamak',
          'Proje müdürü için günlük ve haftalık şantiye raporları hazırlamak',
        ),
        h3('Aranan nitelikler'),
        ul(
          'İnşaat mühendisliği lisans diploması ve en az üç yıl şantiye deneyimi',
          'Proje okuyabilme ve AutoCAD kullanabilme',
          'Antalya bölgesinde tam zamanlı olarak sahada çalışabilme',
        ),
      ),
    },
    en: {
      title: 'Site Engineer (Civil)',
      descriptionHtml: html(
        p(
          'Our construction company is delivering residential and hospitality projects in the Antalya region. We are looking for a civil engineer to oversee the daily work on site.',
        ),
        h3('Responsibilities'),
        ul(
          'Supervise daily work on site in line with the design, the schedule and our quality standards',
          'Coordinate subcontractors and check their progress and quantities',
          'Make sure occupational health and safety rules are followed on site',
          'Prepare daily and weekly site reports for the project manager',
        ),
        h3('Requirements'),
        ul(
          'A degree in civil engineering and at least three years of site experience',
          'Able to read drawings, with working knowledge of AutoCAD',
          'Able to work full time on site in the Antalya region',
        ),
      ),
    },
  },
  {
    slug: 'quantity-surveyor-dubai',
    status: 'draft',
    companyKey: 'hoi-construction',
    category: 'engineering',
    workMode: 'OnSite',
    employmentType: 'Contract',
    experienceLevel: 'Senior',
    city: 'Dubai',
    countryCode: 'AE',
    openings: 1,
    publishedDaysAgo: null,
    deadlineInDays: 45,
    applicationsOpen: true,
    tr: {
      title: 'Metraj ve Hakediş Uzmanı',
      descriptionHtml: html(
        p(
          "BAE'deki inşaat projelerimiz için belirli süreli sözleşmeyle çalışacak deneyimli bir Metraj ve Hakediş Uzmanı arıyoruz.",
        ),
        h3('Sorumluluklar'),
        ul(
          'Proje çizimleri ve şartnamelerden metraj cetvelleri ve maliyet tahminleri hazırlamak',
          'Taşeron tekliflerini değerlendirmek ve karşılaştırma tabloları hazırlamak',
          'Tamamlanan işlerin ölçümünü yaparak ara ve kesin hakedişleri hazırlamak',
          'Değişiklik taleplerini ve bunların proje bütçesine etkilerini takip etmek',
        ),
        h3('Aranan nitelikler'),
        ul(
          'Maliyet/metraj mühendisliği veya inşaat mühendisliği lisans diploması; Körfez bölgesindeki projeler dahil en az beş yıl deneyim',
          'FIDIC sözleşmeleri ve ölçüm standartları hakkında iyi bilgi',
          'Akıcı İngilizce; Türkçe bilgisi avantajdır',
        ),
      ),
    },
    en: {
      title: 'Quantity Surveyor',
      descriptionHtml: html(
        p('For our construction projects in the UAE, we are looking for an experienced Quantity Surveyor on a fixed-term contract.'),
        h3('Responsibilities'),
        ul(
          'Prepare bills of quantities and cost estimates from drawings and specifications',
          'Evaluate subcontractor offers and prepare comparison tables',
          'Measure completed work and prepare interim and final payment applications',
          'Track variations and their effect on the project budget',
        ),
        h3('Requirements'),
        ul(
          'A degree in quantity surveying or civil engineering and at least five years of experience, including projects in the Gulf region',
          'Good knowledge of FIDIC contracts and measurement standards',
          'Fluent English; Turkish is an advantage',
        ),
      ),
    },
  },
]

export const demoContentGroups: DemoContentGroup[] = [
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
      excerpt:
        'Integrity is the first of our core values. Here is what it means in practice for everyone who works at HOI Holding.',
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
      excerpt:
        'Sabahın ilk havalimanı transferlerinden akşam dönen turlara: Antalya ekibimiz yoğun bir günü nasıl yönetiyor?',
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
      excerpt:
        "Sağlık turizmi şirketimiz, tedavi için İstanbul'a gelen hastalara her adımda nasıl eşlik ettiğini anlatıyor.",
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
