import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { ArrowLeftIcon, ArrowRightIcon, Building2Icon, CpuIcon, HeartPulseIcon, PlaneIcon } from '~/components/ui/page-icons'
import { useLanguage } from '~/i18n/use-language'
import { useTranslation } from '~/i18n/use-translation'
import type { HomeData } from '../../site.page'

const ROTATE_MS = 7000

const sectorIcons: Record<string, typeof Building2Icon | undefined> = {
  health: HeartPulseIcon,
  tourism: PlaneIcon,
  technology: CpuIcon,
  construction: Building2Icon,
  international: Building2Icon,
}
const sectorTones: Record<string, string | undefined> = {
  health: 'from-brand-900 via-brand-800 to-brand-600',
  tourism: 'from-brand-900 via-brand-700 to-brand-500',
  technology: 'from-ink via-brand-900 to-brand-700',
  construction: 'from-brand-800 via-brand-900 to-ink',
  international: 'from-brand-900 to-brand-700',
}

/**
 * The home's hero slider (WAI-ARIA APG carousel): previous, next and a pause control; it turns
 * by itself only when the visitor has not asked for reduced motion, and holds while the pointer
 * or the keyboard focus is inside. Without the scripts the first slide shows and the controls
 * stay disabled. Hand-written: embla would cost the home several KB (decision 019).
 */
export function HeroSlider({ slides }: { slides: HomeData['slides'] }) {
  const { t } = useTranslation('home')
  const lang = useLanguage()
  const [index, setIndex] = useState(0)
  const [ready, setReady] = useState(false)
  const [playing, setPlaying] = useState(false)
  const [held, setHeld] = useState({ pointer: false, focus: false })
  const total = slides.length

  useEffect(() => {
    setReady(true)
    setPlaying(!window.matchMedia('(prefers-reduced-motion: reduce)').matches)
  }, [])
  const rotating = playing && !held.pointer && !held.focus
  useEffect(() => {
    if (!rotating) return
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % total), ROTATE_MS)
    return () => window.clearInterval(timer)
  }, [rotating, total])

  const go = (step: number) => setIndex((current) => (current + step + total) % total)
  const control =
    'inline-flex size-11 items-center justify-center rounded-full border border-white/40 text-white hover:bg-white/15 disabled:opacity-60'

  return (
    <section
      aria-roledescription={t('slider.roledescription')}
      aria-label={t('slider.label')}
      onPointerEnter={() => setHeld((h) => ({ ...h, pointer: true }))}
      onPointerLeave={() => setHeld((h) => ({ ...h, pointer: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld((h) => ({ ...h, focus: false }))
      }}
      className="relative overflow-hidden rounded-2xl bg-brand-900 text-white shadow-xl"
    >
      <div aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const Icon = sectorIcons[slide.key] ?? Building2Icon
          return (
            <div
              key={slide.key}
              role="group"
              aria-roledescription={t('slider.slide')}
              aria-label={t('slider.position', { index: i + 1, total })}
              hidden={i !== index}
              className={`relative min-h-80 bg-gradient-to-br p-6 pb-24 sm:p-10 sm:pb-24 ${sectorTones[slide.key] ?? sectorTones.health}`}
            >
              <svg aria-hidden focusable="false" viewBox="0 0 200 200" className="absolute -top-10 -right-10 size-56 text-white/10">
                <circle cx="100" cy="100" r="96" fill="none" stroke="currentColor" strokeWidth="8" />
                <circle cx="100" cy="100" r="60" fill="none" stroke="currentColor" strokeWidth="4" />
                <circle cx="100" cy="100" r="24" fill="currentColor" />
              </svg>
              <span className="relative inline-flex size-12 items-center justify-center rounded-xl bg-white/15">
                <Icon className="size-6" />
              </span>
              <p className="relative mt-5 text-sm font-semibold tracking-wide text-brand-100 uppercase">{slide.name}</p>
              <h2 className="relative mt-2 max-w-xl text-2xl leading-snug font-semibold sm:text-3xl">{slide.headline}</h2>
              <p className="relative mt-3 max-w-xl text-base leading-relaxed text-brand-50">{slide.text}</p>
              <Link
                to="/$lang/companies"
                params={{ lang }}
                search={{ category: slide.category }}
                className="relative mt-6 inline-flex items-center gap-2 text-sm font-semibold text-white underline-offset-4 hover:underline"
              >
                {t('slider.cta')}
                <span className="sr-only">: {slide.name}</span>
                <ArrowRightIcon className="size-4" />
              </Link>
            </div>
          )
        })}
      </div>
      <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-3 px-6 pb-6 sm:px-10">
        <div className="flex items-center gap-2">
          <button type="button" className={control} disabled={!ready} onClick={() => go(-1)} aria-label={t('slider.previous')}>
            <ArrowLeftIcon className="size-5" />
          </button>
          <button type="button" className={control} disabled={!ready} onClick={() => go(1)} aria-label={t('slider.next')}>
            <ArrowRightIcon className="size-5" />
          </button>
          <button
            type="button"
            className={control}
            disabled={!ready}
            onClick={() => setPlaying((value) => !value)}
            aria-label={playing ? t('slider.pause') : t('slider.play')}
          >
            {playing ? (
              <svg aria-hidden focusable="false" viewBox="0 0 24 24" className="size-5" fill="currentColor">
                <rect x="6" y="5" width="4" height="14" rx="1" />
                <rect x="14" y="5" width="4" height="14" rx="1" />
              </svg>
            ) : (
              <svg aria-hidden focusable="false" viewBox="0 0 24 24" className="size-5" fill="currentColor">
                <path d="M8 5.5v13a1 1 0 0 0 1.5.86l11-6.5a1 1 0 0 0 0-1.72l-11-6.5A1 1 0 0 0 8 5.5Z" />
              </svg>
            )}
          </button>
        </div>
        <ol aria-hidden className="flex items-center gap-2">
          {slides.map((slide, i) => (
            <li key={slide.key} className={`h-1.5 rounded-full transition-all ${i === index ? 'w-6 bg-white' : 'w-1.5 bg-white/50'}`} />
          ))}
        </ol>
      </div>
    </section>
  )
}
