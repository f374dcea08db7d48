import type { ReactNode } from 'react'
import { icon } from '~/components/ui/icons'
import { mapLinks, type OfficeDetails, officeHours, officeLabels, telHref, whatsappHref } from '~/content/office-links'
import { useTranslation } from '~/i18n/use-translation'

// Only this page shows them (paths from Lucide): defined here, they load with the contact page alone.
const MapPinIcon = /* @__PURE__ */ icon(
  '<path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0"/><circle cx="12" cy="10" r="3"/>',
)
const PhoneIcon = /* @__PURE__ */ icon(
  '<path d="M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72 12.84 12.84 0 0 0 .7 2.81 2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45 12.84 12.84 0 0 0 2.81.7A2 2 0 0 1 22 16.92z"/>',
)
const MailIcon = /* @__PURE__ */ icon(
  '<rect x="2" y="4" width="20" height="16" rx="2"/><path d="m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7"/>',
)
const MessageIcon = /* @__PURE__ */ icon('<path d="M7.9 20A9 9 0 1 0 4 16.1L2 22Z"/>')
const ClockIcon = /* @__PURE__ */ icon('<circle cx="12" cy="12" r="10"/><path d="M12 6v6l4 2"/>')

// inline-block with 2 px above and below: a 24 px target (WCAG 2.5.8) on a 20 px line.
const linkClass = 'inline-block py-0.5 font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline break-words'
const iconClass = 'size-4 shrink-0 text-brand-700'

/** One detail of an office: its label with an icon, then the value (a dt/dd pair, nothing else inside the dl's group). */
function Item({ Icon, label, children }: { Icon: typeof PhoneIcon; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-muted">
        <Icon aria-hidden className={iconClass} />
        {label}
      </dt>
      <dd className="mt-0.5 pl-6 text-ink">{children}</dd>
    </div>
  )
}

/** Both offices: address, phone, e-mail, WhatsApp, office hours and open-in-maps links. */
export function OfficeCards({ offices }: { offices: readonly OfficeDetails[] }) {
  const { t } = useTranslation('contact')
  const { t: tc } = useTranslation()
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
      {offices.map((office) => {
        const labels = officeLabels(office.key)
        const name = tc(`footer.${labels.nameKey}`)
        const maps = mapLinks(office.coordinates)
        return (
          <section key={office.key} aria-labelledby={`office-${office.key}`} className="rounded-xl border border-line bg-white p-5">
            <h3 id={`office-${office.key}`} className="text-lg font-semibold text-ink">
              {name}
            </h3>
            <dl className="mt-4 flex flex-col gap-3 text-sm">
              <Item Icon={MapPinIcon} label={t('offices.address')}>
                <address className="not-italic">
                  {office.address.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </Item>
              <Item Icon={PhoneIcon} label={t('offices.phone')}>
                <a href={telHref(office.phone.e164)} className={linkClass}>
                  {office.phone.display}
                </a>
              </Item>
              <Item Icon={MailIcon} label={t('offices.email')}>
                <a href={`mailto:${office.email}`} className={linkClass}>
                  {office.email}
                </a>
              </Item>
              <Item Icon={MessageIcon} label={t('offices.whatsapp')}>
                <a
                  href={whatsappHref(office.whatsapp.e164)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${t('offices.whatsappLabel', { office: name })}: ${office.whatsapp.display}`}
                  className={linkClass}
                >
                  {office.whatsapp.display}
                </a>
              </Item>
              <Item Icon={ClockIcon} label={t('offices.hours')}>
                {t('offices.hoursValue', { opens: officeHours.opens, closes: officeHours.closes, zone: labels.utcOffset })}
              </Item>
            </dl>
            <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-line pt-3 text-sm">
              <span className="text-muted">{t('offices.openInMaps')}:</span>
              {(['osm', 'google'] as const).map((service) => {
                const label = service === 'osm' ? t('offices.openStreetMap') : t('offices.googleMaps')
                return (
                  <a
                    key={service}
                    href={maps[service]}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('offices.mapLinkLabel', { office: name, service: label })}
                    className={linkClass}
                  >
                    {label}
                  </a>
                )
              })}
            </p>
          </section>
        )
      })}
    </div>
  )
}
