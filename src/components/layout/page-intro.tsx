import type { ReactNode } from 'react'

/** The top of a public page that has no hero of its own: an optional eyebrow, the h1 and an introduction. */
export function PageIntro({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 pt-12 pb-10 sm:px-6 sm:pt-16">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-4xl text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
        {children ? <div className="mt-4 max-w-3xl text-lg leading-relaxed text-muted">{children}</div> : null}
      </div>
    </section>
  )
}

/**
 * A public page that opens with the intro (corporate pages, jobs, documents, chart): the intro, then
 * the page's own content in the site's column.
 */
export function IntroPage({ eyebrow, title, intro, children }: { eyebrow?: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <>
      <PageIntro eyebrow={eyebrow} title={title}>
        {intro ? <p>{intro}</p> : null}
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">{children}</div>
    </>
  )
}
