import { useTranslation } from '~/i18n/use-translation'
import type { PublicJobSummary } from '../../jobs.schemas'

/** Work mode, employment type and level as small labels. */
export function JobChips({
  job,
  className = '',
}: {
  job: Pick<PublicJobSummary, 'workMode' | 'employmentType' | 'experienceLevel'>
  className?: string
}) {
  const { t } = useTranslation('jobs')
  const labels = [
    t(`enums.workMode.${job.workMode}`),
    t(`enums.employmentType.${job.employmentType}`),
    t(`enums.experienceLevel.${job.experienceLevel}`),
  ]
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {labels.map((label) => (
        <li key={label} className="inline-flex items-center rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800">
          {label}
        </li>
      ))}
    </ul>
  )
}
