import type { Db } from '../client'
import { jobQuestions } from '../schema'

/*
 * The demo jobs' own questions on the application form (docs/product.md §5.6, decision 042), in
 * both languages: a nurse's licence as a yes/no knock-out, languages, experience with a minimum.
 */

type DemoQuestion = Omit<typeof jobQuestions.$inferInsert, 'jobId' | 'position'>

const demoQuestions: Record<string, DemoQuestion[]> = {
  'clinic-nurse-hair-transplant-istanbul': [
    {
      kind: 'yes_no',
      required: true,
      labelTr: 'Türkiye’de geçerli bir hemşirelik diplomanız var mı?',
      labelEn: 'Do you hold a nursing diploma valid in Türkiye?',
      knockout: { answer: 'no' },
    },
    {
      kind: 'single_choice',
      required: true,
      labelTr: 'Vardiyalı çalışmaya uygun musunuz?',
      labelEn: 'Can you work in shifts?',
      choices: [
        { key: 'any', tr: 'Evet, her vardiyada', en: 'Yes, any shift' },
        { key: 'day', tr: 'Yalnızca gündüz', en: 'Days only' },
        { key: 'none', tr: 'Hayır', en: 'No' },
      ],
      knockout: { choices: ['none'] },
    },
    {
      kind: 'short_text',
      required: false,
      labelTr: 'Türkçe dışında hangi dilleri konuşuyorsunuz?',
      labelEn: 'Which languages do you speak besides Turkish?',
    },
  ],
  'tour-operations-specialist-antalya': [
    {
      kind: 'number',
      required: true,
      labelTr: 'Turizm operasyonunda kaç yıl deneyiminiz var?',
      labelEn: 'How many years of experience do you have in tour operations?',
      knockout: { min: 2 },
    },
    {
      kind: 'single_choice',
      required: true,
      labelTr: 'İngilizce seviyeniz nedir?',
      labelEn: 'What is your level of English?',
      choices: [
        { key: 'basic', tr: 'Temel', en: 'Basic' },
        { key: 'good', tr: 'İyi', en: 'Good' },
        { key: 'fluent', tr: 'Akıcı', en: 'Fluent' },
      ],
      knockout: { choices: ['basic'] },
    },
  ],
  'it-support-team-lead-izmir': [
    {
      kind: 'yes_no',
      required: false,
      labelTr: 'Nöbetçi destek vardiyalarına katılabilir misiniz?',
      labelEn: 'Can you take part in on-call support rotations?',
    },
    {
      kind: 'long_text',
      required: false,
      labelTr: 'Yönettiğiniz en büyük destek ekibini kısaca anlatın.',
      labelEn: 'Briefly describe the largest support team you have led.',
    },
  ],
}

/** Inserts the demo questions of the jobs in `jobIdBySlug`; returns how many. */
export async function insertDemoQuestions(tx: Db, jobIdBySlug: Map<string, string>): Promise<number> {
  const rows = Object.entries(demoQuestions).flatMap(([slug, questions]) => {
    const jobId = jobIdBySlug.get(slug)
    return jobId ? questions.map((question, position) => ({ ...question, jobId, position })) : []
  })
  if (rows.length > 0) await tx.insert(jobQuestions).values(rows)
  return rows.length
}
