import { CircleCheckIcon } from '~/components/ui/page-icons'
import { Button } from '~/components/ui/button'
import { Field, Input } from '~/components/ui/field'
import { FormError } from '~/components/ui/public-form'
import { useTranslation } from '~/i18n/use-translation'
import { EMAIL_MAX_LENGTH } from '~/lib/field-limits'
import type { PostedForm } from '~/lib/posted-form'

/**
 * The new-link form (docs/product.md §13.4): one e-mail field, a real post. The answer after a
 * post is the same sentence whether or not the address is known.
 */
export function LinkRequestPage({ sent, posted }: { sent: boolean; posted?: PostedForm | null }) {
  const { t, lang } = useTranslation('candidate')
  const fieldError = posted?.error.fields?.email
  const formError = posted && !posted.error.fields ? posted.error.message : undefined
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="rounded-xl border border-line bg-white p-6 shadow-sm sm:p-10">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('eyebrow')}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink">{t('request.title')}</h1>
        {sent ? (
          <>
            <p role="status" className="mt-6 flex items-start gap-2 rounded-md bg-green-50 px-4 py-3 font-medium text-green-800">
              <CircleCheckIcon aria-hidden className="mt-0.5 size-5 shrink-0" />
              {t('request.sent')}
            </p>
            <a
              href={`/${lang}/applications`}
              className="mt-6 inline-flex h-11 items-center rounded-md border border-line bg-white px-4 text-sm font-medium text-ink hover:bg-surface"
            >
              {t('request.again')}
            </a>
          </>
        ) : (
          <>
            <p className="mt-3 text-muted">{t('request.intro')}</p>
            <form method="post" action={`/${lang}/applications`} noValidate className="mt-6 flex flex-col gap-5">
              <FormError id="link-request-error" message={formError} />
              <Field label={`${t('request.email')} *`} error={fieldError} autoFocus={Boolean(fieldError)}>
                {(props) => (
                  <Input
                    {...props}
                    name="email"
                    type="email"
                    required
                    inputMode="email"
                    autoComplete="email"
                    maxLength={EMAIL_MAX_LENGTH}
                    defaultValue={posted?.values.email}
                  />
                )}
              </Field>
              <Button type="submit" size="lg" className="self-start">
                {t('request.submit')}
              </Button>
            </form>
          </>
        )}
      </div>
    </div>
  )
}
