import { useTranslation } from '~/i18n/use-translation'
import type { ContentType } from '~/lib/enums'

/** The content's type; a press release stands out in the accent colour (docs/product.md §3.5: the press-release badge). */
export function ContentTypeBadge({ type }: { type: ContentType }) {
  const { t } = useTranslation('contents')
  return (
    <span
      className={
        type === 'press_release'
          ? 'inline-flex items-center rounded-full bg-accent-700 px-2.5 py-0.5 text-xs font-semibold text-white'
          : 'inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200'
      }
    >
      {t(`types.${type}`)}
    </span>
  )
}
