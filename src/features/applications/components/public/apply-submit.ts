import { RequestError } from '~/lib/errors'
import { uploadMultipart } from '~/lib/upload-client'
import type { PublicQuestion } from '~/lib/job-questions'
import { applicationIssueFields, applicationSchema, consentGiven, parseAnswers } from '../../applications.schemas'

/**
 * What the apply form does on submit with scripts, loaded on the first interaction with the form
 * (with the schema and zod), never with the page (decision 013): check the fields with the
 * shared schema, then post them to the REST endpoint with upload progress (`uploadMultipart`).
 */
export type SubmitOutcome = { ok: true; id: string } | { ok: false; fields?: Record<string, string>; message?: string }

type Translate = (key: never, params?: Record<string, string | number | undefined>) => string

export async function submitApplicationForm(
  form: HTMLFormElement,
  options: {
    url: string
    /** The job's own questions: their answers are checked with the same schema as on the server. */
    questions: readonly PublicQuestion[]
    /** The page's language: the server answers its messages in it. */
    lang: string
    /** The `apply` and `common` strings of the page. */
    t: Translate
    tc: Translate
    onSending: () => void
    onProgress: (percent: number) => void
  },
): Promise<SubmitOutcome> {
  /** A schema message key (`validation.minLength:2`, `apply.validation.phone`) in the page's language. */
  const message = (key: string) => {
    if (key.startsWith('apply.')) return options.t(key.slice('apply.'.length) as never)
    const [name = key, param] = key.split(':')
    return options.tc(name as never, { count: Number(param) })
  }
  const data = new FormData(form)
  const resume = data.get('resume')
  const parsed = applicationSchema.safeParse({
    ...Object.fromEntries([...data].filter(([, value]) => typeof value === 'string')),
    resume: resume instanceof File && resume.size > 0 ? resume : undefined,
    consent: consentGiven(data.get('consent')),
    talent_pool: consentGiven(data.get('talent_pool')),
  })
  const answers = parseAnswers(options.questions, Object.fromEntries([...data].filter(([, value]) => typeof value === 'string')))
  if (!parsed.success || !answers.success) {
    const keys = { ...(parsed.error && applicationIssueFields(parsed.error)), ...(!answers.success && answers.fields) }
    return { ok: false, fields: Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, message(key)])) }
  }
  options.onSending()
  try {
    const { id } = await uploadMultipart<{ id: string }>(options.url, data, { lang: options.lang, onProgress: options.onProgress })
    return { ok: true, id }
  } catch (error) {
    // The sentence of docs/product.md §8 for what the visitor cannot fix; the server's for what it can.
    if (!(error instanceof RequestError) || error.code === 'internal') return { ok: false, message: options.t('error' as never) }
    return { ok: false, fields: error.fields, message: error.fields ? undefined : error.serverMessage }
  }
}
