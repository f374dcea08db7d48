import { describe, expect, it } from 'vitest'
import { jobStatuses, publishStatuses, userRoles } from '~/lib/enums'
import { canChangeStatus, formStatuses, isRestore, isStatusOf, nextStatuses } from './publish-lifecycle'

// docs/product.md §4.1: the whole table of allowed steps, for an admin.
const jobSteps = {
  draft: ['active', 'removed'],
  active: ['draft', 'closed', 'removed'],
  closed: ['active', 'removed'],
  removed: ['draft'],
} as const
const publishSteps = { draft: ['active', 'removed'], active: ['draft', 'removed'], removed: ['draft'] } as const

describe('publish lifecycle', () => {
  it('lets an admin take every step of the product rules, and no other, on jobs', () => {
    for (const from of jobStatuses) {
      expect(nextStatuses('job', from, 'admin')).toEqual(jobSteps[from])
      for (const to of jobStatuses)
        expect(canChangeStatus('job', from, to, 'admin'), `${from} → ${to}`).toBe(jobSteps[from].some((s) => s === to))
    }
  })

  it('has no closed status for contents and documents', () => {
    for (const kind of ['content', 'document'] as const) {
      expect(isStatusOf(kind, 'closed')).toBe(false)
      for (const from of publishStatuses) {
        expect(nextStatuses(kind, from, 'admin')).toEqual(publishSteps[from])
        for (const to of publishStatuses)
          expect(canChangeStatus(kind, from, to, 'admin'), `${kind} ${from} → ${to}`).toBe(publishSteps[from].some((s) => s === to))
      }
    }
    expect(isStatusOf('job', 'closed')).toBe(true)
  })

  it('lets only an admin restore a removed entity, to draft', () => {
    for (const role of userRoles) {
      for (const kind of ['job', 'content', 'document'] as const) {
        expect(canChangeStatus(kind, 'removed', 'draft', role), `${role} ${kind}`).toBe(role === 'admin')
        expect(nextStatuses(kind, 'removed', role)).toEqual(role === 'admin' ? ['draft'] : [])
        expect(canChangeStatus(kind, 'removed', 'active', role)).toBe(false)
      }
    }
    expect(isRestore('removed', 'draft')).toBe(true)
    expect(isRestore('active', 'draft')).toBe(false)
  })

  it('gives every other role the same steps as an admin outside removed', () => {
    for (const role of userRoles) {
      for (const from of ['draft', 'active', 'closed'] as const) expect(nextStatuses('job', from, role)).toEqual(jobSteps[from])
      for (const from of ['draft', 'active'] as const) expect(nextStatuses('content', from, role)).toEqual(publishSteps[from])
    }
  })

  it('refuses a step to the same status and unknown statuses', () => {
    for (const status of jobStatuses) expect(canChangeStatus('job', status, status, 'admin')).toBe(false)
    expect(isStatusOf('document', 'published')).toBe(false)
  })

  it('offers a form the current status and its next ones, or draft and active for a new entity', () => {
    expect(formStatuses('document', undefined, 'editor')).toEqual(['draft', 'active'])
    expect(formStatuses('document', 'active', 'editor')).toEqual(['active', 'draft', 'removed'])
    expect(formStatuses('job', 'removed', 'recruiter')).toEqual(['removed'])
    expect(formStatuses('job', 'removed', 'admin')).toEqual(['removed', 'draft'])
  })
})
