import type { Db } from '../client'
import { jobQuestions } from '../schema'

/*
 * The demo jobs' own questions on the application form (docs/product.md §5.6, decision 042), in
 * both languages: a nurse's licence as a yes/no knock-out, languages, experience with a minimum.
 */

type DemoQuestion = Omit<typeof jobQuestions.$inferInsert, 'jobId' | 'position'>

type Rules = Pick<DemoQuestion, 'choices' | 'knockout'>

/** A question of `kind` that must be answered, labelled in Turkish and English, with its choices or knock-out rule. */
function required(kind: DemoQuestion['kind'], labelTr: string, labelEn: string, rules: Rules = {}): DemoQuestion {
  return { kind, required: true, labelTr, labelEn, ...rules }
}

/** A question of `kind` that may be left empty, labelled in Turkish and English. */
function optional(kind: DemoQuestion['kind'], labelTr: string, labelEn: string): DemoQuestion {
  return { kind, required: false, labelTr, labelEn }
}

/** A single-choice question's choices in order, each `key: [Turkish, English]`. */
const choices = (labels: Record<string, [string, string]>) => Object.entries(labels).map(([key, [tr, en]]) => ({ key, tr, en }))

const demoQuestions: Record<string, DemoQuestion[]> = {
  'clinic-nurse-hair-transplant-istanbul': [
    required('yes_no', 'Türkiye’de geçerli bir hemşirelik diplomanız var mı?', 'Do you hold a nursing diploma valid in Türkiye?', {
      knockout: { answer: 'no' },
    }),
    required('single_choice', 'Vardiyalı çalışmaya uygun musunuz?', 'Can you work in shifts?', {
      choices: choices({ any: ['Evet, her vardiyada', 'Yes, any shift'], day: ['Yalnızca gündüz', 'Days only'], none: ['Hayır', 'No'] }),
      knockout: { choices: ['none'] },
    }),
    optional('short_text', 'Türkçe dışında hangi dilleri konuşuyorsunuz?', 'Which languages do you speak besides Turkish?'),
  ],
  'tour-operations-specialist-antalya': [
    required('number', 'Turizm operasyonunda kaç yıl deneyiminiz var?', 'How many years of experience do you have in tour operations?', {
      knockout: { min: 2 },
    }),
    required('single_choice', 'İngilizce seviyeniz nedir?', 'What is your level of English?', {
      choices: choices({ basic: ['Temel', 'Basic'], good: ['İyi', 'Good'], fluent: ['Akıcı', 'Fluent'] }),
      knockout: { choices: ['basic'] },
    }),
  ],
  'it-support-team-lead-izmir': [
    optional('yes_no', 'Nöbetçi destek vardiyalarına katılabilir misiniz?', 'Can you take part in on-call support rotations?'),
    optional(
      'long_text',
      'Yönettiğiniz en büyük destek ekibini kısaca anlatın.',
      'Briefly describe the largest support team you have led.',
    ),
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
