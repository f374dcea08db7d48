import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applicationAnswers, applications, jobQuestions } from '~/db/schema'
import {
  answerFilterOptions,
  exportApplicants,
  exportQuestions,
  getApplicant,
  listApplicants,
} from '~/features/applications/applications.admin.server'
import type { RequestDeps } from '~/features/applications/applications.http.server'
import { applicantsCsv } from '~/features/applications/applications.rules'
import { applyPageJob } from '~/features/applications/applications.server'
import { applicantListSchema, parseAnswers } from '~/features/applications/applications.schemas'
import { readApplicantListSearch } from '~/features/applications/applications.search'
import { createJob, getJobForEdit, updateJob } from '~/features/jobs/jobs.admin.server'
import { createJobSchema, type JobFormInput, type JobQuestionInput, updateJobSchema } from '~/features/jobs/jobs.schemas'
import { AppError } from '~/lib/errors'
import { isKnockedOut, type JobQuestion, questionField } from '~/lib/job-questions'
import { validate } from '~/lib/validate'
import { EVERY_COMPANY, applyThroughEndpoint, createTestApplyDeps, createTestUser } from './factories'
import { describeWithDatabases } from './setup-db'

/*
 * A job's own questions and their knock-out answers (docs/product.md §5.6, decision 042): the
 * question schema of the job form, the answers of the apply form by the same rules on the server,
 * the flag, the answers kept after their question is removed, and the CSV export.
 */

let root: string

beforeAll(async () => {
  process.env.LOG_LEVEL ??= 'silent'
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'hoi-questions-'))
})

afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true })
})

const tag = () => crypto.randomUUID().slice(0, 8)

const question = (overrides: Partial<JobQuestionInput> = {}): JobQuestionInput => ({
  id: '',
  kind: 'yes_no',
  required: true,
  labelTr: 'Ehliyetiniz var mı?',
  labelEn: 'Do you hold a driving licence?',
  choices: [],
  knockoutAnswer: '',
  knockoutMin: '',
  knockoutMax: '',
  ...overrides,
})

const choices = (...labels: [string, string, boolean?][]) => labels.map(([tr, en, knockout = false]) => ({ key: '', tr, en, knockout }))

/** The three questions most tests use: a yes/no knock-out, a single choice with one knock-out choice, a number with a minimum. */
const standardQuestions = (): JobQuestionInput[] => [
  question({ knockoutAnswer: 'no' }),
  question({
    kind: 'single_choice',
    labelTr: 'İngilizce seviyeniz?',
    labelEn: 'Your level of English?',
    choices: choices(['Başlangıç', 'Beginner', true], ['Orta', 'Intermediate'], ['İleri', 'Advanced']),
  }),
  question({ kind: 'number', required: false, labelTr: 'Kaç yıl deneyim?', labelEn: 'Years of experience?', knockoutMin: '2' }),
  question({ kind: 'long_text', required: false, labelTr: 'Neden biz?', labelEn: 'Why us?' }),
]

const jobForm = (questions: JobQuestionInput[] | undefined, overrides: Partial<JobFormInput> = {}): JobFormInput => ({
  titleTr: 'Saha Satış Temsilcisi',
  titleEn: 'Field Sales Representative',
  descriptionTr: '<p>Sahada satış.</p>',
  descriptionEn: '<p>Sales in the field.</p>',
  slug: `saha-satis-${tag()}`,
  companyKey: 'hoi-tech',
  category: 'sales',
  workMode: 'Field',
  employmentType: 'FullTime',
  experienceLevel: 'Mid',
  city: 'İstanbul',
  countryCode: 'TR',
  openings: 1,
  deadline: '',
  applicationsOpen: true,
  status: 'active',
  questions,
  ...overrides,
})

/** The field names of the first failure of `parse`. */
function refused(input: unknown, schema = createJobSchema): Record<string, string> {
  try {
    validate(schema)(input as never)
  } catch (error) {
    if (error instanceof AppError) return error.fields ?? {}
    throw error
  }
  throw new Error('accepted')
}

describe('the question schema of the job form', () => {
  it('accepts every kind, with labels in both languages', () => {
    const kinds = ['short_text', 'long_text', 'yes_no', 'single_choice', 'number'] as const
    const questions = kinds.map((kind) =>
      question({ kind, choices: kind === 'single_choice' ? choices(['Bir', 'One'], ['İki', 'Two']) : [] }),
    )
    expect(createJobSchema.safeParse(jobForm(questions)).success).toBe(true)
  })

  it('refuses a missing or too short label in either language, an unknown kind, and overlong texts', () => {
    expect(refused(jobForm([question({ labelEn: '' })]))).toEqual({ 'questions.0.labelEn': 'validation.required' })
    expect(refused(jobForm([question({ labelTr: 'a' })]))).toEqual({ 'questions.0.labelTr': 'validation.minLength:2' })
    expect(refused(jobForm([question({ labelTr: 'x'.repeat(301) })]))).toEqual({ 'questions.0.labelTr': 'validation.maxLength:300' })
    expect(refused(jobForm([question({ kind: 'essay' as never })]))).toEqual({ 'questions.0.kind': 'validation.invalidOption' })
    const long = question({ kind: 'single_choice', choices: choices(['x'.repeat(121), 'One'], ['İki', 'Two']) })
    expect(refused(jobForm([long]))).toEqual({ 'questions.0.choices.0.tr': 'validation.maxLength:120' })
  })

  it('bounds the questions to 20 and the choices to 2–20, each id once', () => {
    expect(createJobSchema.safeParse(jobForm(Array.from({ length: 20 }, () => question()))).success).toBe(true)
    expect(refused(jobForm(Array.from({ length: 21 }, () => question())))).toEqual({ questions: 'validation.maxLength:20' })
    const many = Array.from({ length: 21 }, (_, i): [string, string] => [`Seçenek ${i}`, `Choice ${i}`])
    expect(refused(jobForm([question({ kind: 'single_choice', choices: choices(...many) })]))).toEqual({
      'questions.0.choices': 'validation.maxLength:20',
    })
    expect(refused(jobForm([question({ kind: 'single_choice', choices: choices(['Bir', 'One']) })]))).toEqual({
      'questions.0.choices': 'validation.invalidValue',
    })
    const id = crypto.randomUUID()
    expect(refused(jobForm([question({ id }), question({ id })]))).toEqual({ questions: 'validation.invalidValue' })
    // A choice count of another kind is not checked, but still bounded.
    expect(createJobSchema.safeParse(jobForm([question({ kind: 'yes_no', choices: choices(['Bir', 'One']) })])).success).toBe(true)
  })

  it('checks the knock-out rules: a real answer, numbers with at most two decimals, the minimum not above the maximum, not every choice', () => {
    expect(refused(jobForm([question({ knockoutAnswer: 'maybe' as never })]))).toEqual({
      'questions.0.knockoutAnswer': 'validation.invalidOption',
    })
    expect(refused(jobForm([question({ kind: 'number', knockoutMin: '2.555' })]))).toEqual({
      'questions.0.knockoutMin': 'validation.invalidValue',
    })
    expect(refused(jobForm([question({ kind: 'number', knockoutMin: '5', knockoutMax: '4,5' })]))).toEqual({
      'questions.0.knockoutMax': 'validation.invalidValue',
    })
    expect(createJobSchema.safeParse(jobForm([question({ kind: 'number', knockoutMin: '-1,5', knockoutMax: '40' })])).success).toBe(true)
    const all = question({ kind: 'single_choice', choices: choices(['Bir', 'One', true], ['İki', 'Two', true]) })
    expect(refused(jobForm([all]))).toEqual({ 'questions.0.choices': 'validation.invalidValue' })
  })
})

describe('the answers schema and the knock-out rule', () => {
  const id = () => crypto.randomUUID()
  const yesNo: JobQuestion = {
    id: id(),
    kind: 'yes_no',
    required: true,
    label: { tr: 'a', en: 'a' },
    choices: [],
    knockout: { answer: 'no' },
  }
  const choice: JobQuestion = {
    id: id(),
    kind: 'single_choice',
    required: false,
    label: { tr: 'b', en: 'b' },
    choices: [
      { key: 'c-1', tr: 'Bir', en: 'One' },
      { key: 'c-2', tr: 'İki', en: 'Two' },
    ],
    knockout: { choices: ['c-2'] },
  }
  const number: JobQuestion = {
    id: id(),
    kind: 'number',
    required: false,
    label: { tr: 'c', en: 'c' },
    choices: [],
    knockout: { min: 2, max: 40 },
  }
  const short: JobQuestion = { id: id(), kind: 'short_text', required: true, label: { tr: 'd', en: 'd' }, choices: [], knockout: null }
  const long: JobQuestion = { id: id(), kind: 'long_text', required: false, label: { tr: 'e', en: 'e' }, choices: [], knockout: null }
  const all = [yesNo, choice, number, short, long]
  const f = (q: JobQuestion) => questionField(q.id)

  it('reads each kind, normalizes numbers and line breaks, and leaves unanswered optional questions empty', () => {
    const parsed = parseAnswers(all, {
      [f(yesNo)]: 'yes',
      [f(number)]: ' 3,5 ',
      [f(short)]: '  B sınıfı ',
      [f(long)]: 'a\r\nb',
      other: 'ignored',
    })
    expect(parsed).toEqual({
      success: true,
      values: { [yesNo.id]: 'yes', [choice.id]: '', [number.id]: '3.5', [short.id]: 'B sınıfı', [long.id]: 'a\nb' },
    })
  })

  it('refuses a missing required answer, a value of the wrong kind, overlong text and unknown question ids', () => {
    expect(parseAnswers(all, {})).toEqual({
      success: false,
      fields: { [f(yesNo)]: 'validation.required', [f(short)]: 'validation.required' },
    })
    const wrong = parseAnswers(all, {
      [f(yesNo)]: 'maybe',
      [f(choice)]: 'c-9',
      [f(number)]: '12e3',
      [f(short)]: 'x'.repeat(301),
      [f(long)]: 'y'.repeat(3001),
      [`q_${crypto.randomUUID()}`]: 'yes',
      q_junk: 'x',
    })
    expect(wrong.success).toBe(false)
    const fields = (wrong as { fields: Record<string, string> }).fields
    expect(fields[f(yesNo)]).toBe('validation.invalidOption')
    expect(fields[f(choice)]).toBe('validation.invalidOption')
    expect(fields[f(number)]).toBe('apply.questions.number')
    expect(fields[f(short)]).toBe('validation.maxLength:300')
    expect(fields[f(long)]).toBe('validation.maxLength:3000')
    expect(fields.q_junk).toBe('apply.questions.unknown')
    expect(Object.values(fields).filter((m) => m === 'apply.questions.unknown')).toHaveLength(2)
    expect(parseAnswers(all, { [f(yesNo)]: 'yes', [f(short)]: 'a\tb' })).toEqual({
      success: false,
      fields: { [f(short)]: 'validation.controlCharacters' },
    })
    expect(parseAnswers([number], { [f(number)]: '10000000000' }).success).toBe(false)
  })

  it('flags the unwanted yes/no answer, the knock-out choices and numbers out of bounds, never an empty answer', () => {
    expect(isKnockedOut(yesNo, 'no')).toBe(true)
    expect(isKnockedOut(yesNo, 'yes')).toBe(false)
    expect(isKnockedOut(choice, 'c-2')).toBe(true)
    expect(isKnockedOut(choice, 'c-1')).toBe(false)
    expect(isKnockedOut(number, '1.99')).toBe(true)
    expect(isKnockedOut(number, '2')).toBe(false)
    expect(isKnockedOut(number, '40')).toBe(false)
    expect(isKnockedOut(number, '40.01')).toBe(true)
    expect(isKnockedOut(number, '')).toBe(false)
    expect(isKnockedOut(short, 'anything')).toBe(false)
  })
})

describeWithDatabases('job questions, answers and knock-out', (t) => {
  let actor: { id: string; role: 'admin'; companies: null }
  let deps: RequestDeps

  beforeAll(async () => {
    const user = await createTestUser(t.db, { role: 'admin' })
    actor = { id: user.id, role: 'admin', companies: null }
    deps = (await createTestApplyDeps(t.db, root)).deps
  })

  const create = async (questions: JobQuestionInput[] | undefined = standardQuestions()) =>
    createJob(t.db, validate(createJobSchema)(jobForm(questions)), actor)
  const edit = async (id: string, questions: JobQuestionInput[] | undefined) => {
    const { status: _status, ...form } = jobForm(questions)
    const current = await getJobForEdit(t.db, { id }, EVERY_COMPANY)
    return updateJob(t.db, validate(updateJobSchema)({ ...form, slug: current.slug, id }), actor)
  }

  const apply = (slug: string, answers: Record<string, string>, lang = 'en') => applyThroughEndpoint(deps, slug, { lang, ...answers })

  it('stores the questions in order with their knock-out rules, gives choices keys, and shows the public no rule', async () => {
    const job = await create()
    const stored = await t.db.select().from(jobQuestions).where(eq(jobQuestions.jobId, job.id)).orderBy(jobQuestions.position)
    expect(stored.map((q) => [q.position, q.kind, q.required])).toEqual([
      [0, 'yes_no', true],
      [1, 'single_choice', true],
      [2, 'number', false],
      [3, 'long_text', false],
    ])
    expect(stored[0]!.knockout).toEqual({ answer: 'no' })
    expect(stored[1]!.choices.map((c) => c.key)).toEqual([expect.stringMatching(/^c-[0-9a-f]{8}$/), expect.any(String), expect.any(String)])
    expect(new Set(stored[1]!.choices.map((c) => c.key)).size).toBe(3)
    expect(stored[1]!.knockout).toEqual({ choices: [stored[1]!.choices[0]!.key] })
    expect(stored[2]!.knockout).toEqual({ min: 2 })
    expect(stored[3]!.knockout).toBeNull()

    const page = await applyPageJob(t.db, job.slug)
    expect(page!.questions).toHaveLength(4)
    expect(JSON.stringify(page!.questions)).not.toContain('knockout')
    expect(page!.questions[1]!.choices[0]).toEqual({ key: stored[1]!.choices[0]!.key, tr: 'Başlangıç', en: 'Beginner' })

    // The edit page reads them back in the form's shape.
    const form = await getJobForEdit(t.db, { id: job.id }, EVERY_COMPANY)
    expect(form.questions![1]!.choices.map((c) => c.knockout)).toEqual([true, false, false])
    expect(form.questions![2]).toMatchObject({ knockoutMin: '2', knockoutMax: '' })
  })

  it('reorders, keeps the ids of kept questions, adds and removes; an update without questions keeps them; a foreign id is refused', async () => {
    const job = await create()
    const before = (await getJobForEdit(t.db, { id: job.id }, EVERY_COMPANY)).questions!
    await edit(job.id, [before[2]!, before[0]!, question({ kind: 'short_text', labelTr: 'Yeni soru', labelEn: 'New question' })])
    const after = await t.db.select().from(jobQuestions).where(eq(jobQuestions.jobId, job.id)).orderBy(jobQuestions.position)
    expect(after.map((q) => q.id).slice(0, 2)).toEqual([before[2]!.id, before[0]!.id])
    expect(after.map((q) => q.labelEn)).toEqual(['Years of experience?', 'Do you hold a driving licence?', 'New question'])

    await edit(job.id, undefined)
    expect(await t.db.select().from(jobQuestions).where(eq(jobQuestions.jobId, job.id))).toHaveLength(3)

    const other = await create()
    const foreign = (await getJobForEdit(t.db, { id: other.id }, EVERY_COMPANY)).questions![0]!
    await expect(edit(job.id, [foreign])).rejects.toMatchObject({
      code: 'invalid',
      fields: { 'questions.0.id': 'validation.invalidValue' },
    })
  })

  it('takes the answers, flags a knock-out answer with the normal 201 answer, and leaves a clean one unflagged', async () => {
    const job = await create()
    const questions = (await getJobForEdit(t.db, { id: job.id }, EVERY_COMPANY)).questions!
    const [licence, english, years, why] = questions.map((q) => questionField(q.id))
    const beginner = questions[1]!.choices[0]!.key
    const advanced = questions[1]!.choices[2]!.key

    const flagged = await apply(job.slug, { [licence!]: 'no', [english!]: advanced, [years!]: '5' })
    expect(flagged.status).toBe(201)
    expect(flagged.body).toMatchObject({ success: true, data: { jobTitle: 'Field Sales Representative' } })
    const clean = await apply(job.slug, { [licence!]: 'yes', [english!]: advanced, [years!]: '2', [why!]: 'Because.\r\nReally.' })
    expect(clean.status).toBe(201)
    const byChoice = await apply(job.slug, { [licence!]: 'yes', [english!]: beginner })
    const byNumber = await apply(job.slug, { [licence!]: 'yes', [english!]: advanced, [years!]: '1,5' })

    const flags = async (id: string) => (await t.db.select().from(applications).where(eq(applications.id, id)))[0]!.knockedOut
    expect(await flags(flagged.body.data.id)).toBe(true)
    expect(await flags(clean.body.data.id)).toBe(false)
    expect(await flags(byChoice.body.data.id)).toBe(true)
    expect(await flags(byNumber.body.data.id)).toBe(true)

    const answers = await t.db
      .select()
      .from(applicationAnswers)
      .where(eq(applicationAnswers.applicationId, clean.body.data.id))
      .orderBy(applicationAnswers.position)
    expect(answers.map((a) => [a.kind, a.value, a.knockedOut])).toEqual([
      ['yes_no', 'yes', false],
      ['single_choice', advanced, false],
      ['number', '2', false],
      ['long_text', 'Because.\nReally.', false],
    ])
    expect(answers[1]!.choiceLabel).toEqual({ tr: 'İleri', en: 'Advanced' })

    // HR's list filter.
    const flaggedList = await listApplicants(t.db, { job: job.id, knockout: 'flagged' }, EVERY_COMPANY)
    expect(flaggedList.items.map((a) => a.id).sort()).toEqual([flagged.body.data.id, byChoice.body.data.id, byNumber.body.data.id].sort())
    expect(flaggedList.items.every((a) => a.knockedOut)).toBe(true)
    const clearList = await listApplicants(t.db, { job: job.id, knockout: 'clear' }, EVERY_COMPANY)
    expect(clearList.items.map((a) => a.id)).toEqual([clean.body.data.id])

    // Filtered to the job, by one answer of a yes/no or single-choice question.
    const saidNo = await listApplicants(t.db, { job: job.id, answer: `${questions[0]!.id}:no` }, EVERY_COMPANY)
    expect(saidNo.items.map((a) => a.id)).toEqual([flagged.body.data.id])
    const choseBeginner = await listApplicants(t.db, { job: job.id, answer: `${questions[1]!.id}:${beginner}` }, EVERY_COMPANY)
    expect(choseBeginner.items.map((a) => a.id)).toEqual([byChoice.body.data.id])
    expect(
      (await listApplicants(t.db, { job: job.id, answer: `${questions[1]!.id}:${advanced}`, knockout: 'clear' }, EVERY_COMPANY)).items.map(
        (a) => a.id,
      ),
    ).toEqual([clean.body.data.id])
    const options = await answerFilterOptions(t.db, { id: job.id }, EVERY_COMPANY)
    expect(options.map((o) => o.value)).toEqual([
      `${questions[0]!.id}:yes`,
      `${questions[0]!.id}:no`,
      ...questions[1]!.choices.map((c) => `${questions[1]!.id}:${c.key}`),
    ])
    // The URL reader drops an answer filter without a job, or of the wrong shape; the server schema refuses it.
    expect(readApplicantListSearch({ answer: `${questions[0]!.id}:no` }).answer).toBeUndefined()
    expect(readApplicantListSearch({ job: job.id, answer: 'x:no' }).answer).toBeUndefined()
    expect(readApplicantListSearch({ job: job.id, answer: `${questions[0]!.id}:no`, knockout: 'maybe' })).toMatchObject({
      answer: `${questions[0]!.id}:no`,
      knockout: undefined,
    })
    expect(() => validate(applicantListSchema)({ job: job.id, answer: "x' or 1=1 --" })).toThrow(AppError)
    expect(() => validate(applicantListSchema)({ knockout: 'yes' as never })).toThrow(AppError)
  })

  it('answers 400 with field messages in the applicant language for missing, wrong and unknown answers, storing nothing', async () => {
    const job = await create()
    const questions = (await getJobForEdit(t.db, { id: job.id }, EVERY_COMPANY)).questions!
    const [licence, english, years] = questions.map((q) => questionField(q.id))

    const missing = await apply(job.slug, {}, 'tr')
    expect(missing.status).toBe(400)
    expect(missing.body.error.fields).toEqual({ [licence!]: expect.any(String), [english!]: expect.any(String) })
    expect(missing.body.error.fields[licence!]).toMatch(/zorunlu/i)

    const wrong = await apply(job.slug, { [licence!]: 'yes', [english!]: 'c-nope', [years!]: 'five' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.error.fields[english!]).toBeTruthy()
    expect(wrong.body.error.fields[years!]).toBe('Please enter a number, for example 5 or 2.5 (at most two decimals).')

    const unknown = await apply(job.slug, {
      [licence!]: 'yes',
      [english!]: questions[1]!.choices[1]!.key,
      [`q_${crypto.randomUUID()}`]: 'x',
    })
    expect(unknown.status).toBe(409)
    expect(unknown.body.error).toMatchObject({
      code: 'conflict',
      message: 'This form was changed since you opened it. Please reload the page and try again.',
    })
    expect(unknown.body.error.fields).toBeUndefined()
    // The form's own field errors come back together with the answers'.
    const both = await apply(job.slug, { full_name: 'x', [licence!]: 'maybe', [english!]: questions[1]!.choices[1]!.key })
    expect(Object.keys(both.body.error.fields).sort()).toEqual(['full_name', licence!].sort())

    expect(await t.db.select().from(applications).where(eq(applications.jobId, job.id))).toEqual([])
  })

  it('keeps the answers, with their copy of the question, when HR removes or changes the question; the detail and the export show them', async () => {
    const job = await create()
    const questions = (await getJobForEdit(t.db, { id: job.id }, EVERY_COMPANY)).questions!
    const [licence, english, years] = questions.map((q) => questionField(q.id))
    const advanced = questions[1]!.choices[2]!.key
    const applied = await apply(job.slug, { [licence!]: 'no', [english!]: advanced, [years!]: '7' })
    expect(applied.status).toBe(201)

    // The yes/no question removed; the choice question's labels changed.
    const renamed = {
      ...questions[1]!,
      labelEn: 'English level',
      choices: questions[1]!.choices.map((c) => (c.key === advanced ? { ...c, en: 'Fluent' } : c)),
    }
    await edit(job.id, [renamed, questions[2]!, questions[3]!])

    const detail = await getApplicant(t.db, { id: applied.body.data.id }, EVERY_COMPANY)
    expect(detail!.knockedOut).toBe(true)
    expect(detail!.answers).toEqual([
      {
        label: { tr: 'Ehliyetiniz var mı?', en: 'Do you hold a driving licence?' },
        kind: 'yes_no',
        value: 'no',
        choiceLabel: null,
        knockedOut: true,
        questionRemoved: true,
      },
      {
        label: { tr: 'İngilizce seviyeniz?', en: 'Your level of English?' },
        kind: 'single_choice',
        value: advanced,
        choiceLabel: { tr: 'İleri', en: 'Advanced' },
        knockedOut: false,
        questionRemoved: false,
      },
      {
        label: { tr: 'Kaç yıl deneyim?', en: 'Years of experience?' },
        kind: 'number',
        value: '7',
        choiceLabel: null,
        knockedOut: false,
        questionRemoved: false,
      },
    ])

    // Filtered to the job: a column per current question (its label today), then the answers to removed questions.
    const search = { job: job.id }
    const columns = await exportQuestions(t.db, search, EVERY_COMPANY)
    const rows = []
    for await (const batch of exportApplicants(t.db, search, EVERY_COMPANY)) rows.push(...batch)
    const [header, line] = applicantsCsv(rows, 'en', columns).split('\r\n')
    expect(header!.endsWith(',Applied at (Istanbul time),Source,Knock-out,English level,Years of experience?,Why us?,Other answers')).toBe(
      true,
    )
    expect(line!.endsWith(',Yes,Advanced,7,,Do you hold a driving licence?: No (knock-out)')).toBe(true)

    // Not filtered to one job: one column with every answer, a line each.
    const [trHeader, trLine] = applicantsCsv(rows, 'tr').split('\r\n')
    expect(trHeader!.endsWith(',Eleme,Yanıtlar')).toBe(true)
    expect(trLine!.endsWith(`,Evet,"Ehliyetiniz var mı?: Hayır (eleme)\nİngilizce seviyeniz?: İleri\nKaç yıl deneyim?: 7"`)).toBe(true)
  })

  it('asks to reload when an answer names a question HR removed after the form was opened', async () => {
    const job = await create([question({ required: false, kind: 'short_text' })])
    const [only] = (await getJobForEdit(t.db, { id: job.id }, EVERY_COMPANY)).questions!
    await edit(job.id, [])
    const applied = await apply(job.slug, { [questionField(only!.id)]: 'B' })
    expect(applied.status).toBe(409)
    expect(applied.body.error.message).toBe('This form was changed since you opened it. Please reload the page and try again.')
  })
})
