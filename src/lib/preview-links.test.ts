import { describe, expect, it } from 'vitest'
import { previewPath } from './preview-links'

describe('previewPath', () => {
  it('names each kind’s preview page, with a share link’s token', () => {
    expect(previewPath('tr', 'content', 'a')).toBe('/tr/preview/articles/a')
    expect(previewPath('en', 'job', 'b')).toBe('/en/preview/jobs/b')
    expect(previewPath('en', 'corporate', 'c', 'T')).toBe('/en/preview/corporate/c?token=T')
  })
})
