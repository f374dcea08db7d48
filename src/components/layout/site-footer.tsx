import { useRouteContext } from '@tanstack/react-router'
import { useTranslation } from '~/i18n/use-translation'
import { officeLabels, socialLinks, telHref } from '~/content/office-links'
import { useLanguage } from '~/i18n/use-language'
import { browserFooters, type FooterData } from './site-footer-data'
import { navGroups } from './site-nav'

// Stacked one under the other, so each is a 24 px target of its own (WCAG 2.5.8): the line plus 2 px above and below.
const contactLink = 'block w-fit py-0.5 text-brand-100 underline-offset-4 hover:text-white hover:underline'

export function SiteFooter() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const footer = useRouteContext({ strict: false, select: (context) => (context as { footer?: FooterData }).footer })
  // The footer the page came with serves the next navigations in this language (src/routes/$lang/route.tsx).
  if (footer && typeof window !== 'undefined' && !browserFooters.has(lang)) browserFooters.set(lang, Promise.resolve(footer))
  const offices = footer?.offices ?? []
  return (
    <footer className="mt-auto border-t border-line bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-semibold text-white">{t('brand')}</p>
          <p className="mt-2 text-sm text-brand-100">{t('brandTagline')}</p>
        </div>
        <section aria-labelledby="footer-offices">
          <h2 id="footer-offices" className="text-sm font-semibold tracking-wide text-white uppercase">
            {t('footer.offices')}
          </h2>
          <ul className="mt-3 space-y-3 text-sm">
            {offices.map((office) => {
              const labels = officeLabels(office.key)
              return (
                <li key={office.key}>
                  <span className="block font-medium text-white">{t(`footer.${labels.nameKey}`)}</span>
                  <span className="block text-brand-100">
                    {t(`footer.${labels.cityKey}`)}, {t(`footer.${labels.countryKey}`)}
                  </span>
                  <a href={telHref(office.phone.e164)} className={contactLink}>
                    {office.phone.display}
                  </a>
                  <a href={`mailto:${office.email}`} className={contactLink}>
                    {office.email}
                  </a>
                </li>
              )
            })}
          </ul>
          <p className="mt-3 text-sm text-brand-100">{t('footer.officeHours')}</p>
        </section>
        <nav aria-labelledby="footer-sitemap">
          <h2 id="footer-sitemap" className="text-sm font-semibold tracking-wide text-white uppercase">
            {t('nav.groups.corporate')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {navGroups[0].items.map((item) => (
              <li key={item.key}>
                <a href={`/${lang}${item.path}`} className="text-brand-100 underline-offset-4 hover:text-white hover:underline">
                  {t(`nav.${item.key}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-6">
          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal" className="text-sm font-semibold tracking-wide text-white uppercase">
              {t('footer.legal')}
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              <li>
                <a href={`/${lang}/privacy`} className="text-brand-100 underline-offset-4 hover:text-white hover:underline">
                  {t('footer.privacy')}
                </a>
              </li>
              <li>
                {/* The terms of use are a published document (HOI-TRM-001), not a page of their own. */}
                <a
                  href={`/${lang}/documents?category=terms`}
                  className="text-brand-100 underline-offset-4 hover:text-white hover:underline"
                >
                  {t('footer.terms')}
                </a>
              </li>
              <li>
                <a href={`/${lang}/documents`} className="text-brand-100 underline-offset-4 hover:text-white hover:underline">
                  {t('footer.documents')}
                </a>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-social">
            <h2 id="footer-social" className="text-sm font-semibold tracking-wide text-white uppercase">
              {t('footer.social')}
            </h2>
            <ul className="mt-3 flex gap-4 text-sm">
              {socialLinks.map((link) => (
                <li key={link.network}>
                  <a
                    href={link.href}
                    rel="noopener noreferrer"
                    target="_blank"
                    aria-label={t('footer.followOn', { network: link.network })}
                    className="text-brand-100 underline-offset-4 hover:text-white hover:underline"
                  >
                    {link.network}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-brand-100 sm:px-6">
          {t('footer.rights', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  )
}
