import { describe, expect, it } from 'vitest'
import { applicationStatuses } from '~/lib/enums'
import { candidateStage, candidateStages, TOKEN_PATTERN } from './candidate.rules'

describe('candidate rules (decision 040)', () => {
  it('gives every status a stage, and a decision never says which', () => {
    for (const status of applicationStatuses) expect(candidateStages).toContain(candidateStage(status))
    expect(new Set(['offer', 'hired', 'rejected'].map((s) => candidateStage(s as 'offer')))).toEqual(new Set(['decision']))
    expect(candidateStage('new')).toBe('received')
    expect(candidateStage('withdrawn')).toBe('withdrawn')
  })

  it('takes 43 base64url characters as a token, nothing else', () => {
    expect(TOKEN_PATTERN.test(Buffer.alloc(32, 255).toString('base64url'))).toBe(true)
    for (const bad of ['', 'a'.repeat(42), 'a'.repeat(44), `${'a'.repeat(42)}=`, `${'a'.repeat(42)}/`, `${'a'.repeat(42)}+`]) {
      expect(TOKEN_PATTERN.test(bad)).toBe(false)
    }
  })
})
