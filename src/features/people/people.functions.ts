import { applicationsRead, applicationsWrite, withActor } from '~/features/auth/auth.middleware'
import { validate } from '~/lib/validate'
import { deletePerson, getPerson, keepApart, mergePeople, searchPeople } from './people.admin.server'
import { mergePeopleSchema, personChoicesSchema, personOfSchema } from './people.schemas'

// HR's view of a person across their applications belongs to the applicants' area (decision 052).

export const getPersonFn = applicationsRead.validator(validate(personOfSchema)).handler(withActor(getPerson))

export const searchPeopleFn = applicationsRead.validator(validate(personChoicesSchema)).handler(withActor(searchPeople))

export const mergePeopleFn = applicationsWrite.validator(validate(mergePeopleSchema)).handler(withActor(mergePeople))

export const keepApartFn = applicationsWrite.validator(validate(personOfSchema)).handler(withActor(keepApart))

export const deletePersonFn = applicationsWrite.validator(validate(personOfSchema)).handler(withActor(deletePerson))
