import { Link } from '@tanstack/react-router'
import { Plus } from 'lucide-react'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import { type Language, languages, type PublishStatus } from '~/lib/enums'

const chip = 'inline-flex h-8 min-w-10 items-center justify-center gap-1 rounded-full px-2.5 text-xs font-semibold ring-1 ring-inset'
const chipTone: Record<PublishStatus, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200 hover:bg-emerald-100',
  draft: 'bg-surface text-ink ring-line hover:bg-white',
  removed: 'bg-red-50 text-red-800 ring-red-200 line-through hover:bg-red-100',
}

/**
 * TR / EN: one chip per language version of an article, each opening that version's edit page
 * (its status in its colour and in its name), or "add English version" from the Turkish one.
 */
export function ContentVersionChips({
  title,
  currentId,
  versions,
}: {
  title: string
  currentId?: string
  versions: ReadonlyArray<{ id: string; language: Language; status: PublishStatus; needsUpdate: boolean }>
}) {
  const { t } = useTranslation('contentAdmin')
  const { t: td } = useTranslation('dashboard')
  const lang = useLanguage()
  const turkish = versions.find((version) => version.language === 'tr')
  return (
    <ul className="flex flex-nowrap items-center gap-1.5">
      {languages.map((language) => {
        const version = versions.find((v) => v.language === language)
        if (version) {
          const current = version.id === currentId
          return (
            <li key={language}>
              <Link
                to="/$lang/dashboard/contents/edit/$id"
                params={{ lang, id: version.id }}
                aria-current={current ? 'page' : undefined}
                // The name starts with the chip's visible "TR"/"EN", so speech input finds it (WCAG 2.5.3).
                aria-label={`${t('versions.edit', {
                  code: language.toLocaleUpperCase('tr-TR'),
                  language: t(`languages.${language}`),
                  status: t(`statuses.${version.status}`),
                })}${version.needsUpdate ? `, ${td('translation.chipNeedsUpdate')}` : ''}`}
                className={`${chip} ${chipTone[version.status]} ${current ? 'outline-2 outline-offset-1 outline-brand-700' : ''}`}
              >
                {language.toLocaleUpperCase('tr-TR')}
                {version.needsUpdate && (
                  <span aria-hidden className="size-2 rounded-full bg-amber-500 ring-2 ring-white" data-needs-update />
                )}
              </Link>
            </li>
          )
        }
        if (language === 'en' && turkish) {
          return (
            <li key={language}>
              <Link
                to="/$lang/dashboard/contents/create"
                search={{ from: turkish.id }}
                params={{ lang }}
                aria-label={t('versions.addEnglishFor', { title })}
                title={t('versions.addEnglish')}
                className={`${chip} border border-dashed border-brand-700 text-brand-800 ring-0 hover:bg-brand-50`}
              >
                <Plus aria-hidden className="size-3.5" />
                EN
              </Link>
            </li>
          )
        }
        return null
      })}
    </ul>
  )
}
