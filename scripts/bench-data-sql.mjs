// The large data set of `npm run bench:data` (docs/performance.md), as SQL that PostgreSQL and
// PGlite both run: every row is made by the database from generate_series, so 400,000 rows take
// seconds rather than minutes of round trips. Rows are marked (slugs and storage keys start with
// `bench-`, applicants' addresses with `candidate`) and spread over a year, newest first, as a
// year of real use would be. Besides the rows each list shows, the applications carry what
// issue 19 added: their consents by purpose (decision 044), their answers to their jobs' own
// questions with the knock-out flag (decision 042), and where they came from (decision 041).

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

/**
 * A number from 0 to 99 that looks random but is a function of `expr` (an integer) and `salt`.
 * Plain `g % n` will not do for what varies within one job: a busy job's applications all share
 * their `g` modulo 100 (`g % 4 = 0` and `g % 50` fixed), so such a value would be the same for all.
 */
const hash100 = (expr, salt) => `((hashint4((${expr}) * 8 + ${salt})::bigint + 2147483648) % 100)`

/**
 * Where 60% of the applicants came from (`applications.source`, docs/product.md §15.2), by a
 * `hash100` below each bound; the other 40% came directly. The utm values of half the links of the
 * channels that carry campaigns.
 */
const SOURCES = [
  ['linkedin', 18],
  ['kariyer-net', 30],
  ['referral', 38],
  ['email', 44],
  ['job-feed', 50],
  ['indeed', 55],
  ['instagram', 60],
]
const UTM_MEDIUM = { linkedin: 'social', instagram: 'social', email: 'email', 'kariyer-net': 'job-board', indeed: 'job-board' }

/**
 * The questions of a job that has some (docs/product.md §5.6), by position: a job has the first
 * 2–5. `value` is the SQL of an answer of application `a.g`: mostly the wanted answer, sometimes
 * the knock-out one. A job's question has its knock-out rule unless `(job + position) % 3 = 2`.
 */
const QUESTIONS = [
  {
    kind: 'yes_no',
    tr: 'Geçerli bir sürücü belgeniz var mı?',
    en: 'Do you hold a valid driving licence?',
    knockout: { answer: 'no' },
    value: `case when ${hash100('a.g', 3)} < 15 then 'no' else 'yes' end`,
  },
  {
    kind: 'single_choice',
    tr: 'İngilizce seviyeniz nedir?',
    en: 'What is your level of English?',
    choices: [
      { key: 'basic', tr: 'Temel', en: 'Basic' },
      { key: 'good', tr: 'İyi', en: 'Good' },
      { key: 'fluent', tr: 'Akıcı', en: 'Fluent' },
      { key: 'native', tr: 'Ana dil', en: 'Native' },
    ],
    knockout: { choices: ['basic'] },
    value: `case when ${hash100('a.g', 4)} < 12 then 'basic' when ${hash100('a.g', 4)} < 55 then 'good' when ${hash100('a.g', 4)} < 90 then 'fluent' else 'native' end`,
  },
  {
    kind: 'number',
    tr: 'Bu alanda kaç yıl deneyiminiz var?',
    en: 'How many years of experience do you have in this field?',
    knockout: { min: 2 },
    value: `(${hash100('a.g', 5)} % 16)::text`,
  },
  {
    kind: 'short_text',
    tr: 'Ne zaman başlayabilirsiniz?',
    en: 'When could you start?',
    optional: true,
    value: `case when ${hash100('a.g', 6)} < 25 then '' else ${pick(['Hemen', 'İki hafta içinde', 'Bir ay sonra', 'Immediately', 'In a month'], hash100('a.g', 8))} end`,
  },
  {
    kind: 'single_choice',
    tr: 'Vardiyalı çalışmaya uygun musunuz?',
    en: 'Can you work in shifts?',
    choices: [
      { key: 'any', tr: 'Evet, her vardiyada', en: 'Yes, any shift' },
      { key: 'day', tr: 'Yalnızca gündüz', en: 'Days only' },
      { key: 'none', tr: 'Hayır', en: 'No' },
    ],
    knockout: { choices: ['none'] },
    value: `case when ${hash100('a.g', 7)} < 60 then 'any' when ${hash100('a.g', 7)} < 90 then 'day' else 'none' end`,
  },
]

const sqlText = (text) => `'${text.replaceAll("'", "''")}'`
const sqlJson = (value) => (value === undefined ? 'null' : `${sqlText(JSON.stringify(value))}::jsonb`)

/** The bench jobs with their place in slug order, by which the applications are spread (`rn` 0–49: the busy ones). */
const BENCH_JOBS = `(select id, created_at, (row_number() over (order by slug)) - 1 as rn from jobs where slug like 'bench-job-%')`
/** The bench applications with the number `g` they were generated from. */
const BENCH_APPLICATIONS = `(select a.id, a.job_id, a.language, a.created_at, a.email, substring(f.storage_key from 14)::int as g
   from applications a join files f on f.id = a.resume_file_id where f.storage_key like 'bench-resume-%')`
/** The jobs that have questions: the 50 busy ones and every fifth of the others, about 20%. */
const HAS_QUESTIONS = (rn) => `(${rn} < 50 or ${rn} % 5 = 0)`

/** About 2 KB of description per language, as the seed's jobs have. */
const description = (paragraph, heading) =>
  `'<p>' || repeat('${paragraph}', 5) || '</p><h2>${heading}</h2><ul><li>' || repeat('${paragraph}', 1) || '</li><li>' || repeat('${paragraph}', 1) || '</li></ul><p>' || repeat('${paragraph}', 4) || '</p>'`

/**
 * A stage history as a year of use leaves it (decision 045, read by the reports of decision 051):
 * each application went through the pipeline's stages in order up to its status, a rejected or
 * withdrawn one after one to four of them (mostly early), each stage lasting half a day to two
 * weeks, compressed for the recent ones so that nothing happens after now; a rejection carries a
 * reason. One in forty applications (half of the rejected ones) was withdrawn instead. The
 * applications were inserted with their status, which gave each one arrival event only; those are
 * replaced, and each application's `stage_changed_at` (and `withdrawn_at`) follows its last event.
 */
function stageHistoryStatements() {
  const path = `case a.status
      when 'new' then array['new']::application_status[]
      when 'reviewing' then array['new', 'reviewing']::application_status[]
      when 'interview' then array['new', 'reviewing', 'interview']::application_status[]
      when 'offer' then array['new', 'reviewing', 'interview', 'offer']::application_status[]
      when 'hired' then array['new', 'reviewing', 'interview', 'offer', 'hired']::application_status[]
      else (array['new', 'reviewing', 'interview', 'offer']::application_status[])[1:case when ${hash100('a.g', 10)} < 45 then 1
        when ${hash100('a.g', 10)} < 75 then 2 when ${hash100('a.g', 10)} < 95 then 3 else 4 end] || a.status end`
  return [
    `update applications set status = 'withdrawn' where email like 'candidate%@mail.example'
       and split_part(substring(email from 10), '@', 1)::int % 40 = 39`,
    `delete from application_stage_events e using ${BENCH_APPLICATIONS} a where e.application_id = a.id`,
    `insert into application_stage_events (application_id, from_status, to_status, at, reason)
     select id, from_status, to_status,
       created_at + make_interval(secs => 86400 * offset_days
         * least(1, 0.9 * extract(epoch from now() - created_at)::float8 / 86400 / greatest(total_days, 0.001))),
       reason
     from (
       select a.id, a.created_at,
         case when s.i > 1 then p.path[s.i - 1] end as from_status,
         p.path[s.i] as to_status,
         case when p.path[s.i] = 'rejected' then ${enumAt('rejection_reason', 'a.g')} end as reason,
         sum(s.step) over (partition by a.id order by s.i)::float8 as offset_days,
         sum(s.step) over (partition by a.id)::float8 as total_days
       from (select b.id, b.created_at, b.g, x.status from ${BENCH_APPLICATIONS} b join applications x on x.id = b.id) a
       cross join lateral (select ${path} as path) p
       cross join lateral (select i, case when i = 1 then 0 else 0.5 + ${hash100('a.g * 7 + i', 9)} % 15 end as step
         from generate_series(1, array_length(p.path, 1)) i) s
     ) h`,
    `update applications x set stage_changed_at = l.at, updated_at = l.at,
       withdrawn_at = case when x.status = 'withdrawn' then l.at end
     from (select distinct on (e.application_id) e.application_id, e.at
           from application_stage_events e join ${BENCH_APPLICATIONS} a on a.id = e.application_id
           order by e.application_id, e.at desc) l
     where x.id = l.application_id`,
  ]
}

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
    // The trigger that keeps each job's application count (decision 038) is off during the bulk
    // insert and the counts are added once after it: row by row, each busy job's row was updated a
    // thousand times in one transaction, which made this insert 52 of the generation's 87 s.
    'alter table applications disable trigger applications_count_per_job',
    'alter table applications disable trigger applications_person',
    `insert into applications (job_id, status, full_name, email, phone, current_location, current_company, language, resume_file_id,
       consent_at, source, utm, created_at, updated_at)
     select j.id,
       (case when a.g % 20 < 8 then 'new' when a.g % 20 < 12 then 'reviewing' when a.g % 20 < 15 then 'interview'
             when a.g % 20 = 15 then 'offer' when a.g % 20 = 16 then 'hired' else 'rejected' end)::application_status,
       ${pick(FIRST, 'a.g')} || ' ' || ${pick(LAST, 'a.g / 20')},
       'candidate' || (case when a.g % 10 < 3 then a.g - a.g % 10 else a.g end) || '@mail.example', '+90 5' || lpad((a.g * 7919 % 1000000000)::text, 9, '0'),
       ${pick(CITIES, 'a.g / 3')}, case when a.g % 4 = 0 then null else ${pick(EMPLOYERS, 'a.g / 7')} end,
       (case when a.g % 3 = 0 then 'en' else 'tr' end)::language, a.file_id, a.at, s.source,
       case when s.source in (${Object.keys(UTM_MEDIUM).map(sqlText).join(', ')}) and ${hash100('a.g', 2)} < 50
         then jsonb_build_object('source', s.source, 'medium', case s.source ${Object.entries(UTM_MEDIUM)
           .map(([source, medium]) => `when ${sqlText(source)} then ${sqlText(medium)}`)
           .join(' ')} end,
           'campaign', ${pick(['spring-hiring', 'summer-hiring', 'autumn-hiring', 'new-graduates'], 'a.g / 6000')}) end,
       a.at, a.at
     from (select f.id as file_id, f.created_at as at, substring(f.storage_key from 14)::int as g from files f
           where f.storage_key like 'bench-resume-%') a
     cross join lateral (select case ${SOURCES.map(([source, below]) => `when ${hash100('a.g', 1)} < ${below} then ${sqlText(source)}`).join(' ')} end as source) s
     join (select id, (row_number() over (order by slug)) - 1 as rn from jobs where slug like 'bench-job-%') j
       on j.rn = case when a.g % 4 = 0 then a.g % least(50, ${jobs}) else (a.g * 7919) % ${jobs} end`,
    'alter table applications enable trigger applications_count_per_job',
    'alter table applications enable trigger applications_person',
    // A tenth of the applicants applied three times (decision 052): their applications are one person.
    `update applications a set person_id = p.person_id
     from (select distinct on (lower(email)) lower(email) as email, person_id from applications
           where email like 'candidate%@mail.example' order by lower(email), created_at desc) p
     where lower(a.email) = p.email and a.person_id <> p.person_id`,
    `update jobs j set applications_count = j.applications_count + c.n
     from (select job_id, count(*)::int as n from ${BENCH_APPLICATIONS} a group by job_id) c
     where c.job_id = j.id`,
    ...stageHistoryStatements(),
    // Each application's consents (decision 044): to the application, for the retention period
    // (365 days) from its submission; 30% also to the talent pool for 730 days, of which a sixth
    // withdrew it within two months of applying and a sixth ends between 10 days ago and 35 days
    // from now (given under a shorter period, or withdrawn: what the renewal reminder and the
    // purge meet), half of those within the reminder's 28 days asked already.
    `insert into application_consents (application_id, purpose, notice_version, language, given_at, expires_at, renewal_asked_at)
     select a.id, 'application'::consent_purpose, '2026-11-26', a.language, a.created_at, a.created_at + interval '365 days', null
     from ${BENCH_APPLICATIONS} a
     union all
     select a.id, 'talent_pool'::consent_purpose, '2026-11-26', a.language, a.created_at, e.expires_at,
       case when e.expires_at > now() and e.expires_at <= now() + interval '28 days' and a.g % 2 = 0
         then now() - (a.g % 7) * interval '1 day' end
     from ${BENCH_APPLICATIONS} a
     cross join lateral (select case
         when ${hash100('a.g', 0)} < 5 then least(now() - interval '1 hour', a.created_at + (1 + a.g % 60) * interval '1 day')
         when ${hash100('a.g', 0)} < 10 then now() + (a.g % 45 - 10) * interval '1 day' + (a.g % 1440) * interval '1 minute'
         else a.created_at + interval '730 days' end as expires_at) e
     where ${hash100('a.g', 0)} < 30`,
    // The jobs' own questions (decision 042): 2–5 for about a fifth of the jobs, the busy ones among them.
    `insert into job_questions (job_id, position, kind, required, label_tr, label_en, choices, knockout, created_at)
     select j.id, q.position, q.kind::question_kind, q.required, q.label_tr, q.label_en, q.choices,
       case when (j.rn + q.position) % 3 = 2 then null else q.knockout end, j.created_at
     from ${BENCH_JOBS} j
     join (values ${QUESTIONS.map(
       (question, position) =>
         `(${position}, ${sqlText(question.kind)}, ${!question.optional}, ${sqlText(question.tr)}, ${sqlText(question.en)}, ${sqlJson(
           question.choices ?? [],
         )}, ${sqlJson(question.knockout)})`,
     ).join(', ')}) q(position, kind, required, label_tr, label_en, choices, knockout)
       on q.position < 2 + j.rn % 4
     where ${HAS_QUESTIONS('j.rn')}`,
    // Every application to such a job answered its questions; an answer is a knock-out one by its
    // question's rule, as isKnockedOut (src/lib/job-questions.ts) decides.
    `insert into application_answers (application_id, question_id, position, kind, label_tr, label_en, value, choice_label, knocked_out)
     select a.id, q.id, q.position, q.kind, q.label_tr, q.label_en, v.value,
       (select jsonb_build_object('tr', c->>'tr', 'en', c->>'en') from jsonb_array_elements(q.choices) c where c->>'key' = v.value),
       case when q.knockout is null or v.value = '' then false
            when q.kind = 'yes_no' then v.value = q.knockout->>'answer'
            when q.kind = 'single_choice' then (q.knockout->'choices') @> to_jsonb(v.value)
            when q.kind = 'number' then v.value::numeric < coalesce((q.knockout->>'min')::numeric, -1e12)
                                     or v.value::numeric > coalesce((q.knockout->>'max')::numeric, 1e12)
            else false end
     from ${BENCH_APPLICATIONS} a
     join job_questions q on q.job_id = a.job_id
     cross join lateral (select case q.position ${QUESTIONS.map((question, position) => `when ${position} then ${question.value}`).join(
       ' ',
     )} end as value) v`,
    `update applications a set knocked_out = true
     where exists (select 1 from application_answers x where x.application_id = a.id and x.knocked_out)`,
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
    // Interviews and scorecards (decisions 047, 050): one interview for each application in
    // interview, offer or hired (a quarter of them), a second one for those in interview; the
    // first admin interviews in each and has submitted a scorecard of each.
    `insert into interviews (application_id, starts_at, time_zone, duration_minutes, location, status, uid, created_at, updated_at)
     select a.id, a.created_at + (n.n * 7 + 3) * interval '1 day', 'Europe/Istanbul', 45, 'Levent', 'scheduled'::interview_status,
       'bench-' || a.g || '-' || n.n || '@bench.example', a.created_at, a.created_at
     from ${BENCH_APPLICATIONS} a
     cross join (values (0), (1)) n(n)
     where a.g % 20 between 12 and 16 and (n.n = 0 or a.g % 20 < 15)`,
    `insert into interview_interviewers (interview_id, user_id)
     select i.id, u.id from interviews i
     cross join (select id from users where role = 'admin' order by created_at limit 1) u
     where i.uid like 'bench-%'`,
    `insert into scorecards (interview_id, interviewer_id, role_skills, communication, problem_solving, culture_values, recommendation, notes, submitted_at)
     select i.id, u.id, 1 + h % 5, 1 + (h / 5) % 5, 1 + (h / 25) % 5, 1 + (h / 125) % 5, ${enumAt('scorecard_recommendation', 'h / 7')},
       '${PARAGRAPH_TR}', i.starts_at + interval '2 hours'
     from (select id, starts_at, abs(hashtext(uid)) as h from interviews where uid like 'bench-%') i
     cross join (select id from users where role = 'admin' order by created_at limit 1) u`,
    // The state a year of autovacuum leaves: tables without the dead rows of the bulk load (the
    // counts and knock-out flags updated), statistics, and the visibility map that lets a count
    // read an index alone.
    'vacuum (full)',
    'vacuum (analyze)',
  ]
}

/** Values the measured URLs need, read from the data set: a busy job, words that some rows hold. */
export const PARAMETER_QUERIES = {
  busyJob: `select job_id as value from applications group by job_id order by count(*) desc, job_id limit 1`,
  /**
   * An answer filter of the busy job (`<question id>:<answer>`): its first single-choice question's
   * second choice, else a yes/no "no"; empty when it has neither (the seed's busiest job).
   */
  busyAnswer: `select coalesce((select q.id || ':' || coalesce(q.choices->1->>'key', 'no') from job_questions q
    where q.job_id = (select job_id from applications group by job_id order by count(*) desc, job_id limit 1)
      and q.kind in ('single_choice', 'yes_no')
    order by q.kind = 'single_choice' desc, q.position limit 1), '') as value`,
  /** The latest application of the person with the most applications (decision 052): the applicant page's person section. */
  personApplication: `select id as value from applications where person_id =
    (select person_id from applications group by person_id order by count(*) desc, person_id limit 1) order by created_at desc limit 1`,
  /** The newest application with an interview that has a scorecard (the seed's demo one, or a bench one). */
  scoredApplication: `select i.application_id as value from interviews i join scorecards s on s.interview_id = i.id
    order by i.created_at desc, i.id limit 1`,
  applicantWord: `select split_part(full_name, ' ', 2) as value from applications order by created_at desc limit 1`,
  jobWord: `select split_part(title, ' ', 2) as value from job_translations where lang = 'tr' order by title limit 1`,
  articleWord: `select split_part(title, ' ', 1) as value from contents where language = 'tr' order by created_at desc limit 1`,
  senderWord: `select last_name as value from contact_messages order by created_at desc limit 1`,
}
