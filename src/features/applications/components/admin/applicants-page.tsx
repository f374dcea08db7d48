import { useSuspenseQuery } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { Link } from '@tanstack/react-router'
import { Download, SquareKanban } from 'lucide-react'
import { dateColumn, personRowHeader, statusColumn } from '~/components/dashboard/columns'
import { FilterComboboxField } from '~/components/dashboard/filter-combobox'
import { FilterDateField } from '~/components/dashboard/filter-form'
import { FilterSelect } from '~/components/ui/filter-select'
import { DashboardListPage } from '~/components/dashboard/list-page'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import { type ApplicationStatus, applicationStatuses } from '~/lib/enums'
import { searchJobChoicesFn } from '../../applications.functions'
import { applicantQueries } from '../../applications.queries'
import type { ApplicantListItem } from '../../applications.schemas'
import { applicantFilterQuery, type ApplicantListSearch, knockoutFilters, readApplicantListSearch } from '../../applications.search'
import { StatusBadge } from '~/components/ui/status-badge'
import { BulkBar, bulkSelectColumn, useBulkSelection } from './bulk-actions'
import { JobSourcesPanel } from './job-sources-panel'
import { applicationStatusTone } from './status-tone'

/** The Applicants list (decisions 009, 025): filters in the URL, newest first, 20 a page, the same filters as a CSV export, and bulk actions on a selection (decision 049). */
export function ApplicantsPage({ search }: { search: ApplicantListSearch }) {
  const { t } = useTranslation('applicants')
  const { t: td } = useTranslation('dashboard')
  const { t: tj } = useTranslation('jobs')
  const lang = useLanguage()
  const { data } = useSuspenseQuery(applicantQueries.list(search))
  const { data: chosenJob } = useSuspenseQuery(applicantQueries.jobChoice(search.job))
  const { data: answerChoices } = useSuspenseQuery(applicantQueries.answerChoices(search.job))
  const searchJobs = useServerFn(searchJobChoicesFn)
  const statusLabel = (status: ApplicationStatus) => tj(`enums.applicationStatus.${status}`)
  const bulk = useBulkSelection(search, data.items, data.pagination)

  return (
    <DashboardListPage
      title={td('titles.applicants')}
      words={t}
      action={
        <div className="flex flex-wrap gap-2">
          {search.job ? (
            <Link
              to="/$lang/dashboard/jobs/$id/pipeline"
              params={{ lang, id: search.job }}
              className="inline-flex h-10 items-center gap-2 rounded-md border border-line bg-white px-4 text-sm font-medium text-ink hover:bg-surface"
            >
              <SquareKanban aria-hidden className="size-4" />
              {t('pipeline.open')}
            </Link>
          ) : null}
          <a
            href={`/api/dashboard/applications/export?${applicantFilterQuery(search, lang)}`}
            download
            className="inline-flex h-10 items-center gap-2 rounded-md border border-line bg-white px-4 text-sm font-medium text-ink hover:bg-surface"
          >
            <Download aria-hidden className="size-4" />
            {t('export')}
          </a>
        </div>
      }
      search={search}
      filters={{
        read: readApplicantListSearch,
        columns: 'lg:grid-cols-[2fr_2fr_1fr_1fr]',
        lead: (
          <FilterComboboxField
            label={t('filters.job')}
            name="job"
            value={search.job}
            chosenLabel={chosenJob?.title}
            queryKey={[...applicantQueries.all, 'job-choices']}
            choices={async (q) => (await searchJobs({ data: { q } })).map((job) => ({ value: job.id, label: job.title }))}
          />
        ),
        selects: {
          status: { label: t('filters.status'), options: applicationStatuses, optionLabel: statusLabel },
          knockout: {
            label: t('questions.filter'),
            options: knockoutFilters,
            optionLabel: (value) => t(`questions.filterValues.${value}`),
          },
        },
        more: (
          <>
            {answerChoices.length > 0 && (
              <FilterSelect
                label={t('questions.answerFilter')}
                name="answer"
                value={search.answer}
                className="sm:col-span-2"
                options={answerChoices.map((choice) => ({
                  value: choice.value,
                  label: `${choice.question[lang]}: ${typeof choice.answer === 'string' ? t(`questions.${choice.answer}`) : choice.answer[lang]}`,
                }))}
              />
            )}
            <FilterDateField label={t('filters.from')} name="from" value={search.from} />
            <FilterDateField label={t('filters.to')} name="to" value={search.to} min={search.from} />
          </>
        ),
      }}
      list={data}
      beforeRows={<BulkBar search={search} state={bulk} />}
      table={{
        className: 'md:min-w-[48rem]',
        select: bulkSelectColumn(bulk, t),
        rowHeader: personRowHeader({
          header: t('columns.name'),
          page: '/$lang/dashboard/applicants/$id',
          name: (applicant: ApplicantListItem) => applicant.fullName,
        }),
        columns: [
          { key: 'job', header: t('columns.job'), className: 'text-ink', cell: (applicant) => applicant.jobTitle },
          statusColumn(t('columns.status'), applicationStatusTone, statusLabel),
          dateColumn({
            field: 'createdAt',
            header: t('columns.appliedAt'),
            style: 'date',
            className: 'text-muted md:whitespace-nowrap md:text-ink',
          }),
          {
            key: 'knockout',
            header: t('questions.knockout'),
            cell: (applicant) =>
              applicant.knockedOut ? (
                <StatusBadge tone="warning">{t('questions.flagged')}</StatusBadge>
              ) : (
                <span className="text-muted">—</span>
              ),
          },
          {
            key: 'location',
            header: t('columns.location'),
            className: 'text-muted md:text-ink',
            cell: (applicant) => applicant.currentLocation ?? '—',
          },
        ],
      }}
    >
      {search.job ? <JobSourcesPanel jobId={search.job} /> : null}
    </DashboardListPage>
  )
}
