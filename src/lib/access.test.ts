import { describe, expect, it } from 'vitest'
import { accessAreas, canAccess, canSeeCompany, companyScope } from './access'
import { userRoles } from './enums'

describe('canAccess', () => {
  it('lets an admin use every area', () => {
    for (const area of accessAreas) expect(canAccess('admin', area)).toBe(true)
  })
  it('gives editors contents and documents, and recruiters jobs, applications and the contact inbox', () => {
    const allowed = (role: (typeof userRoles)[number]) => accessAreas.filter((area) => canAccess(role, area))
    expect(allowed('editor')).toEqual(['dashboard', 'account', 'contents', 'documents'])
    expect(allowed('recruiter')).toEqual(['dashboard', 'account', 'jobs', 'applications', 'messages'])
  })
  it('keeps users and redirects for admins only', () => {
    expect(userRoles.filter((role) => canAccess(role, 'users'))).toEqual(['admin'])
    expect(userRoles.filter((role) => canAccess(role, 'redirects'))).toEqual(['admin'])
  })
})

describe('companyScope', () => {
  it('limits a recruiter to the companies an admin chose, and to nothing less than every company when none were chosen', () => {
    expect(companyScope({ role: 'recruiter', companies: ['hoi-tech', 'hoi-travel'] })).toEqual(['hoi-tech', 'hoi-travel'])
    expect(companyScope({ role: 'recruiter', companies: [] })).toBeNull()
    expect(companyScope({ role: 'recruiter', companies: null })).toBeNull()
    expect(canSeeCompany({ role: 'recruiter', companies: ['hoi-tech'] }, 'hoi-tech')).toBe(true)
    expect(canSeeCompany({ role: 'recruiter', companies: ['hoi-tech'] }, 'hoi-travel')).toBe(false)
    expect(canSeeCompany({ role: 'recruiter', companies: null }, 'hoi-travel')).toBe(true)
  })
  it('never limits admins or editors, whatever rows they hold', () => {
    for (const role of ['admin', 'editor'] as const) {
      expect(companyScope({ role, companies: ['hoi-tech'] })).toBeNull()
      expect(canSeeCompany({ role, companies: ['hoi-tech'] }, 'hoi-travel')).toBe(true)
    }
  })
})
