import { useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import { IntroPage } from '~/components/layout/page-intro'
import { inputClass } from '~/components/ui/field'
import { FilterForm, formValues, useUrlValue } from '~/components/ui/filter-select'
import { LinkTabs } from '~/components/ui/link-tabs'
import { SearchIcon } from '~/components/ui/icons'
import { Pagination } from '~/components/ui/pagination'
import { useTranslation } from '~/i18n/use-translation'
import { formatDateTime } from '~/lib/format'
import { SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX, type SearchAnswer, searchKinds, type SearchResult, splitHighlights } from '../../search.rules'
import { readSiteSearch, type SiteSearchState } from '../../search.search'

/** Where a visitor may start when there is nothing to show: the main lists of the site. */
const START_LINKS = [
  { path: '/jobs', key: 'jobs' },
  { path: '/about', key: 'about' },
  { path: '/press', key: 'press' },
  { path: '/documents', key: 'documents' },
] as const

/**
 * /{lang}/search (docs/product.md §18): a GET form that works before and without the scripts, the
 * results of the visitor's language ranked together, a tab per kind with its count, pages, and
 * the states around them (nothing typed yet, nothing found, the search failed).
 */
export function SearchPage({ state, answer }: { state: SiteSearchState; answer: SearchAnswer | null }) {
  const { t } = useTranslation('search')
  return (
    <IntroPage title={t('title')} intro={t('intro')}>
      <SearchForm state={state} />
      {!state.q ? (
        <Suggestions title={t('start.title')} text={t('start.text')} />
      ) : answer === null ? (
        <p role="alert" className="mt-8 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {t('failed')}
        </p>
      ) : (
        <Results answer={answer} />
      )}
    </IntroPage>
  )
}

function SearchForm({ state }: { state: SiteSearchState }) {
  const { t, lang } = useTranslation('search')
  const navigate = useNavigate()
  const inputId = useId()
  const hintId = useId()
  const [query, setQuery] = useUrlValue(state.q)
  // A new search starts over: every kind, the first page.
  const apply = (form: HTMLFormElement) =>
    void navigate({ to: '/$lang/search', params: { lang }, search: readSiteSearch({ q: formValues(form).q }) })
  return (
    <FilterForm apply={apply} action={`/${lang}/search`} aria-label={t('meta.title')} className="mt-8 max-w-3xl">
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {t('form.label')}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={inputId}
          name="q"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          maxLength={SEARCH_QUERY_MAX}
          aria-describedby={hintId}
          autoComplete="off"
          className={inputClass}
        />
        <button
          type="submit"
          className="inline-flex h-11 shrink-0 items-center gap-2 rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
        >
          <SearchIcon aria-hidden className="size-4" />
          {t('form.submit')}
        </button>
      </div>
      <p id={hintId} className="mt-2 text-sm text-muted">
        {t('form.hint')}
      </p>
    </FilterForm>
  )
}

function Results({ answer }: { answer: SearchAnswer }) {
  const { t } = useTranslation('search')
  const all = searchKinds.reduce((sum, kind) => sum + answer.counts[kind], 0)
  // Every kind with results, and the chosen one even when it has none.
  const kinds = searchKinds.filter((kind) => answer.counts[kind] > 0 || kind === answer.kind)
  const tabs = [
    { label: t('tabCount', { label: t('all'), count: all }), search: { q: answer.query } },
    ...kinds.map((kind) => ({
      label: t('tabCount', { label: t(`kinds.${kind}`), count: answer.counts[kind] }),
      search: { q: answer.query, type: kind },
    })),
  ]
  return (
    <div className="mt-8">
      {all > 0 ? (
        <LinkTabs label={t('tabsLabel')} tabs={tabs} current={answer.kind ? kinds.indexOf(answer.kind) + 1 : 0} tabsFromSm />
      ) : null}
      {/* A status, so that a screen reader hears the count after a search made in place. */}
      <div role="status">
        <h2 className="mt-6 text-lg font-semibold text-ink">
          {answer.total > 0 ? t('count', { count: answer.total, query: answer.query }) : t('empty.title', { query: answer.query })}
        </h2>
      </div>
      {answer.total > 0 ? (
        <>
          <ol aria-label={t('listLabel')} className="mt-4 divide-y divide-line border-y border-line">
            {answer.results.map((result) => (
              <li key={`${result.kind}:${result.id}`}>
                <ResultItem result={result} />
              </li>
            ))}
          </ol>
          <Pagination
            pagination={{ page: answer.page, limit: SEARCH_PAGE_SIZE, total: answer.total, totalPages: answer.totalPages }}
            label={t('paginationLabel')}
          />
        </>
      ) : answer.kind && all > 0 ? (
        <p className="mt-2 text-sm text-muted">{t('empty.kindText', { kind: t(`kinds.${answer.kind}`), query: answer.query })}</p>
      ) : (
        <Suggestions text={t('empty.text')} />
      )}
    </div>
  )
}

/** A text with the search's words as `<mark>`. */
function Highlighted({ text }: { text: string }) {
  return splitHighlights(text).map((part, index) =>
    part.marked ? (
      <mark key={index} className="rounded-sm bg-brand-50 font-semibold text-brand-900">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  )
}

function ResultItem({ result }: { result: SearchResult }) {
  const { t, lang } = useTranslation('search')
  const file = result.kind === 'document'
  const href = file ? result.href : `/${lang}${result.href}`
  return (
    <article className="py-5">
      <p className="text-xs font-medium text-muted">
        <span className="font-semibold text-brand-800">{t(`kind.${result.kind}`)}</span>
        {' · '}
        {result.section}
      </p>
      <h3 className="mt-1 text-lg font-semibold text-ink">
        <a href={href} className="hover:text-brand-800 hover:underline">
          <Highlighted text={result.title} />
        </a>
      </h3>
      {result.snippet ? (
        <p className="mt-1 text-sm leading-relaxed text-muted">
          <Highlighted text={result.snippet} />
        </p>
      ) : null}
      {result.date && result.kind !== 'document' ? (
        <p className="mt-1 text-xs text-muted">{t('published', { date: formatDateTime(result.date, lang, 'date') })}</p>
      ) : null}
    </article>
  )
}

function Suggestions({ title, text }: { title?: string; text: string }) {
  const { t, lang } = useTranslation()
  return (
    <section
      aria-labelledby={title ? 'search-start' : undefined}
      className="mt-8 rounded-lg border border-dashed border-line bg-surface p-6"
    >
      {title ? (
        <h2 id="search-start" className="text-lg font-semibold text-ink">
          {title}
        </h2>
      ) : null}
      <p className="mt-1 text-sm text-muted">{text}</p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {START_LINKS.map((link) => (
          <li key={link.key}>
            <a
              href={`/${lang}${link.path}`}
              className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-medium text-ink hover:border-brand-500"
            >
              {link.key === 'documents' ? t('footer.documents') : t(`nav.${link.key}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
