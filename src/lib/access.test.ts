import { describe, expect, it } from 'vitest'
import { accessAreas, canAccess } from './access'
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
  it('keeps users for admins only', () => {
    expect(userRoles.filter((role) => canAccess(role, 'users'))).toEqual(['admin'])
  })
})
