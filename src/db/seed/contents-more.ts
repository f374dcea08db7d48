import type { DemoContentGroup } from './contents'
import { h3, html, p, ul } from './helpers'

// More demo contents: enough for two pages per category in both languages, a few Turkish-only
// articles, one scheduled press release (published in five days) and one draft.

export const moreDemoContentGroups: DemoContentGroup[] = [
  {
    category: 'values',
    type: 'guideline',
    publishedDaysAgo: 20,
    tr: {
      slug: 'kisisel-verileri-nasil-koruyoruz',
      title: 'Kişisel verileri nasıl koruyoruz',
      excerpt: 'Hastalarımızın, misafirlerimizin ve çalışma arkadaşlarımızın verilerini korurken izlediğimiz temel kurallar.',
      bodyHtml: html(
        p(
          'Şirketlerimiz her gün sağlık kayıtları, pasaport bilgileri ve iletişim verileri gibi hassas bilgilerle çalışıyor. Bu bilgileri yalnızca gerektiği kadar toplamak ve özenle korumak, KVKK ve GDPR kadar kendi değerlerimizin de gereği.',
        ),
        h3('Uyguladığımız kurallar'),
        ul(
          'Yalnızca hizmet için gerçekten gereken veriyi isteriz.',
          'Verilere yalnızca görevi gereği ihtiyaç duyan çalışanlar erişir.',
          'Kişisel verileri e-posta ekinde değil, güvenli sistemlerimiz üzerinden paylaşırız.',
          'Saklama süresi dolan verileri düzenli olarak sileriz.',
        ),
        p(
          'Bir veri ihlali şüphesi olduğunda çalışanlarımız durumu hemen bilgi güvenliği ekibine bildirir; hızlı bildirim, zararı en aza indirmenin en etkili yoludur.',
        ),
      ),
    },
    en: {
      slug: 'how-we-protect-personal-data',
      title: 'How we protect personal data',
      excerpt: 'The basic rules we follow to protect the data of our patients, guests and colleagues.',
      bodyHtml: html(
        p(
          'Our companies work every day with sensitive information such as health records, passport details and contact data. Collecting only what is needed and protecting it carefully is required by KVKK and the GDPR, and by our own values too.',
        ),
        h3('The rules we follow'),
        ul(
          'We ask only for the data a service really needs.',
          'Only colleagues who need data for their work can access it.',
          'We share personal data through our secure systems, not as e-mail attachments.',
          'We delete data regularly once its retention period ends.',
        ),
        p(
          'When a data breach is suspected, colleagues report it to the information security team straight away: reporting quickly is the most effective way to limit harm.',
        ),
      ),
    },
  },
  {
    category: 'values',
    type: 'guideline',
    publishedDaysAgo: 52,
    tr: {
      slug: 'hasta-guvenligi-ilkelerimiz',
      title: 'Hasta güvenliği ilkelerimiz',
      excerpt: 'Sağlık turizmi şirketimizin, iş ortağı kliniklerle birlikte hasta güvenliğini nasıl ele aldığını özetliyoruz.',
      bodyHtml: html(
        p(
          'Sağlık turizminde güven, tedavi başlamadan önce kurulur. Hastalarımızı yalnızca lisanslı ve denetlenen kliniklerle buluşturur, her tedavi öncesinde hekim değerlendirmesini şart koşarız.',
        ),
        h3('Her hasta için'),
        ul(
          'Tedavi planı ve riskler hastanın anladığı dilde yazılı olarak paylaşılır.',
          'Onam formları tedaviden önce, acele ettirilmeden imzalanır.',
          'Taburculuk sonrası takip için bir koordinatör atanır.',
        ),
        p('Hasta geri bildirimlerini düzenli olarak inceliyor, iş ortağı kliniklerle birlikte iyileştirme adımlarını takip ediyoruz.'),
      ),
    },
    en: {
      slug: 'our-patient-safety-principles',
      title: 'Our patient safety principles',
      excerpt: 'A summary of how our health tourism company works with partner clinics on patient safety.',
      bodyHtml: html(
        p(
          'In health tourism, trust is built before treatment begins. We connect patients only with licensed, inspected clinics and require a doctor’s assessment before every treatment.',
        ),
        h3('For every patient'),
        ul(
          'The treatment plan and its risks are shared in writing, in a language the patient understands.',
          'Consent forms are signed before treatment, without pressure.',
          'A coordinator is assigned for follow-up after discharge.',
        ),
        p('We review patient feedback regularly and follow up improvements together with our partner clinics.'),
      ),
    },
  },
  {
    category: 'values',
    type: 'news',
    publishedDaysAgo: 95,
    tr: {
      slug: 'kapsayicilik-calisma-grubu-kuruldu',
      title: 'Kapsayıcılık çalışma grubu kuruldu',
      excerpt: 'Farklı şirketlerimizden gönüllülerin oluşturduğu çalışma grubu, işe alımdan ofis düzenine kadar önerilerini paylaşacak.',
      bodyHtml: html(
        p(
          'İstanbul ve Dubai ofislerimizden on iki gönüllü, kapsayıcılık çalışma grubunda bir araya geldi. Grup, çalışma arkadaşlarımızın farklı ihtiyaçlarını daha iyi anlamak için kısa bir anketle işe başladı.',
        ),
        h3('İlk odak alanları'),
        ul('İş ilanlarında kapsayıcı bir dil', 'Erişilebilir toplantı ve ofis düzeni', 'Esnek çalışma düzenlemeleri'),
        p('Çalışma grubu önerilerini üç ayda bir yönetim kuruluna sunacak ve ilerlemeyi şirket içi bültenimizde paylaşacak.'),
      ),
    },
    en: {
      slug: 'inclusion-working-group-formed',
      title: 'An inclusion working group is formed',
      excerpt: 'Volunteers from across our companies will share recommendations on everything from hiring to office layout.',
      bodyHtml: html(
        p(
          'Twelve volunteers from our Istanbul and Dubai offices have come together in the inclusion working group. The group began with a short survey to better understand the different needs of colleagues.',
        ),
        h3('First areas of focus'),
        ul('Inclusive language in job postings', 'Accessible meetings and office layout', 'Flexible working arrangements'),
        p('The working group will present its recommendations to the board every quarter and report progress in our internal newsletter.'),
      ),
    },
  },
  {
    category: 'values',
    type: 'guideline',
    publishedDaysAgo: 120,
    tr: {
      slug: 'mukemmellik-icin-geri-bildirim-kulturu',
      title: 'Mükemmellik için geri bildirim kültürü',
      excerpt: 'İşimizi her gün biraz daha iyi yapmanın yolu, açık ve saygılı geri bildirimden geçiyor.',
      bodyHtml: html(
        p(
          'Mükemmellik bir kerede ulaşılan bir hedef değil, her gün yeniden kurulan bir alışkanlık. Ekiplerimizi birbirlerine düzenli, somut ve saygılı geri bildirim vermeye teşvik ediyoruz.',
        ),
        h3('İyi bir geri bildirim'),
        ul('Kişiye değil, işe ve davranışa odaklanır.', 'Somut bir örnekle anlatılır.', 'Bir sonraki adımı birlikte belirler.'),
        p('Yöneticilerimiz yılda iki kez yapılan gelişim görüşmelerinin yanında, kısa ve sık sohbetlerle ekiplerine destek oluyor.'),
      ),
    },
    en: {
      slug: 'a-feedback-culture-for-excellence',
      title: 'A feedback culture for excellence',
      excerpt: 'Doing our work a little better every day depends on open and respectful feedback.',
      bodyHtml: html(
        p(
          'Excellence is not a goal reached once but a habit built every day. We encourage our teams to give one another regular, specific and respectful feedback.',
        ),
        h3('Good feedback'),
        ul(
          'Focuses on the work and the behaviour, not the person.',
          'Is explained with a concrete example.',
          'Agrees the next step together.',
        ),
        p('Alongside development reviews twice a year, our managers support their teams with short, frequent conversations.'),
      ),
    },
  },
  {
    category: 'values',
    type: 'guideline',
    publishedDaysAgo: 150,
    tr: {
      slug: 'tedarikcilerimizden-beklentilerimiz',
      title: 'Tedarikçilerimizden beklentilerimiz',
      excerpt: 'Birlikte çalıştığımız tedarikçilerin de dürüstlük, güvenlik ve çevre konusundaki ilkelerimizi paylaşmasını bekliyoruz.',
      bodyHtml: html(
        p(
          'Şantiyelerimizde, otellerde ve kliniklerde birlikte çalıştığımız tedarikçiler, hizmet kalitemizin bir parçası. Bu nedenle onlardan da değerlerimizle uyumlu çalışmalarını bekliyoruz.',
        ),
        h3('Temel beklentiler'),
        ul(
          'Çalışanlarına adil ve güvenli çalışma koşulları sağlamak',
          'Rüşvet ve çıkar çatışmasından uzak durmak',
          'Çevresel etkisini ölçmek ve azaltmak',
        ),
        p(
          'Yeni tedarikçilerle çalışmaya başlamadan önce bu beklentileri yazılı olarak paylaşıyor ve düzenli değerlendirmelerle takip ediyoruz.',
        ),
      ),
    },
  },
  {
    category: 'values',
    type: 'guideline',
    publishedDaysAgo: 30,
    status: 'draft',
    tr: {
      slug: 'uzaktan-calisma-rehberi-taslak',
      title: 'Uzaktan çalışma rehberi',
      excerpt: 'Uzaktan ve hibrit çalışan ekiplerimiz için hazırlanan rehberin taslağı.',
      bodyHtml: html(
        p(
          'Bu rehber, uzaktan ve hibrit çalışan ekiplerimizin iletişim, güvenlik ve mesai düzenine ilişkin ortak kurallarını bir araya getirecek.',
        ),
      ),
    },
  },
  {
    category: 'together',
    type: 'news',
    publishedDaysAgo: 15,
    tr: {
      slug: 'dubai-ekibi-sahil-temizliginde',
      title: 'Dubai ekibimiz sahil temizliğinde',
      excerpt: 'Dubai ofisimizden yirmi çalışma arkadaşımız, bir hafta sonu sabahını sahil temizliğine ayırdı.',
      bodyHtml: html(
        p(
          'Dubai ofisimizden yirmi çalışma arkadaşımız ve aileleri, yerel bir gönüllü grubuyla birlikte Jumeirah sahilinde temizlik yaptı. Sabahın erken saatlerinde başlayan çalışmada plastik atıklar ayrıştırılarak geri dönüşüme gönderildi.',
        ),
        h3('Neler öğrendik'),
        ul('Atıkların büyük kısmı tek kullanımlık plastiklerdi.', 'Kısa ama düzenli etkinlikler daha çok katılım sağlıyor.'),
        p('Ekibimiz, benzer etkinlikleri mevsimde bir kez tekrarlamayı planlıyor.'),
      ),
    },
    en: {
      slug: 'our-dubai-team-cleans-up-the-beach',
      title: 'Our Dubai team cleans up the beach',
      excerpt: 'Twenty colleagues from our Dubai office spent a weekend morning cleaning up the beach.',
      bodyHtml: html(
        p(
          'Twenty colleagues from our Dubai office and their families joined a local volunteer group to clean up Jumeirah beach. Starting early in the morning, they sorted plastic waste and sent it for recycling.',
        ),
        h3('What we learned'),
        ul('Most of the waste was single-use plastic.', 'Short but regular events bring more people along.'),
        p('The team plans to repeat events like this once a season.'),
      ),
    },
  },
  {
    category: 'together',
    type: 'guideline',
    publishedDaysAgo: 42,
    tr: {
      slug: 'mentorluk-programimiz-nasil-isliyor',
      title: 'Mentorluk programımız nasıl işliyor',
      excerpt: 'Deneyimli çalışma arkadaşlarımızı yeni katılanlarla buluşturan mentorluk programının adımları.',
      bodyHtml: html(
        p(
          'Mentorluk programımız, gruba yeni katılan çalışma arkadaşlarımızı farklı bir şirketimizden deneyimli bir mentorla eşleştiriyor. Böylece yeni katılanlar hem işlerini hem de grubun geri kalanını daha hızlı tanıyor.',
        ),
        h3('Programın adımları'),
        ul('İlk ayda tanışma ve hedeflerin belirlenmesi', 'Altı ay boyunca ayda iki görüşme', 'Dönem sonunda karşılıklı değerlendirme'),
        p('Mentor olmak isteyen çalışma arkadaşlarımız insan kaynakları ekibine her zaman başvurabilir.'),
      ),
    },
    en: {
      slug: 'how-our-mentoring-programme-works',
      title: 'How our mentoring programme works',
      excerpt: 'The steps of the mentoring programme that pairs experienced colleagues with newcomers.',
      bodyHtml: html(
        p(
          'Our mentoring programme pairs colleagues who have just joined the group with an experienced mentor from another of our companies, so newcomers get to know both their work and the wider group faster.',
        ),
        h3('The steps'),
        ul(
          'Getting to know each other and setting goals in the first month',
          'Two meetings a month for six months',
          'A review on both sides at the end',
        ),
        p('Colleagues who would like to become mentors can contact the HR team at any time.'),
      ),
    },
  },
  {
    category: 'together',
    type: 'news',
    publishedDaysAgo: 70,
    tr: {
      slug: 'yazilim-ekibinden-kod-okulu',
      title: 'Yazılım ekibimizden kod okulu',
      excerpt: 'Teknoloji şirketimiz, üniversite öğrencileri için sekiz haftalık ücretsiz bir kod okulu düzenledi.',
      bodyHtml: html(
        p(
          'Teknoloji şirketimizin mühendisleri, İstanbul’daki üniversitelerden yirmi beş öğrenciye sekiz hafta boyunca web geliştirme temellerini anlattı. Dersler akşamları ofisimizde yapıldı.',
        ),
        h3('Program'),
        ul('TypeScript ve modern web temelleri', 'Veritabanı ve API tasarımı', 'Erişilebilirlik ve test'),
        p('Program sonunda öğrenciler küçük ekipler hâlinde kendi projelerini sundu; bazıları staj programımıza başvurdu.'),
      ),
    },
    en: {
      slug: 'a-coding-school-from-our-software-team',
      title: 'A coding school from our software team',
      excerpt: 'Our technology company ran a free eight-week coding school for university students.',
      bodyHtml: html(
        p(
          'Engineers from our technology company taught web development fundamentals to twenty-five students from Istanbul universities over eight weeks. Classes were held in the evenings at our office.',
        ),
        h3('The programme'),
        ul('TypeScript and modern web fundamentals', 'Database and API design', 'Accessibility and testing'),
        p('At the end, students presented their own projects in small teams; some have applied to our internship programme.'),
      ),
    },
  },
  {
    category: 'together',
    type: 'guideline',
    publishedDaysAgo: 110,
    tr: {
      slug: 'ilk-haftaniz-icin-rehber',
      title: 'HOI Holding’de ilk haftanız için rehber',
      excerpt: 'Gruba yeni katılan çalışma arkadaşlarımızın ilk haftasında neler olacağını anlatıyoruz.',
      bodyHtml: html(
        p(
          'İlk hafta, yeni bir işe alışmanın en yoğun dönemi. Bu süreyi kolaylaştırmak için her yeni çalışma arkadaşımıza bir “ilk hafta arkadaşı” atıyoruz.',
        ),
        h3('İlk haftada'),
        ul(
          'Ekipmanınız ve hesaplarınız ilk gün hazır olur.',
          'Grubun şirketlerini tanıtan bir oryantasyon oturumuna katılırsınız.',
          'Bilgi güvenliği ve KVKK eğitimlerini tamamlarsınız.',
        ),
        p('Hafta sonunda yöneticinizle ilk otuz gününüzün hedeflerini birlikte belirlersiniz.'),
      ),
    },
    en: {
      slug: 'a-guide-to-your-first-week',
      title: 'A guide to your first week at HOI Holding',
      excerpt: 'What happens in the first week for colleagues who have just joined the group.',
      bodyHtml: html(
        p(
          'The first week is the busiest time of settling into a new job. To make it easier, every new colleague is given a first-week buddy.',
        ),
        h3('In your first week'),
        ul(
          'Your equipment and accounts are ready on day one.',
          'You join an orientation session introducing the group’s companies.',
          'You complete the information security and data protection training.',
        ),
        p('At the end of the week, you and your manager agree the goals for your first thirty days.'),
      ),
    },
  },
  {
    category: 'together',
    type: 'news',
    publishedDaysAgo: 160,
    tr: {
      slug: 'antalya-sezon-kapanis-bulusmasi',
      title: 'Antalya’da sezon kapanış buluşması',
      excerpt: 'Turizm ekiplerimiz yoğun geçen sezonu Antalya’da bir araya gelerek kapattı.',
      bodyHtml: html(
        p(
          'Tur, transfer ve konaklama operasyonlarında çalışan ekiplerimiz, sezon sonunda Antalya’da iki günlük bir buluşmada bir araya geldi. Buluşmada sezonun öne çıkan anları ve misafir geri bildirimleri paylaşıldı.',
        ),
        h3('Gündemden başlıklar'),
        ul('Misafir memnuniyeti sonuçları', 'Gelecek sezon için eğitim ihtiyaçları', 'Ekipler arası iş birliği önerileri'),
        p('Buluşma, Kaleiçi’nde bir yürüyüş ve ekiplerin hazırladığı kısa sunumlarla sona erdi.'),
      ),
    },
  },
  {
    category: 'press',
    type: 'press_release',
    publishedDaysAgo: 18,
    tr: {
      slug: 'teknoloji-sirketimiz-iso-27001-belgesi-aldi',
      title: 'Teknoloji şirketimiz ISO 27001 belgesi aldı',
      excerpt: 'Grubun teknoloji şirketi, bilgi güvenliği yönetim sistemi için ISO/IEC 27001 belgesini aldı.',
      bodyHtml: html(
        p(
          'HOI Holding’in teknoloji şirketi, bağımsız bir belgelendirme kuruluşunun yaptığı denetimlerin ardından ISO/IEC 27001 bilgi güvenliği yönetim sistemi belgesini almaya hak kazandı.',
        ),
        h3('Belgenin kapsamı'),
        ul('Yazılım geliştirme ve barındırma süreçleri', 'Müşteri verilerinin işlenmesi', 'Erişim yönetimi ve olay müdahalesi'),
        p('Belge, grubun sağlık ve turizm şirketlerine sağlanan yazılım hizmetlerini de kapsıyor.'),
      ),
    },
    en: {
      slug: 'our-technology-company-achieves-iso-27001',
      title: 'Our technology company achieves ISO 27001 certification',
      excerpt: 'The group’s technology company has been certified to ISO/IEC 27001 for its information security management system.',
      bodyHtml: html(
        p(
          'HOI Holding’s technology company has been awarded ISO/IEC 27001 certification for its information security management system, following audits by an independent certification body.',
        ),
        h3('Scope of the certificate'),
        ul('Software development and hosting', 'Processing of client data', 'Access management and incident response'),
        p('The certificate also covers the software services provided to the group’s healthcare and tourism companies.'),
      ),
    },
  },
  {
    category: 'press',
    type: 'news',
    publishedDaysAgo: 33,
    tr: {
      slug: 'turizm-sezonunu-guclu-kapattik',
      title: 'Turizm sezonunu güçlü kapattık',
      excerpt: 'Turizm şirketlerimiz, misafir sayısını ve memnuniyet puanlarını geçen yılın üzerine taşıdı.',
      bodyHtml: html(
        p(
          'Turizm şirketlerimiz, İstanbul, Antalya ve Dubai’deki operasyonlarında sezonu geçen yılın üzerinde bir misafir sayısıyla tamamladı. Misafir anketlerinde transfer ve rehberlik hizmetleri en yüksek puanı aldı.',
        ),
        h3('Sezonun öne çıkanları'),
        ul('Yeni kültür turu rotaları', 'Çok dilli rehber ekibinin büyümesi', 'Dijital rezervasyon oranındaki artış'),
        p('Şirketlerimiz, önümüzdeki sezon için rehber eğitimlerine ve sürdürülebilir tur seçeneklerine yatırım yapmayı planlıyor.'),
      ),
    },
    en: {
      slug: 'a-strong-close-to-the-tourism-season',
      title: 'A strong close to the tourism season',
      excerpt: 'Our tourism companies welcomed more guests than last year, with higher satisfaction scores.',
      bodyHtml: html(
        p(
          'Our tourism companies closed the season in Istanbul, Antalya and Dubai with more guests than last year. In guest surveys, transfers and guiding received the highest scores.',
        ),
        h3('Season highlights'),
        ul('New cultural tour routes', 'A larger multilingual guide team', 'More bookings made online'),
        p('For next season, our companies plan to invest in guide training and sustainable tour options.'),
      ),
    },
  },
  {
    category: 'press',
    type: 'press_release',
    publishedDaysAgo: 64,
    tr: {
      slug: 'insaat-projesinde-temel-atildi',
      title: 'Ofis ve klinik projesinde temel atıldı',
      excerpt: 'İnşaat şirketimizin İstanbul’da yürüttüğü ofis ve klinik binası projesinde temel atma töreni yapıldı.',
      bodyHtml: html(
        p(
          'İnşaat şirketimizin yüklenicisi olduğu, ofis katları ve bir ayakta tedavi kliniği içerecek binanın temeli İstanbul’da atıldı. Projenin iki yıl içinde tamamlanması planlanıyor.',
        ),
        h3('Projede öne çıkanlar'),
        ul(
          'Enerji verimliliği hedefli cephe ve tesisat tasarımı',
          'Engelsiz erişim için tasarlanmış giriş ve asansörler',
          'Şantiyede iş güvenliği için günlük denetimler',
        ),
        p('Proje süresince yakın çevredeki sakinlerle düzenli bilgilendirme toplantıları yapılacak.'),
      ),
    },
    en: {
      slug: 'ground-broken-on-office-and-clinic-project',
      title: 'Ground broken on an office and clinic project',
      excerpt: 'A groundbreaking ceremony was held for the office and clinic building our construction company is building in Istanbul.',
      bodyHtml: html(
        p(
          'Ground has been broken in Istanbul on a building with office floors and an outpatient clinic, with our construction company as contractor. The project is planned to be completed within two years.',
        ),
        h3('Project highlights'),
        ul('Façade and building services designed for energy efficiency', 'Step-free entrances and lifts', 'Daily site safety inspections'),
        p('Residents nearby will be kept informed through regular meetings throughout the project.'),
      ),
    },
  },
  {
    category: 'press',
    type: 'news',
    publishedDaysAgo: 130,
    tr: {
      slug: 'yeni-rezervasyon-platformu-yayinda',
      title: 'Yeni rezervasyon platformumuz yayında',
      excerpt: 'Teknoloji şirketimizin geliştirdiği platform, tur ve transfer rezervasyonlarını tek ekranda topluyor.',
      bodyHtml: html(
        p(
          'Teknoloji şirketimizin turizm şirketlerimiz için geliştirdiği rezervasyon platformu kullanıma açıldı. Platform, tur, transfer ve araç kiralama rezervasyonlarını tek bir ekranda topluyor.',
        ),
        h3('Yenilikler'),
        ul('Türkçe, İngilizce ve Arapça arayüz', 'Anlık müsaitlik ve fiyat bilgisi', 'Erişilebilirlik standartlarına uygun tasarım'),
        p('Platform ilk aşamada Dubai’deki operasyonlarda kullanılıyor; yıl içinde Türkiye’deki operasyonlara da yayılacak.'),
      ),
    },
  },
  {
    category: 'press',
    type: 'press_release',
    publishedDaysAgo: -5,
    tr: {
      slug: 'dubai-ofisimiz-yeni-binasina-tasiniyor',
      title: 'Dubai ofisimiz yeni binasına taşınıyor',
      excerpt: 'Dubai ekiplerimiz, büyüyen kadroya yer açmak için yeni bir ofise taşınıyor.',
      bodyHtml: html(
        p(
          'Dubai ofisimiz, büyüyen ekiplerimize daha fazla alan sağlayan yeni binasına taşınıyor. Yeni adres ve iletişim bilgileri taşınma tamamlandığında bu sayfada paylaşılacak.',
        ),
      ),
    },
  },
]
