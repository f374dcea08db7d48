import type { Db } from '../client'
import { type Job, jobPlacement, jobs, jobTranslations } from '../schema'
import type { CompanyKey } from '~/content/companies'
import type { EmploymentType, ExperienceLevel, JobCategory, JobStatus, WorkMode } from '~/lib/enums'
import { dateInDays, daysAgo, h3, html, p, strong, ul } from './helpers'

// Demo job postings for a fresh installation (SEED_DEMO). Dates are relative to the moment of
// seeding, so a new install always shows current postings. Prose uses double quotes: it is full
// of apostrophes.

interface DemoJob {
  slug: string
  status: JobStatus
  companyKey: CompanyKey
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

const demoJobs: DemoJob[] = [
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
        p('Stajyerlerimize aylık ücret ve yemek desteği sağlanır. Başvurunuzda tahmini mezuniyet tarihinizi belirtmenizi rica ederiz.'),
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
        p("BAE'deki inşaat projelerimiz için belirli süreli sözleşmeyle çalışacak deneyimli bir Metraj ve Hakediş Uzmanı arıyoruz."),
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
  {
    slug: 'hotel-partnerships-executive-dubai',
    status: 'active',
    companyKey: 'hoi-dubai-guide',
    category: 'partnerships',
    workMode: 'OnSite',
    employmentType: 'FullTime',
    experienceLevel: 'Mid',
    city: 'Dubai',
    countryCode: 'AE',
    openings: 1,
    publishedDaysAgo: 33,
    // Still listed as active, but the last day to apply has passed: applying is disabled.
    deadlineInDays: -3,
    applicationsOpen: true,
    tr: {
      title: 'Otel İş Ortaklıkları Yöneticisi',
      descriptionHtml: html(
        p(
          'Dubai rehberi platformumuz, şehri ziyaret eden yolculara otel, restoran ve etkinlik önerileri sunuyor. Platformda yer alan otellerle ilişkilerimizi büyütecek ve yeni anlaşmalar yapacak bir Otel İş Ortaklıkları Yöneticisi arıyoruz.',
        ),
        h3('Sorumluluklar'),
        ul(
          "Dubai ve Abu Dabi'deki otellerle tanıtım, komisyon ve özel fiyat anlaşmaları yapmak ve bunları yenilemek",
          'Otellerin satış ve pazarlama ekipleriyle düzenli görüşmeler yaparak kampanya takvimini birlikte planlamak',
          'Anlaşmaların performansını rezervasyon ve tıklama verileriyle izlemek, aylık raporlar hazırlamak',
          'Otel sayfalarındaki içeriklerin, fotoğrafların ve fiyatların güncel kalması için içerik ekibiyle çalışmak',
        ),
        h3('Aranan nitelikler'),
        ul(
          "BAE'de otel satışı, iş geliştirme veya seyahat acenteliği alanında en az üç yıl deneyim",
          'Bölgedeki otel zincirlerini tanımak ve güçlü bir iletişim ağına sahip olmak',
          'Akıcı İngilizce; Arapça veya Rusça bilgisi avantajdır',
          'Sahada görüşmelere gidebilmek için BAE sürücü belgesi',
        ),
        p(`${strong('Not:')} Bu ilanın son başvuru tarihi geçmiştir; değerlendirme süreci devam etmektedir.`),
      ),
    },
    en: {
      title: 'Hotel Partnerships Executive',
      descriptionHtml: html(
        p(
          'Our Dubai guide platform recommends hotels, restaurants and events to travellers visiting the city. We are looking for a Hotel Partnerships Executive to grow our relationships with the hotels on the platform and sign new ones.',
        ),
        h3('Responsibilities'),
        ul(
          'Negotiate and renew listing, commission and special-rate agreements with hotels in Dubai and Abu Dhabi',
          'Meet the sales and marketing teams of partner hotels regularly and plan the campaign calendar together',
          'Track the performance of each agreement with booking and click data and prepare monthly reports',
          'Work with the content team to keep hotel pages, photos and rates up to date',
        ),
        h3('Requirements'),
        ul(
          'At least three years of experience in hotel sales, business development or a travel agency in the UAE',
          'Knowledge of the hotel chains in the region and a strong network of contacts',
          'Fluent English; Arabic or Russian is an advantage',
          'A UAE driving licence for meetings in person',
        ),
        p(`${strong('Note:')} the closing date for this position has passed; applications received are being reviewed.`),
      ),
    },
  },
  {
    slug: 'data-analyst-bi-istanbul',
    status: 'active',
    companyKey: 'hoi-health',
    category: 'data',
    workMode: 'Hybrid',
    employmentType: 'FullTime',
    experienceLevel: 'Senior',
    city: 'İstanbul',
    countryCode: 'TR',
    openings: 1,
    publishedDaysAgo: 15,
    deadlineInDays: 15,
    // Enough candidates already: the posting stays up but takes no new applications.
    applicationsOpen: false,
    tr: {
      title: 'Veri Analisti (İş Zekâsı)',
      descriptionHtml: html(
        p(
          'Sağlık turizmi şirketimizde hasta talebinden tedavi sonrası takibe kadar her adım veri üretiyor. Bu verileri yönetim ve operasyon ekipleri için anlaşılır raporlara ve panolara dönüştürecek deneyimli bir Veri Analisti arıyoruz.',
        ),
        h3('Neler yapacaksınız'),
        ul(
          'CRM, rezervasyon ve muhasebe sistemlerinden gelen verileri PostgreSQL veri ambarımızda birleştirmek',
          'Pazarlama kanallarına, ülkelere ve tedavi türlerine göre dönüşüm oranlarını izleyen Power BI panoları hazırlamak',
          'Fiyatlandırma, kampanya ve kapasite kararları için yönetime analizler sunmak',
          'Veri kalitesi sorunlarını kaynağında tespit edip ilgili ekiplerle çözmek',
        ),
        h3('Aranan nitelikler'),
        ul(
          'Veri analizi veya iş zekâsı alanında en az beş yıl deneyim',
          'İleri düzeyde SQL ve Power BI ya da benzeri bir raporlama aracı; Python bilgisi artı',
          'Teknik olmayan ekiplere bulgularını sade bir dille anlatabilme',
          'İyi derecede İngilizce',
        ),
        p('Haftada iki gün İstanbul ofisimizde, diğer günler uzaktan çalışma imkânı sunuyoruz.'),
      ),
    },
    en: {
      title: 'Data Analyst (Business Intelligence)',
      descriptionHtml: html(
        p(
          'At our health tourism company every step, from the first patient enquiry to aftercare, produces data. We are looking for an experienced Data Analyst to turn that data into clear reports and dashboards for management and operations.',
        ),
        h3('What you will do'),
        ul(
          'Bring data from our CRM, booking and accounting systems together in our PostgreSQL data warehouse',
          'Build Power BI dashboards that track conversion by marketing channel, country and treatment type',
          'Present analyses to management for pricing, campaign and capacity decisions',
          'Find data quality problems at their source and solve them with the teams concerned',
        ),
        h3('Requirements'),
        ul(
          'At least five years of experience in data analysis or business intelligence',
          'Advanced SQL and Power BI or a similar reporting tool; Python is a plus',
          'The ability to explain findings to non-technical teams in plain language',
          'Good English',
        ),
        p('You will work two days a week in our Istanbul office and remotely on the other days.'),
      ),
    },
  },
  {
    slug: 'content-marketing-specialist-remote',
    status: 'active',
    companyKey: 'hoi-creative',
    category: 'marketing',
    workMode: 'Remote',
    employmentType: 'PartTime',
    experienceLevel: 'Mid',
    city: 'İstanbul',
    countryCode: 'TR',
    openings: 1,
    publishedDaysAgo: 3,
    deadlineInDays: 28,
    applicationsOpen: true,
    tr: {
      title: 'İçerik Pazarlama Uzmanı',
      descriptionHtml: html(
        p(
          'Kreatif stüdyomuz, grup şirketlerimizin sağlık turizmi ve seyahat markaları için içerik üretiyor. Blog yazıları, rehberler ve e-posta bültenleriyle bu markaların sesini taşıyacak, haftada 25 saat uzaktan çalışacak bir İçerik Pazarlama Uzmanı arıyoruz.',
        ),
        h3('Sorumluluklar'),
        ul(
          'Anahtar kelime araştırmasına dayanan aylık içerik takvimini hazırlamak ve yürütmek',
          'Türkçe ve İngilizce blog yazıları, şehir rehberleri ve hasta hikâyeleri yazmak ya da düzenlemek',
          'E-posta bültenlerini hazırlamak, açılma ve tıklanma oranlarını izleyerek iyileştirmek',
          'Tasarım ekibiyle birlikte yazılara uygun görseller ve kısa videolar planlamak',
        ),
        h3('Aranan nitelikler'),
        ul(
          'İçerik pazarlaması veya editörlük alanında en az iki yıl deneyim ve yayımlanmış yazı örnekleri',
          'Kusursuz Türkçe ve ileri düzeyde İngilizce yazım becerisi',
          'SEO temellerine ve Google Search Console, GA4 gibi araçlara hâkimiyet',
        ),
        p(
          `Pozisyon ${strong('tamamen uzaktan')} ve yarı zamanlıdır; Türkiye'nin herhangi bir şehrinden başvurabilirsiniz. Başvurunuza iki yazı örneği eklemenizi rica ederiz.`,
        ),
      ),
    },
    en: {
      title: 'Content Marketing Specialist',
      descriptionHtml: html(
        p(
          "Our creative studio produces content for the group's health tourism and travel brands. We are looking for a Content Marketing Specialist to carry these brands' voice through blog posts, guides and e-mail newsletters, working remotely 25 hours a week.",
        ),
        h3('Responsibilities'),
        ul(
          'Plan and run a monthly content calendar based on keyword research',
          'Write or edit blog posts, city guides and patient stories in Turkish and English',
          'Prepare e-mail newsletters and improve them by tracking open and click rates',
          'Plan images and short videos for each piece together with the design team',
        ),
        h3('Requirements'),
        ul(
          'At least two years of experience in content marketing or editing, with published samples',
          'Excellent written Turkish and advanced written English',
          'A good grasp of SEO basics and tools such as Google Search Console and GA4',
        ),
        p(
          `The position is ${strong('fully remote')} and part time; you can apply from anywhere in Türkiye. Please include two writing samples with your application.`,
        ),
      ),
    },
  },
  {
    slug: 'accounting-specialist-ankara',
    status: 'active',
    companyKey: 'hoi-international',
    category: 'finance',
    workMode: 'OnSite',
    employmentType: 'FullTime',
    experienceLevel: 'Expert',
    city: 'Ankara',
    countryCode: 'TR',
    openings: 1,
    publishedDaysAgo: 8,
    // An open-ended posting: no last day to apply.
    deadlineInDays: null,
    applicationsOpen: true,
    tr: {
      title: 'Muhasebe Uzmanı',
      descriptionHtml: html(
        p(
          "Grup şirketlerimizin Türkiye'deki muhasebe ve raporlama işlerini Ankara ofisimizden yürütüyoruz. Ekibimize genel muhasebe ve vergi süreçlerinde deneyimli bir Muhasebe Uzmanı katmak istiyoruz.",
        ),
        h3('Sorumluluklar'),
        ul(
          'Günlük muhasebe kayıtlarını, banka mutabakatlarını ve cari hesap takibini yapmak',
          'KDV, muhtasar ve SGK beyannamelerini mali müşavirle birlikte zamanında hazırlamak',
          'Ay sonu kapanışlarında tahakkuk ve karşılık kayıtlarını yapmak, yönetim raporlarına veri sağlamak',
          'Dirham ve euro ile yapılan grup içi işlemlerin kur farklarını takip etmek',
        ),
        h3('Aranan nitelikler'),
        ul(
          'İktisat, işletme veya maliye bölümü mezuniyeti ve en az dört yıl muhasebe deneyimi',
          'Tek Düzen Hesap Planı ve Türk vergi mevzuatı konusunda sağlam bilgi',
          "Logo veya Mikro gibi bir muhasebe programını ve Excel'i ileri düzeyde kullanabilme",
          'SMMM ruhsatı veya staj sürecinde olmak tercih sebebidir',
        ),
        p('Bu ilan için son başvuru tarihi yoktur; uygun adayı bulduğumuzda ilanı kapatacağız.'),
      ),
    },
    en: {
      title: 'Accounting Specialist',
      descriptionHtml: html(
        p(
          "We run the accounting and reporting of the group's companies in Türkiye from our Ankara office. We would like to add an Accounting Specialist with experience in general ledger and tax work to the team.",
        ),
        h3('Responsibilities'),
        ul(
          'Record daily transactions, reconcile bank accounts and follow up customer and supplier balances',
          'Prepare VAT, withholding tax and social security returns on time, together with our certified accountant',
          'Post accruals and provisions at month end and supply figures for management reports',
          'Track exchange differences on intra-group transactions in dirhams and euros',
        ),
        h3('Requirements'),
        ul(
          'A degree in economics, business or public finance and at least four years of accounting experience',
          'Solid knowledge of the Turkish uniform chart of accounts and tax legislation',
          'Advanced use of an accounting package such as Logo or Mikro, and of Excel',
          'A certified public accountant (SMMM) licence, or being in training for one, is a plus',
        ),
        p('This posting has no closing date; we will close it once we have found the right person.'),
      ),
    },
  },
  {
    slug: 'it-support-team-lead-izmir',
    status: 'active',
    companyKey: 'hoi-software-consulting',
    category: 'it',
    workMode: 'Flexible',
    employmentType: 'FullTime',
    experienceLevel: 'Lead',
    city: 'İzmir',
    countryCode: 'TR',
    openings: 1,
    publishedDaysAgo: 5,
    deadlineInDays: 25,
    applicationsOpen: true,
    tr: {
      title: 'BT Destek Ekip Lideri',
      descriptionHtml: html(
        p(
          "Yazılım danışmanlık şirketimiz, grup şirketlerine ve müşterilerimize İzmir'deki destek merkezinden BT hizmeti veriyor. Dört kişilik destek ekibimizi yönetecek ve zor vakalarda bizzat çözüm üretecek bir Ekip Lideri arıyoruz.",
        ),
        h3('Sorumluluklar'),
        ul(
          'Destek taleplerinin önceliklendirilmesini ve hizmet seviyesi hedeflerine uyulmasını sağlamak',
          'Microsoft 365, Intune ve Google Workspace ortamlarında kullanıcı ve cihaz yönetimini yürütmek',
          'Ofis ağları, VPN bağlantıları ve yedekleme düzeni için dokümantasyonu güncel tutmak',
          'Ekip üyelerine teknik rehberlik etmek, vardiya ve nöbet planını hazırlamak',
        ),
        h3('Aranan nitelikler'),
        ul(
          'BT destek alanında en az beş yıl deneyim, bunun en az bir yılı ekip yönetiminde',
          'Windows, macOS, Active Directory/Entra ID ve temel ağ bilgisi',
          'Sakin, çözüm odaklı ve kullanıcılarla açık iletişim kuran bir yaklaşım',
        ),
        p(
          'Çalışma düzeni esnektir: ekip planına göre haftanın bir kısmı İzmir ofisinde, bir kısmı uzaktan geçer; ayda bir hafta sonu nöbeti vardır.',
        ),
      ),
    },
    en: {
      title: 'IT Support Team Lead',
      descriptionHtml: html(
        p(
          'Our software consulting company provides IT services to the group companies and to our clients from a support centre in Izmir. We are looking for a Team Lead to manage our support team of four and to solve the hardest cases hands-on.',
        ),
        h3('Responsibilities'),
        ul(
          'Make sure support requests are prioritised and service-level targets are met',
          'Run user and device management in Microsoft 365, Intune and Google Workspace',
          'Keep the documentation of office networks, VPN connections and backups up to date',
          'Coach team members on technical matters and prepare the shift and on-call rota',
        ),
        h3('Requirements'),
        ul(
          'At least five years in IT support, including at least one year leading a team',
          'Knowledge of Windows, macOS, Active Directory/Entra ID and networking basics',
          'A calm, solution-minded approach and clear communication with users',
        ),
        p(
          'Working hours are flexible: part of the week in the Izmir office and part remote, depending on the team plan, with one weekend on call each month.',
        ),
      ),
    },
  },
  {
    slug: 'car-rental-desk-agent-abu-dhabi',
    status: 'removed',
    companyKey: 'hoi-car-rental',
    category: 'customer-service',
    workMode: 'OnSite',
    employmentType: 'Temporary',
    experienceLevel: 'Entry',
    city: 'Abu Dhabi',
    countryCode: 'AE',
    openings: 2,
    publishedDaysAgo: 40,
    deadlineInDays: 5,
    applicationsOpen: true,
    tr: {
      title: 'Araç Kiralama Danışmanı (Sezonluk)',
      descriptionHtml: html(
        p("Abu Dabi Havalimanı'ndaki araç kiralama ofisimiz için kış sezonu boyunca (ekim–nisan) çalışacak danışmanlar arıyoruz."),
        h3('Sorumluluklar'),
        ul(
          'Rezervasyonu olan müşterileri karşılamak, kiralama sözleşmesini ve ehliyet kontrolünü tamamlamak',
          'Araç teslim ve iade sırasında hasar kontrolünü fotoğraflarla kayıt altına almak',
          'Ek sigorta, çocuk koltuğu ve navigasyon gibi ek hizmetleri anlatmak',
        ),
        h3('Aranan nitelikler'),
        ul(
          'Müşteri hizmetleri veya satış alanında deneyim; araç kiralama deneyimi artı',
          'Akıcı İngilizce; Arapça, Rusça veya Türkçe bilgisi avantajdır',
          'Gece vardiyaları dahil dönüşümlü vardiyalarda çalışabilme',
        ),
      ),
    },
    en: {
      title: 'Car Rental Desk Agent (Seasonal)',
      descriptionHtml: html(
        p('We are looking for desk agents for our car rental office at Abu Dhabi Airport for the winter season (October to April).'),
        h3('Responsibilities'),
        ul(
          'Welcome customers with a booking and complete the rental agreement and licence check',
          'Record the condition of each car with photos at pick-up and return',
          'Explain extras such as additional insurance, child seats and navigation',
        ),
        h3('Requirements'),
        ul(
          'Experience in customer service or sales; car rental experience is a plus',
          'Fluent English; Arabic, Russian or Turkish is an advantage',
          'Able to work rotating shifts, including nights',
        ),
      ),
    },
  },
]

/** docs/product.md §15.1: a few demo jobs show a salary range, one a note instead. */
const demoSalaries: Record<string, Pick<Job, 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryPeriod'>> = {
  'international-patient-coordinator-istanbul': { salaryMin: 60_000, salaryMax: 80_000, salaryCurrency: 'TRY', salaryPeriod: 'MONTH' },
  'senior-full-stack-developer-typescript': { salaryMin: 140_000, salaryMax: 190_000, salaryCurrency: 'TRY', salaryPeriod: 'MONTH' },
  'product-designer-ui-ux-dubai': { salaryMin: 216_000, salaryMax: 276_000, salaryCurrency: 'AED', salaryPeriod: 'YEAR' },
  'visa-application-consultant-dubai': { salaryMin: 9_000, salaryMax: 12_000, salaryCurrency: 'AED', salaryPeriod: 'MONTH' },
}
const demoSalaryNotes: Record<string, Record<'tr' | 'en', string>> = {
  'clinic-nurse-hair-transplant-istanbul': { tr: 'Rekabetçi, görüşmede konuşulur', en: 'Competitive, discussed at interview' },
}

/** Inserts the demo jobs with their Turkish and English translations; returns their ids by slug. */
export async function insertDemoJobs(tx: Db, now: number): Promise<Map<string, string>> {
  const inserted = await tx
    .insert(jobs)
    .values(
      demoJobs.map((job) => ({
        slug: job.slug,
        status: job.status,
        ...jobPlacement(job),
        deadline: job.deadlineInDays === null ? null : dateInDays(now, job.deadlineInDays),
        publishedAt: job.publishedDaysAgo === null ? null : daysAgo(now, job.publishedDaysAgo),
        applicationsOpen: job.applicationsOpen,
        ...demoSalaries[job.slug],
      })),
    )
    .returning({ id: jobs.id, slug: jobs.slug })
  const jobIdBySlug = new Map(inserted.map((row) => [row.slug, row.id]))
  await tx.insert(jobTranslations).values(
    demoJobs.flatMap((job) => {
      const jobId = jobIdBySlug.get(job.slug)!
      return [
        { jobId, lang: 'tr' as const, ...job.tr, salaryNote: demoSalaryNotes[job.slug]?.tr ?? null },
        { jobId, lang: 'en' as const, ...job.en, salaryNote: demoSalaryNotes[job.slug]?.en ?? null },
      ]
    }),
  )
  return jobIdBySlug
}
