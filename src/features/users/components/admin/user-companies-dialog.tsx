import { useState } from 'react'
import { toast } from 'sonner'
import { SubmitButton } from '~/components/dashboard/form-fields'
import { Button } from '~/components/ui/button'
import { Modal } from '~/components/ui/dialog'
import { useTranslation } from '~/i18n/use-translation'
import { useSetUserCompanies } from '../../users.queries'
import type { SetUserCompaniesInput, UserListItem } from '../../users.schemas'
import { CompanyChoices } from './company-choices'

/** An admin limits a recruiter to some group companies, or to none (every company), decision 046. */
export function UserCompaniesDialog({ user, onClose }: { user: UserListItem | undefined; onClose: () => void }) {
  const { t } = useTranslation('dashboard')
  const { t: tc } = useTranslation()
  return (
    <Modal
      open={!!user}
      onOpenChange={(open) => !open && onClose()}
      title={t('users.companies.title')}
      description={user ? t('users.companies.description', { name: user.name }) : ''}
    >
      {/* Keyed by the user, so each opening starts from that user's saved companies. */}
      {user && <CompaniesForm key={user.id} user={user} onClose={onClose} cancel={tc('actions.cancel')} />}
    </Modal>
  )
}

function CompaniesForm({ user, onClose, cancel }: { user: UserListItem; onClose: () => void; cancel: string }) {
  const { t } = useTranslation('dashboard')
  const [companies, setCompanies] = useState<string[]>(user.companies)
  const mutation = useSetUserCompanies((saved) => {
    toast.success(t('users.companies.saved', { name: saved.name }))
    onClose()
  })
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        mutation.mutate({ id: user.id, companies: companies as SetUserCompaniesInput['companies'] })
      }}
    >
      <CompanyChoices value={companies} onChange={setCompanies} disabled={mutation.isPending} />
      <div className="mt-2 flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onClose}>
          {cancel}
        </Button>
        <SubmitButton pending={mutation.isPending} pendingLabel={t('users.companies.submitting')}>
          {t('users.companies.submit')}
        </SubmitButton>
      </div>
    </form>
  )
}
