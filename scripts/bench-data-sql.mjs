// The large data set of `npm run bench:data` (docs/performance.md), as SQL that PostgreSQL and
// PGlite both run: every row is made by the database from generate_series, so 400,000 rows take
// seconds rather than minutes of round trips. Rows are marked (slugs and storage keys start with
// `bench-`) and spread over a year, newest first, as a year of real use would be.

/** Row counts at scale 1, the sizes the issue of record measured; `--scale` multiplies them. */
export const FULL_SIZES = {
  jobs: 10_000,
  applications: 100_000,
  articlesPerLanguage: 5_000,
  contactMessages: 50_000,
  auditEvents: 200_000,
}

export function sizesAt(scale) {
  return Object.fromEntries(Object.entries(FULL_SIZES).map(([name, count]) => [name, Math.max(1, Math.round(count * scale))]))
}

const list = (values) => `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]`
/** The `i`-th value (1-based, wrapping) of an enum type, whatever its values are. */
const enumAt = (type, i) => `(enum_range(null::${type}))[1 + (${i}) % array_length(enum_range(null::${type}), 1)]`
const pick = (values, i) => `(${list(values)})[1 + (${i}) % ${values.length}]`

const COMPANIES = [
  'hoi-health',
  'hoi-medical-travel',
  'hoi-travel',
  'hoi-visa',
  'hoi-car-rental',
  'hoi-dubai-guide',
  'hoi-tech',
  'hoi-software-consulting',
  'hoi-creative',
  'hoi-construction',
  'hoi-international',
]
const CITIES = ['İstanbul', 'Ankara', 'İzmir', 'Antalya', 'Bursa', 'Dubai', 'Abu Dhabi']
const ROLES_TR = [
  'Yazılım Geliştirici',
  'Hemşire',
  'Hasta Danışmanı',
  'Satış Uzmanı',
  'Muhasebe Uzmanı',
  'İnsan Kaynakları Uzmanı',
  'Şantiye Şefi',
  'İnşaat Mühendisi',
  'Tur Operatörü',
  'Rezervasyon Sorumlusu',
  'Grafik Tasarımcı',
  'Veri Analisti',
  'Proje Yöneticisi',
  'Müşteri Temsilcisi',
  'Sistem Yöneticisi',
  'Pazarlama Uzmanı',
  'Tercüman',
  'Araç Kiralama Danışmanı',
  'Ön Büro Görevlisi',
  'Satın Alma Uzmanı',
]
const ROLES_EN = [
  'Software Developer',
  'Nurse',
  'Patient Coordinator',
  'Sales Specialist',
  'Accountant',
  'HR Specialist',
  'Site Manager',
  'Civil Engineer',
  'Tour Operator',
  'Reservations Officer',
  'Graphic Designer',
  'Data Analyst',
  'Project Manager',
  'Customer Representative',
  'Systems Administrator',
  'Marketing Specialist',
  'Interpreter',
  'Car Rental Consultant',
  'Front Office Agent',
  'Procurement Specialist',
]
const LEVELS_TR = ['Kıdemli', 'Uzman', 'Yardımcı', 'Stajyer', 'Baş']
const LEVELS_EN = ['Senior', 'Lead', 'Junior', 'Intern', 'Head']
const FIRST = [
  'Ahmet',
  'Ayşe',
  'Mehmet',
  'Zeynep',
  'Mustafa',
  'Elif',
  'Can',
  'Deniz',
  'Emre',
  'Selin',
  'Omar',
  'Layla',
  'Yusuf',
  'Fatma',
  'Burak',
  'Ece',
  'Hakan',
  'Merve',
  'Kerem',
  'Nur',
]
const LAST = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Aydın',
  'Öztürk',
  'Arslan',
  'Doğan',
  'Koç',
  'Kurt',
  'Özdemir',
  'Polat',
  'Al Mansouri',
  'Haddad',
  'Erdoğan',
  'Güneş',
  'Aksoy',
  'Tekin',
]
const EMPLOYERS = ['Acıbadem', 'Memorial', 'Turkcell', 'Enka', 'Emirates', 'Jumeirah', 'Trendyol', 'Getir', 'Koç Holding', 'Sabancı']

const PARAGRAPH_TR =
  'Ekibimize katılacak, hasta ve misafir deneyimini her gün biraz daha iyi yapmayı seven, sorumluluk almaktan çekinmeyen çalışma arkadaşları arıyoruz. '
const PARAGRAPH_EN =
  'We are looking for colleagues who enjoy making the experience of our patients and guests a little better every day and who are not afraid to take responsibility. '

/** About 2 KB of description per language, as the seed's jobs have. */
const description = (paragraph, heading) =>
  `'<p>' || repeat('${paragraph}', 5) || '</p><h2>${heading}</h2><ul><li>' || repeat('${paragraph}', 1) || '</li><li>' || repeat('${paragraph}', 1) || '</li></ul><p>' || repeat('${paragraph}', 4) || '</p>'`

/** The statements that add the large data set to a seeded database. */
export function generateStatements(sizes) {
  const { jobs, applications, articlesPerLanguage, contactMessages, auditEvents } = sizes
  return [
    `insert into jobs (slug, status, company_key, category, work_mode, employment_type, experience_level, city, country_code,
       openings, deadline, published_at, applications_open, created_at, updated_at)
     select 'bench-job-' || g,
       (case when g % 20 = 0 then 'draft' when g % 7 = 0 then 'closed' else 'active' end)::job_status,
       ${pick(COMPANIES, 'g')}, ${enumAt('job_category', 'g')}, ${enumAt('work_mode', 'g / 3')},
       ${enumAt('employment_type', 'g / 5')}, ${enumAt('experience_level', 'g / 7')},
       ${pick(CITIES, 'g / 11')}, case when (g / 11) % 7 >= 5 then 'AE' else 'TR' end, 1 + g % 3,
       case when g % 3 = 0 then null else current_date + (g % 150 - 30) end,
       case when g % 20 = 0 then null else now() - g * interval '47 minutes' end,
       true, now() - g * interval '47 minutes', now() - g * interval '47 minutes'
     from generate_series(1, ${jobs}) g`,
    `insert into job_translations (job_id, lang, title, description_html)
     select j.id, 'tr'::language, ${pick(LEVELS_TR, 'j.n / 20')} || ' ' || ${pick(ROLES_TR, 'j.n')}, ${description(PARAGRAPH_TR, 'Sorumluluklar')}
     from (select id, substring(slug from 11)::int as n from jobs where slug like 'bench-job-%') j
     union all
     select j.id, 'en'::language, ${pick(LEVELS_EN, 'j.n / 20')} || ' ' || ${pick(ROLES_EN, 'j.n')}, ${description(PARAGRAPH_EN, 'Responsibilities')}
     from (select id, substring(slug from 11)::int as n from jobs where slug like 'bench-job-%') j`,
    `insert into files (storage_key, original_name, content_type, size_bytes, sha256, kind, created_at)
     select 'bench-resume-' || g, 'cv-' || g || '.pdf', 'application/pdf', 90000 + g % 60000, md5(g::text) || md5((-g)::text), 'resume'::file_kind,
       now() - g * interval '5 minutes'
     from generate_series(1, ${applications}) g`,
    // A quarter of the applications go to the 50 most sought-after jobs, the rest spread over all.
    `insert into applications (job_id, status, full_name, email, phone, current_location, current_company, language, resume_file_id,
       consent_at, created_at, updated_at)
     select j.id,
       (case when a.g % 20 < 8 then 'new' when a.g % 20 < 12 then 'reviewing' when a.g % 20 < 15 then 'interview'
             when a.g % 20 = 15 then 'offer' when a.g % 20 = 16 then 'hired' else 'rejected' end)::application_status,
       ${pick(FIRST, 'a.g')} || ' ' || ${pick(LAST, 'a.g / 20')},
       'candidate' || a.g || '@mail.example', '+90 5' || lpad((a.g * 7919 % 1000000000)::text, 9, '0'),
       ${pick(CITIES, 'a.g / 3')}, case when a.g % 4 = 0 then null else ${pick(EMPLOYERS, 'a.g / 7')} end,
       (case when a.g % 3 = 0 then 'en' else 'tr' end)::language, a.file_id, a.at, a.at, a.at
     from (select f.id as file_id, f.created_at as at, substring(f.storage_key from 14)::int as g from files f
           where f.storage_key like 'bench-resume-%') a
     join (select id, (row_number() over (order by slug)) - 1 as rn from jobs where slug like 'bench-job-%') j
       on j.rn = case when a.g % 4 = 0 then a.g % least(50, ${jobs}) else (a.g * 7919) % ${jobs} end`,
    `insert into contents (group_id, language, slug, category, type, title, excerpt, body_html, status, published_at, created_at, updated_at)
     select s.group_id, l.lang::language, 'bench-article-' || s.g,
       (case when s.g % 10 = 0 then 'values' when s.g % 10 = 1 then 'together' else 'press' end)::content_category,
       ${enumAt('content_type', 's.g')},
       case when l.lang = 'tr' then ${pick(ROLES_TR, 's.g')} || ' ekibimizden haberler ' || s.g
            else 'News from our ' || ${pick(ROLES_EN, 's.g')} || ' team ' || s.g end,
       case when l.lang = 'tr' then '${PARAGRAPH_TR}' else '${PARAGRAPH_EN}' end,
       '<p>' || repeat(case when l.lang = 'tr' then '${PARAGRAPH_TR}' else '${PARAGRAPH_EN}' end, 25) || '</p>',
       (case when s.g % 10 = 9 then 'draft' else 'active' end)::publish_status,
       case when s.g % 10 = 9 then null else now() - s.g * interval '97 minutes' end,
       now() - s.g * interval '97 minutes', now() - s.g * interval '97 minutes'
     from (select g, gen_random_uuid() as group_id from generate_series(1, ${articlesPerLanguage}) g) s
     cross join (values ('tr'), ('en')) l(lang)`,
    `insert into contact_messages (first_name, last_name, email, subject, message, language, status, consent_at, created_at, updated_at)
     select ${pick(FIRST, 'g / 3')}, ${pick(LAST, 'g / 17')}, 'visitor' || g || '@mail.example', ${enumAt('contact_subject', 'g')},
       repeat('${PARAGRAPH_TR}', 2), (case when g % 3 = 0 then 'en' else 'tr' end)::language,
       ${enumAt('contact_status', 'g / 2')}, now() - g * interval '10 minutes', now() - g * interval '10 minutes',
       now() - g * interval '10 minutes'
     from generate_series(1, ${contactMessages}) g`,
    `insert into audit_events (action, entity, entity_id, summary, at)
     select ${pick(['application.status', 'application.note', 'job.update', 'content.update', 'contact.status', 'user.login'], 'g')},
       ${pick(['application', 'application', 'job', 'content', 'contact', 'user'], 'g')}, gen_random_uuid()::text,
       '{}'::jsonb, now() - g * interval '150 seconds'
     from generate_series(1, ${auditEvents}) g`,
    // The state a year of autovacuum leaves: tables without the dead rows of the bulk load (each
    // application's insert updated its job's count), statistics, and the visibility map that lets
    // a count read an index alone.
    'vacuum (full)',
    'vacuum (analyze)',
  ]
}

/** Values the measured URLs need, read from the data set: a busy job, words that some rows hold. */
export const PARAMETER_QUERIES = {
  busyJob: `select job_id as value from applications group by job_id order by count(*) desc limit 1`,
  applicantWord: `select split_part(full_name, ' ', 2) as value from applications order by created_at desc limit 1`,
  jobWord: `select split_part(title, ' ', 2) as value from job_translations where lang = 'tr' order by title limit 1`,
  articleWord: `select split_part(title, ' ', 1) as value from contents where language = 'tr' order by created_at desc limit 1`,
  senderWord: `select last_name as value from contact_messages order by created_at desc limit 1`,
}
